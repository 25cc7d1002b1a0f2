"""sentencepiece's BPE on a parallel corpus, learn + apply, for bin/bench to time against `parallel`.

What a user would run instead of `bin/pipeline parallel --tokenized --merges M`: one joint BPE
model trained on both sides (vocabulary of M pieces plus the characters, every sentence, the
machine's threads), then both sides encoded into pieces and written one line per line. The pieces
are sentencepiece's, not subword-nmt's: what is timed is the work, not the codes.

usage: sentencepiece_bpe.py SRC TGT MERGES OUTDIR [THREADS]
"""
import os
import sys
import time

import sentencepiece as spm


def main(src, tgt, merges, out, threads):
    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    prefix = os.path.join(out, "spm")
    spm.SentencePieceTrainer.train(input=[src, tgt], model_prefix=prefix, model_type="bpe", vocab_size=merges,
                                   num_threads=threads, input_sentence_size=0, character_coverage=1.0,
                                   hard_vocab_limit=False, minloglevel=2)
    learned = time.perf_counter()
    sp = spm.SentencePieceProcessor(model_file=prefix + ".model")
    lines = 0
    for side in (src, tgt):
        with open(side, encoding="utf-8") as f, open(os.path.join(out, os.path.basename(side) + ".bpe"), "w",
                                                     encoding="utf-8") as o:
            batch = f.read().splitlines()
            for pieces in sp.encode(batch, out_type=str, num_threads=threads):
                o.write(" ".join(pieces) + "\n")
            lines += len(batch)
    done = time.perf_counter()
    print(f"sentencepiece {spm.__version__}: learn {learned - start:.1f} s, apply {done - learned:.1f} s,"
          f" {lines:,} lines, {threads} threads")


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) not in (4, 5):
        sys.exit("usage: sentencepiece_bpe.py SRC TGT MERGES OUTDIR [THREADS]")
    main(a[0], a[1], int(a[2]), a[3], int(a[4]) if len(a) == 5 else os.cpu_count())

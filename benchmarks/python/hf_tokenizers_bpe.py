"""HF tokenizers' BPE on a parallel corpus, learn + apply, for bin/bench to time against `parallel`.

What a user would run instead of `bin/pipeline parallel --tokenized --merges M`: one joint BPE
model trained on both sides (`Tokenizer.train` on the two files, split on whitespace only since the
text is tokenized already, the library's threads), then both sides encoded in one `encode_batch` call a
side (not `encode_batch_fast`: in 0.23.2 its encodings' tokens are empty strings) and written one line
per line.

The trainer is set up as subword-nmt learns: the end of a word is marked (end_of_word_suffix "</w>",
so a word's last piece is not the same piece inside a word), every character is kept (no
limit_alphabet, no initial_alphabet: only what the corpus holds, as sentencepiece's
character_coverage=1.0), no special tokens, min_frequency 2 (subword-nmt's stop). BpeTrainer counts
vocab_size over the whole vocabulary, characters and "c</w>" characters included, and the number of
those is only known once it has counted the words; so vocab_size is M plus twice the corpus's
distinct characters (a bound on them), and the model is then cut to its first M merges, which are
those a run stopped at M would learn (up to the order of equally frequent pairs, which the library
varies from run to run whatever the size): M merges, as `parallel` learns. The pieces are the
library's ("lo</w>" ends a word; drop "</w>" and join to get the tokens back), not subword-nmt's:
what is timed is the work, not the codes.

usage: hf_tokenizers_bpe.py SRC TGT MERGES OUTDIR [THREADS]
"""
import json
import os
import sys
import time


def main(src, tgt, merges, out, threads):
    # the Rust side sizes its thread pool from the environment: set before the import
    os.environ["RAYON_NUM_THREADS"] = str(threads)
    os.environ["TOKENIZERS_PARALLELISM"] = "true" if threads > 1 else "false"
    import tokenizers
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers

    os.makedirs(out, exist_ok=True)
    start = time.perf_counter()
    texts = []
    for side in (src, tgt):
        with open(side, encoding="utf-8") as f:
            texts.append(f.read())
    chars = len(set(texts[0]) | set(texts[1]))
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.train([src, tgt], trainers.BpeTrainer(vocab_size=merges + 2 * chars, min_frequency=2, show_progress=False,
                                              end_of_word_suffix="</w>"))
    model = json.loads(tok.to_str())["model"]
    pairs = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m) for m in model["merges"]]
    initial = model["vocab"]["".join(pairs[0])] if pairs else len(model["vocab"])
    kept = {"".join(p) for p in pairs[:merges]}
    vocab = {t: i for t, i in model["vocab"].items() if i < initial or t in kept}
    tok.model = models.BPE(vocab=vocab, merges=pairs[:merges], end_of_word_suffix="</w>")
    tok.save(os.path.join(out, "hf-tokenizer.json"))
    learned = time.perf_counter()
    lines = 0
    for side in (src, tgt):
        with open(os.path.join(out, os.path.basename(side) + ".bpe"), "w", encoding="utf-8") as o:
            batch = texts.pop(0).split("\n")  # not splitlines(): "\x85" or "\u2028" inside a line is no line end
            if batch[-1] == "":
                batch.pop()
            for enc in tok.encode_batch(batch, add_special_tokens=False):
                o.write(" ".join(enc.tokens) + "\n")
            lines += len(batch)
    done = time.perf_counter()
    print(f"hf tokenizers {tokenizers.__version__}: learn {learned - start:.1f} s, apply {done - learned:.1f} s,"
          f" {lines:,} lines, {threads} threads")


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) not in (4, 5):
        sys.exit("usage: hf_tokenizers_bpe.py SRC TGT MERGES OUTDIR [THREADS]")
    main(a[0], a[1], int(a[2]), a[3], int(a[4]) if len(a) == 5 else os.cpu_count())

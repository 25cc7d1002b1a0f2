"""Reads a `parallel --h5` ids file through ParallelH5 with worker processes, a padded batch at a
time, and checks every pair against the training text files and vocab.bpe.N: each side is BOS, the
ids of its line's tokens (4 + the token's line in the vocabulary), EOS. Prints one JSON line.

    /usr/bin/python3 examples/pytorch/check_parallel.py OUT/train.tok.clean.bpe.N.h5 OUT/vocab.bpe.N \\
        OUT/train.tok.clean.bpe.N.en OUT/train.tok.clean.bpe.N.de [--workers 2]
"""
import argparse
import json

from torch.utils.data import DataLoader

from trainprep_data import ParallelH5

FIRST = 4  # PAD 0, UNK 1, BOS 2, EOS 3, then the vocabulary's lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("vocab")
    ap.add_argument("src")
    ap.add_argument("tgt")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    with open(args.vocab, encoding="utf-8") as f:
        ids = {token: FIRST + i for i, token in enumerate(line.rstrip("\n") for line in f)}
    data = ParallelH5(args.file)

    def want(line):
        return [data.bos_id] + [ids.get(t, 1) for t in line.split()] + [data.eos_id]

    with open(args.src, encoding="utf-8") as s, open(args.tgt, encoding="utf-8") as t:
        expected = [(want(a), want(b)) for a, b in zip(s, t)]
    same, served, batches, padded = True, 0, 0, True
    loader = DataLoader(data, batch_size=64, shuffle=False, num_workers=args.workers, collate_fn=data.collate)
    for src, src_len, tgt, tgt_len in loader:
        batches += 1
        for k in range(src.shape[0]):
            a, b = expected[served]
            got_a = src[k, :src_len[k]].tolist()
            got_b = tgt[k, :tgt_len[k]].tolist()
            same = same and got_a == a and got_b == b
            padded = padded and bool((src[k, src_len[k]:] == data.pad_id).all()) \
                and bool((tgt[k, tgt_len[k]:] == data.pad_id).all())
            served += 1
    print(json.dumps({"pairs": len(data), "served": served, "text_pairs": len(expected), "batches": batches,
                      "same": same, "padded": padded, "n_vocab": data.n_vocab}))


if __name__ == "__main__":
    main()

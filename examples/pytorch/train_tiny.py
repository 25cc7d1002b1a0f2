"""Trains a tiny bag-of-words model on a combined review file for a few steps, as a smoke test of
ReviewsH5 with worker processes. Prints one JSON line: rows served in the epoch, whether each was
served exactly once, and the losses.

    /usr/bin/python3 examples/pytorch/train_tiny.py OUT/combined_result_5class.h5 [--all-rows] [--workers 2]
"""
import argparse
import json
import math

import torch
from torch.utils.data import DataLoader, Dataset

from trainprep_data import ReviewsH5


class Indexed(Dataset):
    """Adds the item index, to check that an epoch serves every item once."""

    def __init__(self, inner):
        self.inner = inner

    def __len__(self):
        return len(self.inner)

    def __getitem__(self, i):
        tokens, label = self.inner[i]
        return i, tokens, label


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--all-rows", action="store_true", help="every row, not only the trainers' k * min - 1")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--steps", type=int, default=5, help="optimiser steps (the epoch is still read to the end)")
    args = ap.parse_args()

    torch.manual_seed(0)
    data = ReviewsH5(args.file, all_rows=args.all_rows)
    loader = DataLoader(Indexed(data), batch_size=args.batch_size, shuffle=True, num_workers=args.workers)
    model = torch.nn.Sequential(torch.nn.EmbeddingBag(data.n_vocab, 16, padding_idx=data.pad_id),
                                torch.nn.Linear(16, data.num_classes))
    optimiser = torch.optim.Adam(model.parameters(), lr=0.01)
    served = []
    losses = []
    for batch, (index, tokens, label) in enumerate(loader):
        served.extend(index.tolist())
        if batch < args.steps:
            loss = torch.nn.functional.cross_entropy(model(tokens), label)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            losses.append(loss.item())
    print(json.dumps({
        "items": len(data),
        "served": len(served),
        "each_once": sorted(served) == list(range(len(data))),
        "losses": losses,
        "finite": all(math.isfinite(x) for x in losses),
        "n_vocab": data.n_vocab,
        "seq_len": data.seq_len,
        "label_scheme": data.label_scheme,
    }))


if __name__ == "__main__":
    main()

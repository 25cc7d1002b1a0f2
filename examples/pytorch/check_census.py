"""Reads census.h5 through CensusH5 with worker processes and checks every row against h5py.

    /usr/bin/python3 examples/pytorch/check_census.py OUT/census.h5 [--split train|val] [--workers 2]
"""
import argparse
import json

import h5py
import numpy
from torch.utils.data import DataLoader

from trainprep_data import CensusH5


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--split", default=None)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    data = CensusH5(args.file, args.split)
    xs, ys = [], []
    for x, y in DataLoader(data, batch_size=256, shuffle=False, num_workers=args.workers):
        xs.append(x.numpy())
        ys.append(y.numpy())
    with h5py.File(args.file, "r") as f:
        g = f[args.split] if args.split else f
        if "data" in g:
            want_x, want_y = g["data"][:, :-1], g["data"][:, -1]
        else:
            want_x, want_y = g["x"][:], g["y"][:]
    # a split may hold no row (a small --val-fraction of a small input): nothing for the loader to yield
    x = numpy.concatenate(xs) if xs else numpy.zeros((0,) + want_x.shape[1:], dtype="float32")
    y = numpy.concatenate(ys) if ys else numpy.zeros((0,), dtype=want_y.dtype)
    print(json.dumps({"rows": len(data), "features": data.features,
                      "same": bool(numpy.array_equal(x, want_x.astype("float32")) and numpy.array_equal(y, want_y))}))


if __name__ == "__main__":
    main()

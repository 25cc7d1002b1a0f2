"""The plainest pandas script for the census job's default run, for bin/bench to time against the engines.

What `bin/pipeline census` does with its defaults (--missing drop, no validation split) on the
CaPUMS5full schema, as a user would write it in a few lines: read the CSV with pandas' own number
parsing ("NA" is missing), drop every row with a missing or unreadable value, keep the 0/1 rows,
and write x and y to HDF5. It checks less than the job does (a bad line is skipped, not counted
per reason; a value outside 0/1 is just dropped): the fastest pandas way to the same file.

usage: census_pandas_plain.py INPUT.csv OUTPUT.h5
"""
import sys

import h5py
import numpy as np
import pandas as pd

FEATURES = ["sex", "married", "black", "asian", "collegedegree", "militaryservice", "uscitizen",
            "disability", "englishability"]
LABEL = "employed"


def main(src, dst):
    df = pd.read_csv(src, usecols=FEATURES + [LABEL], na_values=["NA"], on_bad_lines="skip", engine="c")
    df = df.apply(pd.to_numeric, errors="coerce").dropna()
    df = df[df.isin([0, 1]).all(axis=1)]
    with h5py.File(dst, "w") as f:
        g = f.create_group("train")
        g["x"] = df[FEATURES].to_numpy(dtype=np.int8)
        g["y"] = df[LABEL].to_numpy(dtype=np.int8)
        g.attrs["num_rows"] = len(df)
    print(f"pandas (plain): {len(df):,} rows written")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

"""The census job's work in one pandas script, for bin/bench to time against the engines.

Same input and the same steps as `bin/pipeline census --missing impute-mode --val-fraction F`
on the CaPUMS5full schema: read the CSV, drop rows whose values are not readable or not allowed
and rows without a label, fill missing features with the column's mode (ties to the lowest
value), split off a validation fraction, and write x and y for train and val to HDF5. The split
is pandas' own (seeded), not the engines' position hash: what is timed is the work, not the
identity of the rows.

usage: census_pandas.py INPUT.csv OUTPUT.h5 [VAL_FRACTION] [SEED]
"""
import sys

import h5py
import numpy as np
import pandas as pd

FEATURES = ["sex", "married", "black", "asian", "collegedegree", "militaryservice", "uscitizen",
            "disability", "englishability"]
LABEL = "employed"


def main(src, dst, val_fraction=0.1, seed=1):
    df = pd.read_csv(src, usecols=FEATURES + [LABEL], dtype=str, skipinitialspace=True, keep_default_na=False,
                     on_bad_lines="skip", engine="c")
    missing = df.isin(["NA"])
    values = df.apply(pd.to_numeric, errors="coerce")
    # unreadable or not 0/1 (and not NA): invalid, dropped as the engines count them
    invalid = (values.isna() & ~missing) | ~(values.isin([0, 1]) | missing)
    values = values[~invalid.any(axis=1)]
    values = values[values[LABEL].notna()]
    modes = values[FEATURES].mode().iloc[0]  # pandas sorts modes, so ties go to the lowest
    values[FEATURES] = values[FEATURES].fillna(modes)
    rng = np.random.default_rng(seed)
    is_val = rng.random(len(values)) < val_fraction
    x = values[FEATURES].to_numpy(dtype=np.int8)
    y = values[LABEL].to_numpy(dtype=np.int8)
    with h5py.File(dst, "w") as f:
        for name, rows in (("train", ~is_val), ("val", is_val)):
            g = f.create_group(name)
            g["x"] = x[rows]
            g["y"] = y[rows]
            g.attrs["num_rows"] = int(rows.sum())
    print(f"pandas: {len(df):,} rows read, {len(values):,} written")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], *(float(a) for a in sys.argv[3:4]), *(int(a) for a in sys.argv[4:5]))

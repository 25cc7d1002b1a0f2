package org.trainprep.core.census;

import java.util.List;
import java.util.Locale;

/** What a census run writes: {@code census.h5}, or CSV files in the DP trainers' column order ({@link CensusCsv}). */
public enum CensusFormat {
    HDF5("hdf5"),
    CSV("csv");

    private final String id;

    CensusFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The files the run publishes, one per split: {@code census.h5}; {@code census.csv}, or train and val. */
    public List<String> fileNames(boolean split) {
        if (this == HDF5) {
            return List.of(CensusOptions.FILE_NAME);
        }
        return split ? List.of("census-train.csv", "census-val.csv") : List.of("census.csv");
    }

    public static CensusFormat fromId(String id) {
        for (CensusFormat f : values()) {
            if (f.id.equals(id.toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        throw new IllegalArgumentException("--format must be hdf5 or csv, was '" + id + "'");
    }
}

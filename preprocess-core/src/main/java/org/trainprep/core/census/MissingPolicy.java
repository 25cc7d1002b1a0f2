package org.trainprep.core.census;

import java.util.Locale;

/** What to do with a row that has a missing feature ({@code --missing}). A missing label always drops the row. */
public enum MissingPolicy {
    /** Drop the row (the original scripts' behaviour, and the default). */
    DROP("drop"),
    /** Fill with the column's most frequent code over the valid rows (ties: lowest code). */
    IMPUTE_MODE("impute-mode"),
    /** Fill with the column's mean code over the valid rows; makes {@code x} float32 if a mean is fractional. */
    IMPUTE_MEAN("impute-mean");

    private final String id;

    MissingPolicy(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static MissingPolicy fromId(String id) {
        for (MissingPolicy p : values()) {
            if (p.id.equals(id.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown --missing '" + id + "': use drop, impute-mode or impute-mean");
    }
}

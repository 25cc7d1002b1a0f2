package org.trainprep.core.reviews;

import java.util.Locale;

/** How a 1..5 rating becomes the label stored in the last column of each row. */
public enum LabelScheme {
    /** The rating itself, 1..5. */
    FIVE_CLASS("five-class", "combined_result_5class.h5", "labels 1..5") {
        @Override
        public int label(int rating) {
            return rating;
        }
    },
    /** 1 for a rating of 4 or 5, else 0. */
    BINARY("binary", "combined_result_binary.h5", "labels 0/1, 1 = rating 4 or 5") {
        @Override
        public int label(int rating) {
            return rating >= 4 ? 1 : 0;
        }
    };

    private final String id;
    private final String combinedFileName;
    private final String values;

    LabelScheme(String id, String combinedFileName, String values) {
        this.id = id;
        this.combinedFileName = combinedFileName;
        this.values = values;
    }

    /** The values stored, in words. */
    public String describe() {
        return values;
    }

    public abstract int label(int rating);

    /** The name used on the command line and in the {@code label_scheme} attribute. */
    public String id() {
        return id;
    }

    /** The trainers' default name for a combined file with these labels. */
    public String combinedFileName() {
        return combinedFileName;
    }

    public static LabelScheme fromId(String id) {
        for (LabelScheme s : values()) {
            if (s.id.equals(id.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown label scheme '" + id + "': use five-class or binary");
    }
}

package org.trainprep.core.census;

import java.util.Locale;

/** How {@code census.h5} stores rows ({@code --layout}). */
public enum CensusLayout {
    /** {@code x} [n, features] and {@code y} [n]. */
    XY("xy"),
    /** One {@code data} [n, features + 1] matrix with the label last, as the original distributed trainer read it. */
    PACKAGE("package");

    private final String id;

    CensusLayout(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static CensusLayout fromId(String id) {
        for (CensusLayout l : values()) {
            if (l.id.equals(id.toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown --layout '" + id + "': use xy or package");
    }
}

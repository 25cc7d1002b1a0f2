package org.trainprep.core.census;

/** Why a census row was rejected; each is a counter / accumulator name. */
public enum CensusRejectReason {
    /** More or fewer fields than the header. */
    WRONG_ARITY,
    /** A readable value the schema does not allow (e.g. 2 in a 0/1 column, an unknown category). */
    VALUE_OUTSIDE_SCHEMA,
    /** A field that cannot be read at all (text in a numeric column, binary junk). */
    GARBAGE,
    /**
     * A header naming the columns in another order than the file's first line (two extracts joined
     * with {@code cat}, or a header after a blank or comment line): every row after it would be read
     * by the wrong columns, so the run fails naming it.
     */
    HEADER_REORDERED,
    /** A line of more than {@link org.trainprep.core.stage.LineFn#MAX_LINE_BYTES} bytes (8 MiB), not read. */
    LINE_TOO_LONG
}

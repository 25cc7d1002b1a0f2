package org.trainprep.core.parallel;

import java.util.Locale;

/**
 * Why a sentence pair was dropped, in the order the checks run (the first that applies is the
 * reason); each is a counter name. The first five are {@code clean-corpus-n.perl}'s checks.
 */
public enum PairRejectReason {
    /** Both sides are empty once whitespace is squeezed: a blank line of the corpus, not an error. */
    BLANK,
    /** One side is empty once whitespace is squeezed, the other not: a sign the files are misaligned. */
    EMPTY,
    /** A side has more tokens than {@code --max-len}. */
    TOO_LONG,
    /** A side has fewer tokens than {@code --min-len}. */
    TOO_SHORT,
    /** One side has more than {@code --ratio} times the other's tokens. */
    LENGTH_RATIO,
    /** A token longer than {@code --max-word-length} characters. */
    LONG_WORD,
    /** {@code --latin1}: a side has a character Latin-1 cannot encode. */
    NOT_LATIN1,
    /** A side's bytes are not UTF-8. */
    INVALID_UTF8,
    /**
     * A side's line has more than {@link org.trainprep.core.stage.LineFn#MAX_LINE_BYTES} bytes (8 MiB) and
     * was not read (checked first): still a line of its file, so the pairs after it stay aligned.
     */
    LINE_TOO_LONG;

    /** How the error budget sees a dropped pair. */
    public enum Kind {
        /** a blank line of both files */
        BLANK,
        /** well-formed, dropped by the cleaning limits the user chose */
        FILTERED,
        /** not what a parallel corpus holds: counted against {@code --max-invalid-fraction} */
        INVALID
    }

    public Kind kind() {
        return switch (this) {
            case BLANK -> Kind.BLANK;
            case EMPTY, INVALID_UTF8, LINE_TOO_LONG -> Kind.INVALID;
            default -> Kind.FILTERED;
        };
    }

    /** The name in {@code stats.json} and the summary, e.g. {@code too_long}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}

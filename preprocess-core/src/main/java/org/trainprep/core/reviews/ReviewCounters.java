package org.trainprep.core.reviews;

/**
 * Counters of the review pipeline. Invalid lines are also counted per
 * {@link RejectReason}; {@code LINES_READ = VALID + INVALID + BLANK}.
 */
public enum ReviewCounters {
    LINES_READ,
    VALID,
    INVALID,
    BLANK,
    /** Valid records whose text is empty once cleaned; dropped, not invalid. */
    EMPTY_AFTER_CLEANING,
    /** Invalid lines written to {@code _rejects/} (at most the per-task sample size each task). */
    REJECTS_SAMPLED,
    DISTINCT_TEXTS,
    ROWS_WRITTEN
}

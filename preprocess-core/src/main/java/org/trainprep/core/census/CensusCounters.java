package org.trainprep.core.census;

/**
 * Counts every engine keeps (Hadoop counters, Spark accumulators) under these names, plus one per
 * {@link CensusRejectReason}. {@code LINES_READ = RECORDS + HEADER + BLANK + INVALID}.
 */
public enum CensusCounters {
    LINES_READ,
    RECORDS,
    HEADER,
    BLANK,
    INVALID
}

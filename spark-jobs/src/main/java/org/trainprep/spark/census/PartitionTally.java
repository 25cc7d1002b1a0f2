package org.trainprep.spark.census;

import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusStatistics;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one partition saw: counts by kind and reason, statistics of its valid rows, and its first
 * rejected lines. Small and mergeable; the driver collects one per partition, which gives exact
 * totals even when Spark re-runs a task (unlike accumulators updated in a transformation).
 */
final class PartitionTally implements Serializable {

    private final long[] kinds = new long[CensusCounters.values().length];
    private final long[] reasons = new long[CensusRejectReason.values().length];
    private final List<String> rejects = new ArrayList<>();
    private final int rejectLimit;
    private final String file;
    private byte[] stats;
    private transient CensusStatistics liveStats;
    /** Position of this partition's first line ({@code Long.MIN_VALUE} if it had none). */
    private long firstPosition = Long.MIN_VALUE;

    PartitionTally(int columns, int rejectLimit, String file) {
        this.rejectLimit = rejectLimit;
        this.file = file;
        this.liveStats = new CensusStatistics(columns);
    }

    void add(CensusRow row, long position, long offset, String line) {
        if (firstPosition == Long.MIN_VALUE) {
            firstPosition = position;
        }
        kinds[CensusCounters.LINES_READ.ordinal()]++;
        switch (row.kind()) {
            case HEADER -> kinds[CensusCounters.HEADER.ordinal()]++;
            case BLANK -> kinds[CensusCounters.BLANK.ordinal()]++;
            case INVALID -> {
                kinds[CensusCounters.INVALID.ordinal()]++;
                reasons[row.reason().ordinal()]++;
                if (rejects.size() < rejectLimit) {
                    rejects.add(row.reason().name() + "\t" + file + ":" + offset + "\t"
                            + (line.length() > 4096 ? line.substring(0, 4096) : line));
                }
            }
            case RECORD -> {
                kinds[CensusCounters.RECORDS.ordinal()]++;
                liveStats.add(row.codes());
            }
        }
    }

    /** Freezes the statistics for shipping to the driver. */
    PartitionTally seal() {
        stats = liveStats.toBytes();
        return this;
    }

    long firstPosition() {
        return firstPosition;
    }

    CensusStatistics statistics() {
        return CensusStatistics.fromBytes(stats);
    }

    List<String> rejects() {
        return rejects;
    }

    /** Adds this partition's counts into {@code totals} (counter name -> count). */
    void addCounts(Map<String, Long> totals) {
        for (CensusCounters c : CensusCounters.values()) {
            totals.merge(c.name(), kinds[c.ordinal()], Long::sum);
        }
        for (CensusRejectReason r : CensusRejectReason.values()) {
            totals.merge(r.name(), reasons[r.ordinal()], Long::sum);
        }
    }

    static Map<String, Long> zeroCounts() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (CensusCounters c : CensusCounters.values()) {
            m.put(c.name(), 0L);
        }
        for (CensusRejectReason r : CensusRejectReason.values()) {
            m.put(r.name(), 0L);
        }
        return m;
    }
}

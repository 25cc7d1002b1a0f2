package org.trainprep.spark.census;

import org.apache.hadoop.io.Text;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.core.rejects.RejectRecord;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What one partition saw: counts by kind and reason, statistics of its valid rows, and its first
 * rejected lines ({@link RejectRecord} JSON lines, the form and cut every engine uses). Small and mergeable; the driver collects one per partition, which gives exact
 * totals even when Spark re-runs a task (unlike accumulators updated in a transformation).
 */
final class PartitionTally implements Serializable {

    private final CensusCounts counts = new CensusCounts();
    private final List<String> rejects = new ArrayList<>();
    private final int rejectLimit;
    private final String file;
    private byte[] stats;
    private transient CensusStatistics liveStats;

    PartitionTally(int columns, int rejectLimit, String file) {
        this.rejectLimit = rejectLimit;
        this.file = file;
        this.liveStats = new CensusStatistics(columns);
    }

    void add(CensusRow row, long offset, Text line) {
        counts.add(row);
        if (row.kind() == CensusRow.Kind.INVALID && rejects.size() < rejectLimit) {
            rejects.add(RejectRecord.of(row.reason().name(), file, offset, line.getBytes(), 0, line.getLength()).toJsonLine());
        } else if (row.kind() == CensusRow.Kind.RECORD) {
            liveStats.add(row.codes());
        }
    }

    /** Freezes the statistics for shipping to the driver. */
    PartitionTally seal() {
        stats = liveStats.toBytes();
        return this;
    }

    CensusStatistics statistics() {
        return CensusStatistics.fromBytes(stats);
    }

    List<String> rejects() {
        return rejects;
    }

    CensusCounts counts() {
        return counts;
    }

    /** The partition's file and its valid, invalid and blank lines, as a {@link FileYield} line. */
    String yieldLine() {
        Map<String, Long> c = counts.toMap();
        return FileYield.line(file, c.get(CensusCounters.RECORDS.name()), c.get(CensusCounters.INVALID.name()),
                c.get(CensusCounters.BLANK.name()));
    }
}

package org.trainprep.core.census;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Parsed lines counted by {@link CensusCounters kind} and {@link CensusRejectReason reason}, for
 * engines that count in plain Java (the reference runner, Spark tallies); MapReduce uses Hadoop
 * counters with the same names. Mergeable and serializable.
 */
public final class CensusCounts implements Serializable {

    private final long[] kinds = new long[CensusCounters.values().length];
    private final long[] reasons = new long[CensusRejectReason.values().length];

    public void add(CensusRow row) {
        kinds[CensusCounters.LINES_READ.ordinal()]++;
        switch (row.kind()) {
            case HEADER -> kinds[CensusCounters.HEADER.ordinal()]++;
            case BLANK -> kinds[CensusCounters.BLANK.ordinal()]++;
            case RECORD -> kinds[CensusCounters.RECORDS.ordinal()]++;
            case INVALID -> {
                kinds[CensusCounters.INVALID.ordinal()]++;
                reasons[row.reason().ordinal()]++;
            }
        }
    }

    public void merge(CensusCounts other) {
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] += other.kinds[i];
        }
        for (int i = 0; i < reasons.length; i++) {
            reasons[i] += other.reasons[i];
        }
    }

    /** Every counter by name, zeros included, kinds then reasons. */
    public Map<String, Long> toMap() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (CensusCounters c : CensusCounters.values()) {
            m.put(c.name(), kinds[c.ordinal()]);
        }
        for (CensusRejectReason r : CensusRejectReason.values()) {
            m.put(r.name(), reasons[r.ordinal()]);
        }
        return m;
    }

    /** The names {@link #toMap()} uses. */
    public static List<String> names() {
        return Stream.concat(Stream.of(CensusCounters.values()).map(Enum::name),
                Stream.of(CensusRejectReason.values()).map(Enum::name)).toList();
    }
}

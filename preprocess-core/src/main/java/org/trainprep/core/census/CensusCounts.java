package org.trainprep.core.census;

import org.trainprep.core.dataset.Tally;

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

    /** Counts by name ({@link #toMap()}'s) as the run skeleton judges them: records are the valid lines and the rows. */
    public static Tally tally(Map<String, Long> counts) {
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (CensusRejectReason r : CensusRejectReason.values()) {
            byReason.put(r.name(), counts.getOrDefault(r.name(), 0L));
        }
        long records = counts.getOrDefault(CensusCounters.RECORDS.name(), 0L);
        return new Tally(counts.getOrDefault(CensusCounters.LINES_READ.name(), 0L), records,
                counts.getOrDefault(CensusCounters.INVALID.name(), 0L), counts.getOrDefault(CensusCounters.BLANK.name(), 0L),
                byReason, records, counts);
    }

    /** The names {@link #toMap()} uses. */
    public static List<String> names() {
        return Stream.concat(Stream.of(CensusCounters.values()).map(Enum::name),
                Stream.of(CensusRejectReason.values()).map(Enum::name)).toList();
    }

    /**
     * The one-line failure when a run's first pass found no record at all (an empty or header-only
     * file, values the schema cannot read such as pandas' {@code 1.0}), so nothing empty is ever
     * published; empty when there are records.
     */
    public static java.util.Optional<String> noRecords(Map<String, Long> counts,
                                                       java.util.List<org.trainprep.core.rejects.RejectRecord> samples) {
        if (counts.getOrDefault(CensusCounters.RECORDS.name(), 0L) > 0) {
            return java.util.Optional.empty();
        }
        long invalid = counts.getOrDefault(CensusCounters.INVALID.name(), 0L);
        StringBuilder m = new StringBuilder(String.format(java.util.Locale.ROOT,
                "no rows: %,d lines read (%,d header, %,d blank, %,d invalid", counts.getOrDefault(
                        CensusCounters.LINES_READ.name(), 0L), counts.getOrDefault(CensusCounters.HEADER.name(), 0L),
                counts.getOrDefault(CensusCounters.BLANK.name(), 0L), invalid));
        String top = null;
        long topCount = 0;
        for (CensusRejectReason r : CensusRejectReason.values()) {
            long n = counts.getOrDefault(r.name(), 0L);
            if (n > topCount) {
                top = r.name();
                topCount = n;
            }
        }
        if (top != null) {
            m.append(String.format(java.util.Locale.ROOT, ", mostly %s %,d", top, topCount));
        }
        m.append(")").append(org.trainprep.core.rejects.InputBudget.examples(samples));
        if (invalid == 0) {
            m.append("; the input holds no data rows (only a header or blank lines?)");
        } else if (CensusRejectReason.GARBAGE.name().equals(top)) {
            m.append("; are the values whole numbers as the schema says? (1, +1, 01 and 1.0 are read as 1; 1.5, 1e0 and"
                    + " text are not)");
        } else if (CensusRejectReason.WRONG_ARITY.name().equals(top)) {
            m.append("; the rows have another number of columns than the schema: another extract? give --schema");
        }
        return java.util.Optional.of(m.toString());
    }
}

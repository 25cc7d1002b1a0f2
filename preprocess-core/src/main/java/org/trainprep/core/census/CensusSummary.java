package org.trainprep.core.census;

import java.io.PrintStream;
import java.util.Map;

/** What a census run did; printed the same way by both engines. */
public record CensusSummary(String engine, String output, Map<String, Long> counts, long droppedMissing,
                            long rowsWritten, String xType, long jobMillis, long millis) {

    public CensusSummary {
        counts = Map.copyOf(counts);
    }

    public long count(Enum<?> counter) {
        return counts.getOrDefault(counter.name(), 0L);
    }

    public void print(PrintStream out) {
        out.printf("census (%s) -> %s%n", engine, output);
        out.printf("  lines read            %,d%n", count(CensusCounters.LINES_READ));
        out.printf("  records               %,d (header lines %,d, blank %,d)%n", count(CensusCounters.RECORDS),
                count(CensusCounters.HEADER), count(CensusCounters.BLANK));
        out.printf("  invalid               %,d%n", count(CensusCounters.INVALID));
        for (CensusRejectReason r : CensusRejectReason.values()) {
            if (count(r) > 0) {
                out.printf("    %-22s%,d%n", r, count(r));
            }
        }
        out.printf("  dropped for missing   %,d%n", droppedMissing);
        out.printf("  rows written          %,d (x %s)%n", rowsWritten, xType);
        out.printf("  time                  %.1f s (job %.1f s)%n", millis / 1000.0, jobMillis / 1000.0);
    }
}

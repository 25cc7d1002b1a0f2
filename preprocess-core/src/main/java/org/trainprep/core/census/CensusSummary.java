package org.trainprep.core.census;

import java.io.PrintStream;
import java.util.Map;

/** What a census run did; printed the same way by both engines. */
public record CensusSummary(String engine, String output, Map<String, Long> counts, long droppedMissing,
                            long rowsWritten, String xType, Map<String, Float> imputed, long jobMillis, long millis,
                            String report, org.trainprep.core.stats.HandOff handOff) {

    public CensusSummary {
        counts = Map.copyOf(counts);
        imputed = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(imputed));
    }

    /**
     * What a run printed: its outcome, the file it published, when its passes ended and it ended,
     * its report and hand-off.
     */
    public static CensusSummary of(CensusOutcome outcome, String file, long jobMillis, long millis, String report,
                                   org.trainprep.core.stats.HandOff handOff) {
        return new CensusSummary(outcome.engine(), file, outcome.counts(), outcome.droppedMissing(),
                outcome.rowsWritten(), outcome.imputer().xType().id(), outcome.imputedValues(), jobMillis, millis, report,
                handOff);
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
        if (!imputed.isEmpty()) {
            StringBuilder fills = new StringBuilder();
            imputed.forEach((f, v) -> fills.append(fills.length() == 0 ? "" : ", ").append(f).append('=')
                    .append(v == Math.rint(v) ? Integer.toString((int) (float) v) : String.format("%.4f", v)));
            out.printf("  imputed values        %s%n", fills);
        }
        out.printf("  rows written          %,d (x %s)%n", rowsWritten, xType);
        out.printf("  time                  %.1f s (job %.1f s)%n", millis / 1000.0, jobMillis / 1000.0);
        if (report != null) {
            out.printf("  report                %s%n", report);
        }
        if (handOff != null) {
            handOff.print(out);
        }
    }
}

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

    /** A summary of an assembled run; {@code imputed} lists each feature's fill value unless rows were dropped. */
    public static CensusSummary of(String engine, String output, Map<String, Long> counts, CensusSchema schema,
                                   CensusAssembler.Result result, long jobMillis, long millis) {
        return new CensusSummary(engine, output, counts, result.droppedMissing(), result.rowsWritten(),
                result.xType(), imputedValues(schema, result.imputer()), jobMillis, millis, null, null);
    }

    /** Each feature's fill value, in feature order; none when rows with a missing value are dropped. */
    public static Map<String, Float> imputedValues(CensusSchema schema, Imputer imputer) {
        Map<String, Float> imputed = new java.util.LinkedHashMap<>();
        if (imputer.policy() != MissingPolicy.DROP) {
            for (int c = 0; c < schema.features().size(); c++) {
                imputed.put(schema.features().get(c), imputer.fillValue(c));
            }
        }
        return imputed;
    }

    /** The same summary, naming the run's report and what the trainers need. */
    public CensusSummary withReport(String reportFile, org.trainprep.core.stats.HandOff h) {
        return new CensusSummary(engine, output, counts, droppedMissing, rowsWritten, xType, imputed, jobMillis, millis,
                reportFile, h);
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

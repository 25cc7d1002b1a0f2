package org.trainprep.core.census;

import org.trainprep.core.stats.HandOff;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;

/**
 * What a census run did, printed the same way by both engines: what its passes made, the file it
 * published, its times, its report and hand-off.
 *
 * @param times     each pass's time and the merge's, or which a resumed run reused ({@code count 0.9 s, parts 0.8 s, combine 0.4 s})
 */
public record CensusSummary(CensusOutcome outcome, String output, String times, long millis, String report,
                            HandOff handOff) {

    public Map<String, Long> counts() {
        return outcome.counts();
    }

    public long count(Enum<?> counter) {
        return outcome.counts().getOrDefault(counter.name(), 0L);
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "census (%s) -> %s%n", outcome.engine(), output);
        out.printf(Locale.ROOT, "  lines read            %,d%n", count(CensusCounters.LINES_READ));
        out.printf(Locale.ROOT, "  records               %,d (header lines %,d, blank %,d)%n", count(CensusCounters.RECORDS),
                count(CensusCounters.HEADER), count(CensusCounters.BLANK));
        out.printf(Locale.ROOT, "  invalid               %,d%n", count(CensusCounters.INVALID));
        for (CensusRejectReason r : CensusRejectReason.values()) {
            if (count(r) > 0) {
                out.printf(Locale.ROOT, "    %-22s%,d%n", r, count(r));
            }
        }
        out.printf(Locale.ROOT, "  dropped for missing   %,d%n", outcome.droppedMissing());
        Map<String, Float> imputed = outcome.imputedValues();
        if (!imputed.isEmpty()) {
            StringBuilder fills = new StringBuilder();
            imputed.forEach((f, v) -> fills.append(fills.length() == 0 ? "" : ", ").append(f).append('=')
                    .append(v == Math.rint(v) ? Integer.toString((int) (float) v) : String.format(Locale.ROOT, "%.4f", v)));
            out.printf(Locale.ROOT, "  imputed values        %s%n", fills);
        }
        out.printf(Locale.ROOT, "  rows written          %,d (x %s)%n", outcome.rowsWritten(), outcome.imputer().xType().id());
        if (outcome.groupRows().size() == 2) {
            long train = outcome.groupRows().get(0);
            long val = outcome.groupRows().get(1);
            out.printf(Locale.ROOT, "  split                 train %,d, val %,d (--val-fraction %s, --seed %d)%s%n", train, val,
                    outcome.options().split().valFraction(), outcome.options().split().seed(), val == 0 || train == 0
                            ? ": warning: " + (val == 0 ? "val holds no row; a larger --val-fraction" : "train holds no"
                            + " row; a smaller --val-fraction") + " or more input gives it some" : "");
        }
        out.printf(Locale.ROOT, "  time                  %.1f s (%s)%n", millis / 1000.0, times);
        if (report != null) {
            out.printf(Locale.ROOT, "  report                %s%n", report);
        }
        if (handOff != null) {
            handOff.print(out);
        }
    }
}

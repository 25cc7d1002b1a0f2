package org.trainprep.run;

import org.trainprep.core.dataset.Tally;
import org.trainprep.core.stats.HandOff;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * What a skeleton run printed at its end: where the file went, what it holds, what was dropped.
 *
 * @param skippedInputs files left out under {@code --skip-corrupt-files}, with the reason
 */
public record RunSummary(String type, String output, String fileUri, String manifestUri, Tally tally, long rows,
                         int parts, List<String> skippedInputs, String reportUri, HandOff handOff, long millis) {

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "%s -> %s%n", type, fileUri);
        out.printf(Locale.ROOT, "  lines read %,d: valid %,d, invalid %,d, blank %,d%n", tally.linesRead(), tally.valid(),
                tally.invalid(), tally.blank());
        tally.invalidByReason().forEach((reason, n) -> {
            if (n > 0) {
                out.printf(Locale.ROOT, "    %-26s %,d%n", reason, n);
            }
        });
        out.printf(Locale.ROOT, "  rows %,d in %d part(s) merged%n", rows, parts);
        skippedInputs.forEach(f -> out.printf("  skipped input         %s%n", f));
        out.printf("  manifest              %s%n", manifestUri);
        out.printf("  report                %s%n", reportUri);
        out.printf(Locale.ROOT, "  took                  %.1f s%n", millis / 1000.0);
        handOff.print(out);
    }
}

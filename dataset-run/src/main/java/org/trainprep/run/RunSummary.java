package org.trainprep.run;

import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.stats.HandOff;
import org.trainprep.merge.MergeJob;
import org.trainprep.merge.MergeResult;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a skeleton run did: where the file went, what it holds, what was dropped.
 *
 * @param published     what the run published
 * @param skippedInputs files left out under {@code --skip-corrupt-files}, with the reason
 * @param outcome       what the passes made, as the type describes it
 * @param passesMillis  time from the start to the end of the parts pass; the rest is merge and publication
 * @param workDir       the run's intermediate folder (removed at the end unless kept)
 * @param passMillis    each pass's time by its name, in the order they ran
 * @param reusedPasses  the passes a resumed run took as the killed run finished them ({@code --resume})
 */
public record RunSummary(String type, String output, Published published, Tally tally, List<String> skippedInputs,
                         String reportUri, Outcome outcome, long passesMillis, long millis, String workDir,
                         Map<String, Long> passMillis, List<String> reusedPasses) {

    public RunSummary {
        passMillis = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(passMillis));
        reusedPasses = List.copyOf(reusedPasses);
    }

    /**
     * Each pass's time, then the merge's when there was one, in seconds: {@code clean 5.1 s, encode
     * 2.0 s}; a pass a resumed run reused says so: {@code clean reused}.
     */
    public String times() {
        StringBuilder b = new StringBuilder();
        reusedPasses.forEach(name -> b.append(b.length() == 0 ? "" : ", ").append(name).append(" reused"));
        Map<String, Long> all = new java.util.LinkedHashMap<>(passMillis);
        if (merged() != null) {
            all.put("combine", millis - passesMillis);
        }
        all.forEach((name, ms) -> b.append(b.length() == 0 ? "" : ", ")
                .append(String.format(Locale.ROOT, "%s %.1f s", name, ms / 1000.0)));
        return b.toString();
    }

    /**
     * What the run published.
     *
     * @param merged  the merged file and manifest, or null when the parts are the output
     * @param rows    rows written
     * @param parts   parts written
     * @param handOff what the trainers need, or null when the parts are the output
     */
    public record Published(MergeJob.Published<? extends MergeResult> merged, long rows, int parts, HandOff handOff) {
    }

    /** The merged file and manifest, or null when the parts are the output. */
    public MergeJob.Published<? extends MergeResult> merged() {
        return published.merged();
    }

    public long rows() {
        return published.rows();
    }

    public int parts() {
        return published.parts();
    }

    /** What the trainers need, or null when the parts are the output. */
    public HandOff handOff() {
        return published.handOff();
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "%s -> %s%n", type, merged() == null ? output : merged().fileUri());
        out.printf(Locale.ROOT, "  lines read %,d: valid %,d, invalid %,d, blank %,d%n", tally.linesRead(), tally.valid(),
                tally.invalid(), tally.blank());
        tally.invalidByReason().forEach((reason, n) -> {
            if (n > 0) {
                out.printf(Locale.ROOT, "    %-26s %,d%n", reason, n);
            }
        });
        out.printf(Locale.ROOT, "  rows %,d in %d part(s)%s%n", rows(), parts(), merged() == null ? "" : " merged");
        skippedInputs.forEach(f -> out.printf("  skipped input         %s%n", f));
        if (merged() != null) {
            out.printf("  manifest              %s%n", merged().manifestUri());
        }
        out.printf("  report                %s%n", reportUri);
        out.printf(Locale.ROOT, "  took                  %.1f s (%s)%n", millis / 1000.0, times());
        if (handOff() != null) {
            handOff().print(out);
        }
    }
}

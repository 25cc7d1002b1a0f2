package org.trainprep.run.reviews;

import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.merge.CombineResult;
import org.trainprep.merge.MergeJob;

import org.trainprep.core.reviews.ReviewsOutcome;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a review run did: the skeleton's summary of the run and what the passes made (counts, the
 * vocabulary, how the partitions were sized). {@code linesRead = valid + invalid + blank} always;
 * {@code valid = emptyAfterCleaning + records kept}, and kept records collapse to
 * {@code distinctTexts} rows.
 */
public record ReviewsSummary(RunSummary run, ReviewsOutcome outcome) {

    /** The summary of a finished run, whichever engine ran its passes. */
    public static ReviewsSummary of(RunSummary run) {
        return new ReviewsSummary(run, (ReviewsOutcome) run.outcome());
    }

    /** Prints a review run's summary, as the skeleton finds it ({@link org.trainprep.run.SummaryPrinter}). */
    public static final class Printer implements org.trainprep.run.SummaryPrinter {
        @Override
        public String type() {
            return "reviews";
        }

        @Override
        public void print(RunSummary run, PrintStream out) {
            of(run).print(out);
        }
    }

    public org.trainprep.core.reviews.ReviewsSizing sizing() {
        return outcome.sizing();
    }

    /** The run's intermediate folder. */
    public String workDir() {
        return run.workDir();
    }

    /** Each pass's time by name, in order. */
    public Map<String, Long> stageMillis() {
        return run.passMillis();
    }

    public String output() {
        return run.output();
    }

    public long linesRead() {
        return outcome.count(ReviewCounters.LINES_READ);
    }

    public long valid() {
        return outcome.count(ReviewCounters.VALID);
    }

    public long invalid() {
        return outcome.count(ReviewCounters.INVALID);
    }

    public long blank() {
        return outcome.count(ReviewCounters.BLANK);
    }

    public long rejectsSampled() {
        return outcome.count(ReviewCounters.REJECTS_SAMPLED);
    }

    public long emptyAfterCleaning() {
        return outcome.count(ReviewCounters.EMPTY_AFTER_CLEANING);
    }

    public long distinctTexts() {
        return outcome.count(ReviewCounters.DISTINCT_TEXTS);
    }

    public long rowsWritten() {
        return outcome.count(ReviewCounters.ROWS_WRITTEN);
    }

    public int vocabWords() {
        return outcome.vocab().size();
    }

    public int nVocab() {
        return outcome.vocab().nVocab();
    }

    public String vocabSha256() {
        return outcome.vocab().sha256();
    }

    /** Invalid lines per reason, every reason listed. */
    public Map<RejectReason, Long> invalidByReason() {
        Map<RejectReason, Long> byReason = new java.util.EnumMap<>(RejectReason.class);
        for (RejectReason reason : RejectReason.values()) {
            byReason.put(reason, outcome.count(reason));
        }
        return byReason;
    }

    /** The published combined file, or null with {@code --no-combine}. */
    public MergeJob.Published<?> combined() {
        return run.merged();
    }

    /** The counts by counter name ({@link ReviewCounters}, {@link RejectReason}), as the reference runner names them. */
    public Map<String, Long> counts() {
        Map<String, Long> m = new java.util.TreeMap<>();
        for (ReviewCounters c : List.of(ReviewCounters.LINES_READ, ReviewCounters.VALID, ReviewCounters.INVALID,
                ReviewCounters.BLANK, ReviewCounters.EMPTY_AFTER_CLEANING, ReviewCounters.REJECTS_SAMPLED,
                ReviewCounters.DISTINCT_TEXTS, ReviewCounters.ROWS_WRITTEN)) {
            m.put(c.name(), outcome.count(c));
        }
        invalidByReason().forEach((r, n) -> m.put(r.name(), n));
        return m;
    }

    public void print(PrintStream out) {
        out.printf(Locale.ROOT, "reviews -> %s%n", output());
        out.printf(Locale.ROOT, "  lines read            %,d%n", linesRead());
        out.printf(Locale.ROOT, "  valid                 %,d%n", valid());
        out.printf(Locale.ROOT, "  invalid               %,d%s%n", invalid(), invalid() > 0 ? "  (samples in _rejects/)" : "");
        invalidByReason().forEach((reason, n) -> {
            if (n > 0) {
                out.printf(Locale.ROOT, "    %-20s%,d%n", reason, n);
            }
        });
        out.printf(Locale.ROOT, "  blank                 %,d%n", blank());
        List<String> skipped = run.skippedInputs();
        if (!skipped.isEmpty()) {
            out.printf(Locale.ROOT, "  unreadable files      %,d skipped (--skip-corrupt-files): %s%n", skipped.size(),
                    String.join(", ", skipped));
        }
        out.printf(Locale.ROOT, "  empty after cleaning  %,d%n", emptyAfterCleaning());
        out.printf(Locale.ROOT, "  distinct texts        %,d%n", distinctTexts());
        if (outcome.nearDup() != null) {
            out.printf(Locale.ROOT, "  near-duplicates       %s%n", outcome.nearDup().summary());
            out.printf(Locale.ROOT, "    found by            %s%n", outcome.nearDup().settings().describe());
        }
        out.printf(Locale.ROOT, "  vocabulary            %,d words, n_vocab %,d, sha256 %s%n", vocabWords(), nVocab(),
                vocabSha256());
        out.printf(Locale.ROOT, "  out of vocabulary     %.1f%% of the tokens in rows (unknown id 2)%n",
                100 * outcome.oovRate());
        out.printf(Locale.ROOT, "  rows written          %,d in %d part(s)%n", rowsWritten(), run.parts());
        out.printf(Locale.ROOT, "  reducers              %d (%s)%n", sizing().reducers(), sizing().reason());
        out.printf(Locale.ROOT, "  work dir              %s (%s)%n", workDir(), outcome.options().keepWork() ? "kept" : "removed");
        if (combined() != null) {
            out.printf(Locale.ROOT, "  combined file         %s%n", combined().fileUri());
            if (combined().result() instanceof CombineResult r) {
                out.printf(Locale.ROOT, "    shards              %d %s, loader reads %,d, %,d unread%n", r.plan().shards(),
                        r.plan().shardRows(), r.plan().loaderItems(), r.plan().rowsUnreadByLoader());
            }
        }
        out.printf(Locale.ROOT, "  time                  %.1f s (%s)%n", run.millis() / 1000.0, run.times());
        out.printf(Locale.ROOT, "  report                %s%n", run.reportUri());
        if (run.handOff() != null) {
            run.handOff().print(out);
        } else {
            out.printf(Locale.ROOT, "  hand-off              none yet: merge the parts with bin/pipeline combine --input %s/parts --output %s%n",
                    output(), output());
        }
    }
}

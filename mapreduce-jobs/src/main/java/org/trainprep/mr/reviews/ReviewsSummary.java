package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.merge.CombineResult;
import org.trainprep.merge.MergeJob;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * What a run did, from the jobs' counters. {@code linesRead = valid + invalid + blank} always;
 * {@code valid = emptyAfterCleaning + records kept}, and kept records collapse to
 * {@code distinctTexts} rows.
 *
 * @param parts    HDF5 parts written (one per non-empty dedup partition)
 * @param sizing   why the run had {@code reducers} reducers
 * @param workDir  the run's intermediate directory
 * @param skippedFiles damaged input files skipped with {@code --skip-corrupt-files}
 * @param combined the published combined file, or null with {@code --no-combine}
 * @param report   the run's report.html
 * @param handOff  what the trainers need, or null with {@code --no-combine}
 * @param oovRate  the share of the tokens in rows that are unknown (id 2)
 */
public record ReviewsSummary(String output, long linesRead, long valid, long invalid, long blank,
                             Map<RejectReason, Long> invalidByReason, long rejectsSampled, long emptyAfterCleaning,
                             long distinctTexts, int vocabWords, int nVocab, String vocabSha256, long rowsWritten,
                             int parts, int reducers, String sizing, String workDir, boolean workKept, List<String> skippedFiles,
                             MergeJob.Published<?> combined,
                             Map<String, Long> stageMillis, long millis, String report,
                             org.trainprep.core.stats.HandOff handOff, double oovRate) {

    public ReviewsSummary {
        stageMillis = Map.copyOf(stageMillis);
        skippedFiles = List.copyOf(skippedFiles);
        invalidByReason = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(invalidByReason));
    }

    /** The counts by counter name ({@link ReviewCounters}, {@link RejectReason}), as the reference runner names them. */
    public Map<String, Long> counts() {
        Map<String, Long> m = new java.util.TreeMap<>();
        m.put(ReviewCounters.LINES_READ.name(), linesRead);
        m.put(ReviewCounters.VALID.name(), valid);
        m.put(ReviewCounters.INVALID.name(), invalid);
        m.put(ReviewCounters.BLANK.name(), blank);
        m.put(ReviewCounters.EMPTY_AFTER_CLEANING.name(), emptyAfterCleaning);
        m.put(ReviewCounters.REJECTS_SAMPLED.name(), rejectsSampled);
        m.put(ReviewCounters.DISTINCT_TEXTS.name(), distinctTexts);
        m.put(ReviewCounters.ROWS_WRITTEN.name(), rowsWritten);
        invalidByReason.forEach((r, n) -> m.put(r.name(), n));
        return m;
    }

    public void print(PrintStream out) {
        out.printf("reviews -> %s%n", output);
        out.printf("  lines read            %,d%n", linesRead);
        out.printf("  valid                 %,d%n", valid);
        out.printf("  invalid               %,d%s%n", invalid, invalid > 0 ? "  (samples in _rejects/)" : "");
        invalidByReason.forEach((reason, n) -> {
            if (n > 0) {
                out.printf("    %-20s%,d%n", reason, n);
            }
        });
        out.printf("  blank                 %,d%n", blank);
        if (!skippedFiles.isEmpty()) {
            out.printf("  unreadable files      %,d skipped (--skip-corrupt-files): %s%n", skippedFiles.size(),
                    String.join(", ", skippedFiles));
        }
        out.printf("  empty after cleaning  %,d%n", emptyAfterCleaning);
        out.printf("  distinct texts        %,d%n", distinctTexts);
        out.printf("  vocabulary            %,d words, n_vocab %,d, sha256 %s%n", vocabWords, nVocab, vocabSha256);
        out.printf(java.util.Locale.ROOT, "  out of vocabulary     %.1f%% of the tokens in rows (unknown id 2)%n", 100 * oovRate);
        out.printf("  rows written          %,d in %d part(s)%n", rowsWritten, parts);
        out.printf("  reducers              %d (%s)%n", reducers, sizing);
        out.printf("  work dir              %s (%s)%n", workDir, workKept ? "kept" : "removed");
        if (combined != null) {
            out.printf("  combined file         %s%n", combined.fileUri());
            if (combined.result() instanceof CombineResult r) {
                out.printf("    shards              %d %s, loader reads %,d, %,d unread%n", r.plan().shards(),
                        r.plan().shardRows(), r.plan().loaderItems(), r.plan().rowsUnreadByLoader());
            }
        }
        StringBuilder stages = new StringBuilder();
        for (String stage : List.of("clean+dedup", "vocabulary", "encode", "combine")) {
            if (stageMillis.containsKey(stage)) {
                stages.append(stages.length() == 0 ? "" : ", ").append(stage).append(' ')
                        .append(String.format("%.1f s", stageMillis.get(stage) / 1000.0));
            }
        }
        out.printf("  time                  %.1f s (%s)%n", millis / 1000.0, stages);
        out.printf("  report                %s%n", report);
        if (handOff != null) {
            handOff.print(out);
        } else {
            out.printf("  hand-off              none yet: merge the parts with bin/pipeline combine --input %s/parts --output %s%n",
                    output, output);
        }
    }
}

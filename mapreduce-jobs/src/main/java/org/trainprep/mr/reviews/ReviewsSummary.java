package org.trainprep.mr.reviews;

import org.trainprep.combiner.CombineJob;
import org.trainprep.core.reviews.RejectReason;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * What a run did, from the jobs' counters. {@code linesRead = valid + invalid + blank} always;
 * {@code valid = emptyAfterCleaning + records kept}, and kept records collapse to
 * {@code distinctTexts} rows.
 *
 * @param sizing   why the run had {@code parts} reducers
 * @param workDir  the run's intermediate directory
 * @param skippedFiles damaged input files skipped with {@code --skip-corrupt-files}
 * @param combined the published combined file, or null with {@code --no-combine}
 */
public record ReviewsSummary(String output, long linesRead, long valid, long invalid, long blank,
                             Map<RejectReason, Long> invalidByReason, long rejectsSampled, long emptyAfterCleaning,
                             long distinctTexts, int vocabWords, int nVocab, String vocabSha256, long rowsWritten,
                             int parts, String sizing, String workDir, boolean workKept, List<String> skippedFiles,
                             CombineJob.Published combined,
                             Map<String, Long> stageMillis, long millis) {

    public ReviewsSummary {
        stageMillis = Map.copyOf(stageMillis);
        skippedFiles = List.copyOf(skippedFiles);
        invalidByReason = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(invalidByReason));
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
        out.printf("  rows written          %,d in %d part(s)%n", rowsWritten, parts);
        out.printf("  reducers              %d (%s)%n", parts, sizing);
        out.printf("  work dir              %s (%s)%n", workDir, workKept ? "kept" : "removed");
        if (combined != null) {
            out.printf("  combined file         %s%n", combined.fileUri());
            out.printf("    shards              %d %s, loader reads %,d, %,d unread%n", combined.result().plan().shards(),
                    combined.result().plan().shardRows(), combined.result().plan().loaderItems(),
                    combined.result().plan().rowsUnreadByLoader());
        }
        StringBuilder stages = new StringBuilder();
        for (String stage : List.of("clean+dedup", "vocabulary", "encode", "combine")) {
            if (stageMillis.containsKey(stage)) {
                stages.append(stages.length() == 0 ? "" : ", ").append(stage).append(' ')
                        .append(String.format("%.1f s", stageMillis.get(stage) / 1000.0));
            }
        }
        out.printf("  time                  %.1f s (%s)%n", millis / 1000.0, stages);
    }
}

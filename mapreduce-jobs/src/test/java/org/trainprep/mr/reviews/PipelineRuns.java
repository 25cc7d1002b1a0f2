package org.trainprep.mr.reviews;

import org.trainprep.run.reviews.ReviewsSummary;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.reviews.RejectReason;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Helpers shared by the pipeline tests: run the tool, read rows back, check the counts add up. */
final class PipelineRuns {

    private PipelineRuns() {
    }

    /** Exit code, stdout and stderr of one {@code reviews} run. */
    record Run(int exit, String out, String err) {
    }

    /** A finished run of the bundled sample (copied under {@code tmp/in}) in two parts, to {@code tmp/out}. */
    static java.nio.file.Path finishedSample(Configuration conf, java.nio.file.Path tmp, String in) throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        Run run = tool(conf, "--input", org.trainprep.testdata.Fixtures.copy(org.trainprep.testdata.Fixtures.SAMPLE_REVIEWS,
                tmp.resolve(in)).toString(), "--output", out.toString(), "--reducers", "2");
        assertThat(run.exit()).as(run.err()).isZero();
        return out;
    }

    static Run tool(Configuration conf, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        org.trainprep.hadoop.CommandTool tool = new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType()).tool(new PrintStream(out, true), new PrintStream(err, true));
        tool.setConf(conf);
        int exit = tool.run(args);
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Exit code, stdout and stderr of one {@code verify} run. */
    record Verified(int code, String out, String err) {
    }

    static Verified verify(Configuration conf, Path dir, String... flags) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        org.trainprep.merge.VerifyTool tool = new org.trainprep.merge.VerifyTool(new PrintStream(out, true),
                new PrintStream(err, true));
        tool.setConf(conf);
        String[] args = java.util.Arrays.copyOf(flags, flags.length + 1);
        args[flags.length] = dir.toString();
        int code = tool.run(args);
        return new Verified(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Configuration localConf() {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        // a gzip file of more than 64 KB of text is read by several tasks, as a large one is on a cluster
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, 64 * 1024);
        return conf;
    }

    /** All rows of a combined file or part, shard by shard, as lists (for multiset comparisons). */
    static List<List<Integer>> rows(Path h5) throws IOException {
        return org.trainprep.core.h5.TrainerFileRows.of(h5);
    }

    static void assertCountsAddUp(ReviewsSummary s) {
        assertThat(s.linesRead()).as("read = valid + invalid + blank").isEqualTo(s.valid() + s.invalid() + s.blank());
        assertThat(s.invalidByReason().values().stream().mapToLong(Long::longValue).sum())
                .as("invalid = sum over reasons").isEqualTo(s.invalid());
        assertThat(s.rowsWritten()).as("one row per distinct text").isEqualTo(s.distinctTexts());
        assertThat(s.invalidByReason().keySet()).containsExactlyInAnyOrder(RejectReason.values());
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.mr.ReportTool;
import org.trainprep.merge.VerifyTool;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Failures that used to name a path and no cause: one line, the cause, the fix. */
class FailureMessagesTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    private String lastErrorLine(org.trainprep.hadoop.CommandTool tool, ByteArrayOutputStream err, String... args)
            throws Exception {
        tool.setConf(conf);
        assertThat(tool.run(args)).isNotZero();
        String[] lines = err.toString(StandardCharsets.UTF_8).strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void anOutputWhereNothingCanBeCreatedSaysSo() throws Exception {
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", "/proc/trainprep-out");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).contains("cannot create the output directory file:/proc/trainprep-out")
                .contains("choose a writable --output").doesNotContain("\n");
    }

    @Test
    void inputWhoseTextsAllCleanToNothingOrThatLeavesOneRowSaysWhy() throws Exception {
        Path empty = tmp.resolve("empty.json");
        Files.writeString(empty, "{\"reviewText\": \"the and of\", \"overall\": 5}\n{\"reviewText\": \"!!! 123\", \"overall\": 4}\n");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", empty.toString(), "--output", tmp.resolve("o1").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(lastLine(r.err())).contains("the text of every one of the 2 valid reviews is empty after cleaning")
                .contains("--text-field reviewText");
        assertThat(tmp.resolve("o1")).doesNotExist();

        // the trainers' loader reads k * min(rows) - 1 rows: none of a file of one row
        Path one = tmp.resolve("one.json");
        Files.writeString(one, "{\"reviewText\": \"great phone\", \"overall\": 5}\n{\"reviewText\": \"Great  phone!\", \"overall\": 4}\n");
        r = PipelineRuns.tool(conf, "--input", one.toString(), "--output", tmp.resolve("o2").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(lastLine(r.err())).contains("one row from 2 lines (2 valid)").contains("none of a file of one row");
        assertThat(tmp.resolve("o2")).doesNotExist();
    }

    private static String lastLine(String text) {
        String t = text.strip();
        return t.substring(t.lastIndexOf('\n') + 1);
    }

    @Test
    void verifyOfANoCombineOutputSaysToCombineFirst() throws Exception {
        Path out = tmp.resolve("parts-only");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", out.toString(), "--no-combine");
        assertThat(r.exit()).as(r.err()).isZero();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String line = lastErrorLine(new VerifyTool(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true)),
                err, out.toString());
        assertThat(line).contains("not combined: ").contains("bin/pipeline combine --input").contains("then verify");

        // a file of the output given instead of its directory: named as such, not as a missing manifest
        Path file = Files.writeString(tmp.resolve("combined_result_5class.h5"), "x");
        ByteArrayOutputStream fileErr = new ByteArrayOutputStream();
        String fileLine = lastErrorLine(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(fileErr, true)), fileErr, file.toString());
        assertThat(fileLine).contains("is a file; verify takes the output directory").doesNotContain("manifest.json in");
    }

    @Test
    void reportOfATruncatedStatsFileNamesItWithoutDumpingIt() throws Exception {
        Path out = tmp.resolve("out");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        String stats = Files.readString(out.resolve("stats.json"));
        Files.writeString(out.resolve("stats.json"), stats.substring(0, stats.length() / 2));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String line = lastErrorLine(new ReportTool(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true)),
                err, out.toString());
        assertThat(line).contains("is not a complete stats.json").contains("rerun the job")
                .doesNotContain(stats.substring(0, 40));
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).doesNotContain("\n");
        ByteArrayOutputStream fileErr = new ByteArrayOutputStream();
        String fileLine = lastErrorLine(new ReportTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(fileErr, true)), fileErr, out.resolve("stats.json").toString());
        assertThat(fileLine).contains("stats.json is a file; report takes the output directory that holds it (here "
                + out);
    }

    @Test
    void verifyOfACutManifestNamesTheFileNotTheParsersText() throws Exception {
        Path out = tmp.resolve("out");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        String manifest = Files.readString(out.resolve("manifest.json"));
        Files.writeString(out.resolve("manifest.json"), manifest.substring(0, 300));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String line = lastErrorLine(new VerifyTool(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true)),
                err, out.toString());
        assertThat(line).contains("manifest.json is not valid JSON (300 bytes").contains("rerun the job")
                .doesNotContain("Unexpected end-of-input").doesNotContain("REDACTED");
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).doesNotContain("\n");
    }

    /** Between the two renames of an --overwrite (a run killed there), the output is missing for a moment. */
    @Test
    void verifyOfAnOutputAKilledSwapLeftAsideSaysWhereItIsAndThatTheNextRunRestoresIt() throws Exception {
        Path out = tmp.resolve("out");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Path aside = tmp.resolve(".out.trainprep-replaced-reviews-20260101-000000-abcdef");
        Files.move(out, aside);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String line = lastErrorLine(new VerifyTool(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true)),
                err, out.toString());
        assertThat(line).contains(out + " does not exist: a run killed while replacing it left the earlier output at")
                .contains(aside.getFileName().toString()).contains("the next run into " + out + " puts it back");
        // the same through a symbolic link to the output, which a run follows and replaces behind the link
        Path link = Files.createSymbolicLink(tmp.resolve("link"), out.getFileName());
        err.reset();
        String throughLink = lastErrorLine(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true)), err, link.toString());
        assertThat(throughLink).contains(link + " (a symbolic link to file:" + out + ") does not exist: a run killed"
                + " while replacing it left the earlier output at").contains(aside.getFileName().toString())
                .contains("mv " + aside + " " + out + ")");
    }
}

package org.trainprep.mr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.trainprep.report.ReportFigures;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dataset report as a person sees it: each run's {@code report.html} opened from disk in
 * Debian's headless Chromium (no network), a screenshot taken, every chart image loaded, every
 * figure on the page equal to {@code stats.json} at the pointer it names, and the summary's
 * figures equal to {@code stats.json}; {@code report DIR} draws the same page again.
 */
class DatasetReportIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void bundledReviewSample() throws Exception {
        Path out = tmp.resolve("reviews");
        String summary = LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType())::tool, "--input", Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")).toString(),
                "--output", out.toString());
        JsonNode stats = checkReport(out, "reviews-sample", 3);
        checkReviewSummary(summary, stats);
        assertThat(stats.at("/rejects/samples").size()).as("reject reasons with samples").isEqualTo(3);
        assertThat(stats.at("/duplicates/copies_removed").asLong()).isPositive();
        assertThat(stats.at("/tokens/buckets").size()).isEqualTo(41);
        checkRebuild(out);
    }

    @Test
    void realAmazonDump() throws Exception {
        Path in = Fixtures.realDataFile("All_Beauty_5.json");
        Path out = tmp.resolve("beauty");
        String summary = LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType())::tool, "--input", in.toString(), "--output", out.toString(),
                "--seq-len", "50", "--vocab-size", "2000");
        JsonNode stats = checkReport(out, "reviews-real", 3);
        checkReviewSummary(summary, stats);
        // measured on these exact bytes (realdata README): 5.0 = 4,649 of 5,269 lines; 5 lack reviewText
        assertThat(stats.at("/rejects/by_reason/TEXT_MISSING").asLong()).isEqualTo(5);
        assertThat(stats.at("/ratings/before_dedup/5").asLong()).isLessThanOrEqualTo(4649).isGreaterThan(4000);
        assertThat(stats.at("/tokens/rows_cut").asLong()).as("p95 137 tokens > seq_len 50").isPositive();
        assertThat(stats.at("/vocabulary/coverage_at_k").asDouble()).isBetween(0.5, 1.0);
    }

    @Test
    void censusSample() throws Exception {
        Path in = tmp.resolve("census.csv");
        new CensusGenerator(7, 0.03, 0.01).write(in, 4_000);
        Path out = tmp.resolve("census");
        String summary = LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())::tool, "--input", in.toString(), "--output", out.toString(),
                "--missing", "impute-mode", "--val-fraction", "0.2", "--seed", "5");
        JsonNode stats = checkReport(out, "census-sample", 3);
        assertThat(summaryFigure(summary, "rows written")).isEqualTo(stats.at("/summary/rows_written").asLong());
        assertThat(summaryFigure(summary, "lines read")).isEqualTo(stats.at("/summary/lines_read").asLong());
        assertThat(summaryFigure(summary, "invalid")).isEqualTo(stats.at("/summary/invalid").asLong());
        assertThat(stats.at("/splits/train").asLong() + stats.at("/splits/val").asLong())
                .isEqualTo(stats.at("/summary/rows_written").asLong());
        assertThat(stats.at("/imputation/values").size()).isEqualTo(9);
        assertThat(stats.at("/feature_means_by_label").size()).isEqualTo(9);
        checkRebuild(out);
    }

    /** Renders the report, checks images and figures, returns stats.json. */
    private JsonNode checkReport(Path out, String name, int minImages) throws Exception {
        JsonNode stats = JSON.readTree(out.resolve("stats.json").toFile());
        Path shot = Path.of("target", "report-screenshots", name + ".png").toAbsolutePath();
        Files.createDirectories(shot.getParent());
        String dom = Interop.chromium(out.resolve("report.html"), shot);
        assertThat(Files.size(shot)).as("screenshot").isGreaterThan(10_000);

        int images = Integer.parseInt(ReportFigures.bodyAttribute(dom, "data-images"));
        assertThat(images).as("charts").isGreaterThanOrEqualTo(minImages)
                .isEqualTo(ReportFigures.count(dom, "<img "));
        assertThat(ReportFigures.bodyAttribute(dom, "data-broken-images")).as("broken images").isEqualTo("0");
        assertThat(ReportFigures.checkAll(dom, stats)).as("figures checked").isGreaterThan(20);
        return stats;
    }

    private static void checkReviewSummary(String summary, JsonNode stats) {
        for (String[] f : new String[][]{{"lines read", "/summary/lines_read"}, {"valid", "/summary/valid"},
                {"invalid", "/summary/invalid"}, {"blank", "/summary/blank"},
                {"empty after cleaning", "/summary/empty_after_cleaning"}, {"distinct texts", "/summary/distinct_texts"},
                {"rows written", "/summary/rows_written"}}) {
            assertThat(summaryFigure(summary, f[0])).as(f[0]).isEqualTo(stats.at(f[1]).asLong());
        }
        assertThat(summary).contains("n_vocab " + String.format(Locale.ROOT, "%,d", stats.at("/vocabulary/n_vocab").asLong()));
        assertThat(summary).contains(stats.at("/hand_off/command").asText());
        assertThat(stats.at("/duplicates/distinct_texts").asLong()).isEqualTo(stats.at("/summary/distinct_texts").asLong());
        assertThat(stats.at("/tokens/rows").asLong()).isEqualTo(stats.at("/summary/rows_written").asLong());
    }

    /** {@code report DIR} draws the same page from stats.json. */
    private void checkRebuild(Path out) throws Exception {
        byte[] before = Files.readAllBytes(out.resolve("report.html"));
        Files.delete(out.resolve("report.html"));
        LocalTools.run(ReportTool::new, out.toString());
        assertThat(Files.readAllBytes(out.resolve("report.html"))).isEqualTo(before);
    }

    private static long summaryFigure(String summary, String label) {
        Matcher m = Pattern.compile("(?m)^  " + Pattern.quote(label) + " +([0-9,]+)").matcher(summary);
        assertThat(m.find()).as("summary line '" + label + "' in\n" + summary).isTrue();
        return Long.parseLong(m.group(1).replace(",", ""));
    }
}

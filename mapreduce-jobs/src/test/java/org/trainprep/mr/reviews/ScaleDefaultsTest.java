package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.testdata.ReviewGenerator;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a run does with no sizing options: reducers from the input's size, intermediate data in a
 * work directory that is removed whatever happens, and progress in plain lines.
 */
class ScaleDefaultsTest {

    @TempDir
    static Path shared;
    @TempDir
    Path tmp;

    static Path plain;
    static Path gzip;

    @BeforeAll
    static void generate() throws Exception {
        // ~3.9 MB of JSON lines, and the same records gzip'd (about a fifth of the size on disk)
        plain = shared.resolve("reviews.json");
        new ReviewGenerator(11, 0.005, 0.15).write(plain, 10_000);
        gzip = shared.resolve("reviews.json.gz");
        new ReviewGenerator(11, 0.005, 0.15).write(gzip, 10_000);
    }

    private final Configuration conf = PipelineRuns.localConf();

    private static int reducersIn(String summary) {
        Matcher m = Pattern.compile("reducers +(\\d+) \\(").matcher(summary);
        assertThat(m.find()).as(summary).isTrue();
        return Integer.parseInt(m.group(1));
    }

    @Test
    void partsAreSizedFromTheInputToLandNearTheTarget() throws Exception {
        Path out = tmp.resolve("out");
        // 10,000 lines, of which the sample (here the whole file) shows ~70% become distinct rows of 404 bytes:
        // 2.7 MiB, so three parts of about 0.9 MiB
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", plain.toString(), "--output", out.toString(),
                "--target-part-mb", "1", "--no-combine");
        assertThat(run.exit()).as(run.err()).isZero();
        int reducers = reducersIn(run.out());
        assertThat(reducers).isEqualTo(3);
        assertThat(run.out()).contains("1 input file(s)").contains("/ 1.0 MiB target a part").contains("(local cores)")
                .containsPattern("\\d\\d% of 10,000 sampled lines distinct rows");
        List<Path> parts;
        try (var s = Files.list(out.resolve("parts"))) {
            parts = s.filter(p -> p.toString().endsWith(".h5")).sorted().toList();
        }
        assertThat(parts).hasSize(reducers);
        for (Path p : parts) {
            assertThat(Files.size(p)).as(p.toString()).isBetween(768L << 10, (1L << 20) + (8 << 10));
        }
    }

    @Test
    void aGzipInputIsSizedByWhatItHoldsNotByItsCompressedSize() throws Exception {
        assertThat(Files.size(gzip)).isLessThan(Files.size(plain) / 3);
        Path out = tmp.resolve("out");
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", gzip.toString(), "--output", out.toString(),
                "--target-part-mb", "1", "--no-combine");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(reducersIn(run.out())).isEqualTo(3);
        assertThat(run.out()).containsPattern("gz ratio [4-9]\\.\\d measured");
    }

    @Test
    void explicitReducersWinAndSayWhy() throws Exception {
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", plain.toString(), "--output", tmp.resolve("o").toString(),
                "--reducers", "3", "--no-combine");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("reducers              3 (--reducers)");
        PipelineRuns.Run both = PipelineRuns.tool(conf, "--input", plain.toString(), "--output", tmp.resolve("p").toString(),
                "--reducers", "3", "--target-part-mb", "5");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err().strip()).contains("give it or --reducers, not both").doesNotContain("\n");
    }

    @Test
    void theWorkDirectoryIsUsedThenRemovedAfterSuccessAndAfterFailure() throws Exception {
        Path work = tmp.resolve("work");
        Path out = tmp.resolve("out");
        PipelineRuns.Run ok = PipelineRuns.tool(conf, "--input", plain.toString(), "--output", out.toString(),
                "--work-dir", work.toString());
        assertThat(ok.exit()).as(ok.err()).isZero();
        assertThat(ok.out()).containsPattern("work dir +file:" + Pattern.quote(work.toString()) + "/reviews-\\d{8}-\\d{6}-[0-9a-f]{6} \\(removed\\)");
        try (var s = Files.list(work)) {
            assertThat(s.toList()).isEmpty();
        }
        try (var s = Files.list(out)) {
            assertThat(s.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrder("combined_result_5class.h5", "manifest.json", "vocab.json", "_rejects",
                            "stats.json", "report.html");
        }

        // a gzip file cut short fails the first job; its work directory goes too
        Path cut = tmp.resolve("cut.json.gz");
        Files.copy(gzip, cut);
        try (RandomAccessFile f = new RandomAccessFile(cut.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        PipelineRuns.Run failed = PipelineRuns.tool(conf, "--input", cut.toString(), "--output", tmp.resolve("out2").toString(),
                "--work-dir", work.toString(), "--reducers", "1");
        assertThat(failed.exit()).isEqualTo(1);
        try (var s = Files.list(work)) {
            assertThat(s.toList()).isEmpty();
        }

        // --keep-work keeps it, and says where
        PipelineRuns.Run kept = PipelineRuns.tool(conf, "--input", plain.toString(), "--output", tmp.resolve("out3").toString(),
                "--work-dir", work.toString(), "--keep-work");
        assertThat(kept.exit()).as(kept.err()).isZero();
        assertThat(kept.out()).contains("(kept)");
        try (var s = Files.list(work)) {
            Path run = s.findFirst().orElseThrow();
            assertThat(run.resolve("clean/distinct")).isDirectory();
        }
    }

    @Test
    void eachJobPrintsItsIdProgressLinesAndCountersAsPlainLines() throws Exception {
        Configuration c = PipelineRuns.localConf();
        c.setLong("trainprep.progress.interval-ms", 0);
        PipelineRuns.Run run = PipelineRuns.tool(c, "--input", plain.toString(), "--output", tmp.resolve("o").toString(),
                "--reducers", "2");
        assertThat(run.exit()).as(run.err()).isZero();
        String err = run.err();
        assertThat(err).doesNotContain("\r").doesNotContain("\033");
        assertThat(err).containsPattern("trainprep reviews: clean: started job_local\\d+_\\d+, tracking ")
                .containsPattern("trainprep reviews: clean: map \\d+% reduce \\d+%, [\\d,]+ records in, [\\d,]+ out, .*/s, ETA ")
                .containsPattern("trainprep reviews: encode: done in \\d+:\\d\\d")
                .contains("TaskCounter: MAP_INPUT_RECORDS=10000")
                .containsPattern("reviews: 2 reducer\\(s\\): --reducers");
    }
}

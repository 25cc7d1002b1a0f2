package org.trainprep.combiner;

import org.trainprep.merge.TestParts;
import org.apache.hadoop.util.ToolRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.merge.PartCombiner;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The combine command to a local directory: streamed into place, nothing staged anywhere else. */
class LocalCombineTest {

    @TempDir
    Path tmp;

    @Test
    void writesTheFileInPlaceFrontToBackWithTheScratchDirectoryUnused() throws Exception {
        Path parts = tmp.resolve("parts");
        int first = 0;
        for (int i = 0; i < 3; i++) {
            TestParts.write(parts.resolve("part-r-0000" + i + ".h5"), first, 200_000,
                    TestParts.attrs("aa", "five-class", 200_000, "file:/in"), TestParts.SEQ_LEN + 1);
            first += 200_000;
        }
        Path scratch = Files.createDirectories(tmp.resolve("scratch"));
        Path out = tmp.resolve("out");
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int code = ToolRunner.run(new CombinerTool(new PrintStream(stdout, true), new PrintStream(stderr, true)), new String[]{
                "-D", "trainprep.local.dir=" + scratch, "-D", "java.io.tmpdir=" + scratch,
                "-D", "trainprep.progress.interval-ms=0", "--input", parts.toString(), "--output", out.toString(),
                "--shards", "4"});
        String err = stderr.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err).isZero();

        try (var s = Files.list(scratch)) {
            assertThat(s.toList()).as("nothing staged").isEmpty();
        }
        try (var s = Files.list(out)) {
            assertThat(s.map(p -> p.getFileName().toString()).toList())
                    .as("no temporary file left beside the result")
                    .containsExactlyInAnyOrder("combined_result_5class.h5", "manifest.json");
        }
        Path combined = out.resolve("combined_result_5class.h5");
        List<Integer> column = TestParts.firstColumn(combined);
        assertThat(column).hasSize(600_000);
        for (int i = 0; i < column.size(); i += 9_973) {
            assertThat(column.get(i)).isEqualTo(i);
        }
        Path local = tmp.resolve("merged-by-api.h5");
        try (var files = Files.list(parts)) {
            new PartCombiner(ReviewsFileType.INSTANCE).combine(files.sorted().toList(), local, 4);
        }
        assertThat(TestParts.shardDigests(combined)).isEqualTo(TestParts.shardDigests(local));
        assertThat(Files.mismatch(combined, local)).as("same bytes whichever way it was written").isEqualTo(-1);

        // progress in plain lines: bytes of the file, percent, rate, ETA; then the closing line
        assertThat(err).doesNotContain("\r").doesNotContain("\033")
                .containsPattern("combine combined_result_5class.h5: [\\d.]+ [kMG]?B of 9\\.6 MB \\(\\d+%\\), .*/s, ETA \\d+:\\d\\d")
                .contains("of 9.6 MB (100%)");
    }

    @Test
    void partsOfARunThatHasNotFinishedAreRefused() throws Exception {
        Path run = tmp.resolve("reviews");
        TestParts.write(run.resolve("parts/part-m-00000.h5"), 0, 10, TestParts.attrs("aa", "five-class", 10, "file:/in"),
                TestParts.SEQ_LEN + 1);
        Files.writeString(run.resolve("_RUN"), "reviews-20261122-101010-abcdef, started 2026-11-22T10:10:10Z");
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int code = ToolRunner.run(new CombinerTool(new PrintStream(new ByteArrayOutputStream(), true),
                new PrintStream(stderr, true)), new String[]{"--input", run.resolve("parts").toString(),
                "--output", run.toString()});
        assertThat(code).isEqualTo(1);
        assertThat(stderr.toString(StandardCharsets.UTF_8).strip()).contains("has not finished").contains("_RUN")
                .doesNotContain("\n");
        assertThat(run.resolve("combined_result_5class.h5")).doesNotExist();
    }

    @Test
    void aVocabularyBesideTheCombinedFileIsNamedByItsManifestAsARunNamesIt() throws Exception {
        Path run = tmp.resolve("reviews");
        TestParts.write(run.resolve("parts/part-r-00000.h5"), 0, 10, TestParts.attrs("aa", "five-class", 10, "file:/in"),
                TestParts.SEQ_LEN + 1);
        Files.writeString(run.resolve("vocab.json"), "{\"the\": 3}");
        Path elsewhere = tmp.resolve("elsewhere");
        for (Path out : List.of(run, elsewhere)) {
            int code = ToolRunner.run(new CombinerTool(new PrintStream(new ByteArrayOutputStream(), true),
                    new PrintStream(new ByteArrayOutputStream(), true)), new String[]{"--input",
                    run.resolve("parts").toString(), "--output", out.toString()});
            assertThat(code).isZero();
        }
        // beside its parts' vocabulary, verify now misses it when it is deleted; where there is none, none is named
        assertThat(Files.readString(run.resolve("manifest.json"))).contains("\"vocab_json\" : \"vocab.json\"");
        assertThat(Files.readString(elsewhere.resolve("manifest.json"))).doesNotContain("vocab_json");
    }
}

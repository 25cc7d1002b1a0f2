package org.trainprep.core.linelengths;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jhdf.HdfFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.dataset.RunPlan;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The test-only type, written once on the stage API, run by an engine (each engine module extends
 * this, with no line of its own for the type): parts, merge, manifest, verify, stats.json and
 * report.html, the error budget, a damaged input skipped whole.
 */
public abstract class LineLengthsContract {

    @TempDir
    protected Path dir;

    /** Runs the plan on the engine through the run skeleton, in splits of at most {@code maxSplitBytes}; a failed run throws with its line. */
    protected abstract Map<String, Long> runEngine(RunPlan plan, long maxSplitBytes) throws Exception;

    /** {@code bin/pipeline verify DIR}'s exit code. */
    protected abstract int verify(Path output) throws Exception;

    private Map<String, Long> run(long maxSplitBytes, String... args) throws Exception {
        return runEngine(new LineLengthsType().plan(args), maxSplitBytes);
    }

    @Test
    void runsEndToEndPartsMergeManifestVerifyStatsAndReport() throws Exception {
        Path a = Files.writeString(dir.resolve("a.txt"), "abc\n\nhello world\n" + "y".repeat(200) + "\n");
        Path b = Files.writeString(dir.resolve("b.txt"), "x\nfour\n");
        Path out = dir.resolve("out");
        Map<String, Long> counts = run(64L << 20, "--input", a.toString(), b.toString(), "--output", out.toString(),
                "--max-invalid-fraction", "0.3");
        assertThat(counts).containsEntry("LINES_READ", 6L).containsEntry("VALID", 4L).containsEntry("BLANK", 1L);

        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("format").asText()).isEqualTo("trainprep-line-lengths");
        assertThat(manifest.path("file").asText()).isEqualTo("line_lengths.h5");
        assertThat(manifest.path("num_rows").asLong()).isEqualTo(4);
        assertThat(manifest.path("parts")).hasSize(2);
        assertThat(manifest.path("checksums").path("algorithm").asText()).isEqualTo("crc32c");
        assertThat(manifest.path("line_lengths_max").asInt()).isEqualTo(80);
        // input order: a.txt's rows, then b.txt's, each (length, parity)
        assertThat(rows(out.resolve("line_lengths.h5"))).containsExactly(List.of(3, 1), List.of(11, 1), List.of(1, 1),
                List.of(4, 0));

        JsonNode stats = new ObjectMapper().readTree(out.resolve("stats.json").toFile());
        assertThat(stats.path("kind").asText()).isEqualTo("line-lengths");
        assertThat(stats.at("/summary/lines_read").asLong()).isEqualTo(6);
        assertThat(stats.at("/summary/blank").asLong()).isEqualTo(1);
        assertThat(stats.at("/rejects/by_reason/TOO_LONG").asLong()).isEqualTo(1);
        assertThat(stats.at("/rejects/samples/TOO_LONG/0/line").asText()).startsWith("yyyy");
        assertThat(Files.readString(out.resolve("report.html"))).contains("data-kind=\"line-lengths\"")
                .contains("Line lengths").contains("data-stat=\"/lengths/max_length\"");
        assertThat(out.resolve("_rejects")).isDirectory();
        assertThat(verify(out)).isZero();

        // a byte of a row changed: verify finds it
        byte[] file = Files.readAllBytes(out.resolve("line_lengths.h5"));
        try (RandomAccessFile f = new RandomAccessFile(out.resolve("line_lengths.h5").toFile(), "rw")) {
            f.seek(file.length - 4);
            f.write(file[file.length - 4] ^ 1);
        }
        assertThat(verify(out)).isEqualTo(1);
    }

    @Test
    void manySplitsGiveTheSameRowsInInputOrder() throws Exception {
        StringBuilder text = new StringBuilder();
        List<List<Integer>> want = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String line = "w".repeat(i % 70);
            text.append(line).append('\n');
            if (!line.isBlank()) {
                want.add(List.of(line.length(), line.length() % 2));
            }
        }
        Path in = Files.writeString(dir.resolve("many.txt"), text);
        Path out = dir.resolve("many-out");
        run(4 << 10, "--input", in.toString(), "--output", out.toString());
        assertThat(rows(out.resolve("line_lengths.h5"))).isEqualTo(want);
        assertThat(new ObjectMapper().readTree(out.resolve("manifest.json").toFile()).path("parts").size())
                .as("a part a split").isGreaterThan(10);
    }

    @Test
    void theErrorBudgetFailsTheRunAndPublishesNothing() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), ("z".repeat(100) + "\n").repeat(5) + "ok\n");
        Path out = dir.resolve("out");
        assertThatThrownBy(() -> run(64L << 20, "--input", bad.toString(), "--output", out.toString()))
                .hasMessageContaining("does not look usable").hasMessageContaining("TOO_LONG");
        assertThat(out).doesNotExist();
    }

    @Test
    void aDamagedInputSkippedOnRequestGivesNoneOfItsRows() throws Exception {
        Path good = Files.writeString(dir.resolve("good.txt"), "ab\nabc\n");
        Path gz = dir.resolve("cut.txt.gz");
        try (GZIPOutputStream z = new GZIPOutputStream(Files.newOutputStream(gz))) {
            z.write(("abcd\n".repeat(20_000)).getBytes());
        }
        byte[] whole = Files.readAllBytes(gz);
        Files.write(gz, java.util.Arrays.copyOf(whole, whole.length / 2));
        Path out = dir.resolve("out");
        assertThatThrownBy(() -> run(64L << 20, "--input", good.toString(), gz.toString(), "--output", out.toString()))
                .hasMessageContaining("cut.txt.gz cannot be read");
        assertThat(out).doesNotExist();
        Map<String, Long> counts = run(64L << 20, "--input", good.toString(), gz.toString(), "--output", out.toString(),
                "--skip-corrupt-files");
        assertThat(counts).containsEntry("LINES_READ", 2L);
        assertThat(rows(out.resolve("line_lengths.h5"))).containsExactly(List.of(2, 0), List.of(3, 1));
    }

    private static List<List<Integer>> rows(Path file) {
        List<List<Integer>> rows = new ArrayList<>();
        try (HdfFile h5 = new HdfFile(file)) {
            for (int shard = 0; h5.getChildren().containsKey(Integer.toString(shard)); shard++) {
                for (int[] r : (int[][]) h5.getDatasetByPath(Integer.toString(shard)).getData()) {
                    rows.add(List.of(r[0], r[1]));
                }
            }
        }
        return rows;
    }
}

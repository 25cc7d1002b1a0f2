package org.trainprep.mr.linelengths;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.LocalFileSource;
import org.trainprep.merge.VerifyTool;
import org.trainprep.mr.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The house, proven: a dataset type that exists only in this test tree (four classes and two
 * services lines here, no file outside the test tree) runs end to end through the registry and the
 * run skeleton on MapReduce: parts, merge, manifest, verify, stats.json and report.html, the error
 * budget, and bin/pipeline's list of commands.
 */
class LineLengthsSkeletonTest {

    @TempDir
    Path dir;

    private record Ran(int exit, String out, String err) {
    }

    private static Ran main(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Ran verify(Path output) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        VerifyTool tool = new VerifyTool(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int exit = org.apache.hadoop.util.ToolRunner.run(tool, new String[]{output.toString()});
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aTypeRegisteredOnlyInTheTestTreeRunsEndToEndThroughTheSkeleton() throws Exception {
        Path a = Files.writeString(dir.resolve("a.txt"), "abc\n\nhello world\n" + "y".repeat(200) + "\n");
        Path b = Files.writeString(dir.resolve("b.txt"), "x\nfour\n");
        Path out = dir.resolve("out");

        Ran run = main("line-lengths", "-D", "trainprep.progress.interval-ms=60000", "--input", a.toString(),
                b.toString(), "--output", out.toString(), "--max-invalid-fraction", "0.3");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("line-lengths -> ").contains("rows 4 in 2 part(s) merged").contains("TOO_LONG");

        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("format").asText()).isEqualTo("trainprep-line-lengths");
        assertThat(manifest.path("file").asText()).isEqualTo("line_lengths.h5");
        assertThat(manifest.path("num_rows").asLong()).isEqualTo(4);
        assertThat(manifest.path("parts")).hasSize(2);
        assertThat(manifest.path("checksums").path("algorithm").asText()).isEqualTo("crc32c");
        assertThat(manifest.path("line_lengths_max").asInt()).isEqualTo(80);

        List<List<Long>> rows = new ArrayList<>();
        try (TrainerFileReader r = TrainerFileReader.open(new LocalFileSource(out.resolve("line_lengths.h5")))) {
            for (TrainerFileReader.Shard s : r.shards()) {
                java.nio.ByteBuffer all = java.nio.ByteBuffer.allocate((int) (s.rows() * s.rowBytes()))
                        .order(java.nio.ByteOrder.LITTLE_ENDIAN);
                r.copyRows(s, 0, s.rows(), new org.trainprep.core.h5.ConsumerChannel(all::put));
                all.flip();
                while (all.hasRemaining()) {
                    rows.add(List.of((long) all.getInt(), (long) all.getInt()));
                }
            }
        }
        // input order: a.txt's rows, then b.txt's, each (length, parity)
        assertThat(rows).containsExactly(List.of(3L, 1L), List.of(11L, 1L), List.of(1L, 1L), List.of(4L, 0L));

        JsonNode stats = new ObjectMapper().readTree(out.resolve("stats.json").toFile());
        assertThat(stats.path("kind").asText()).isEqualTo("line-lengths");
        assertThat(stats.at("/summary/lines_read").asLong()).isEqualTo(6);
        assertThat(stats.at("/summary/blank").asLong()).isEqualTo(1);
        assertThat(stats.at("/rejects/by_reason/TOO_LONG").asLong()).isEqualTo(1);
        assertThat(stats.at("/rejects/samples/TOO_LONG/0/line").asText()).startsWith("yyyy");
        String report = Files.readString(out.resolve("report.html"));
        assertThat(report).contains("data-kind=\"line-lengths\"").contains("Line lengths")
                .contains("data-stat=\"/lengths/max_length\"");
        assertThat(out.resolve("_rejects")).isDirectory();

        Ran verified = verify(out);
        assertThat(verified.exit()).as(verified.err()).isZero();
        assertThat(verified.out()).contains("verified").contains("full: 4 rows read, CRC-32C and value ranges");

        // a parity flipped in place: the type's row rule and the checksum both see it
        long offset = dataOffsetOfLastValue(out.resolve("line_lengths.h5"));
        try (RandomAccessFile f = new RandomAccessFile(out.resolve("line_lengths.h5").toFile(), "rw")) {
            f.seek(offset);
            f.write(1);
        }
        Ran damaged = verify(out);
        assertThat(damaged.exit()).isEqualTo(1);
        assertThat(damaged.err() + damaged.out()).contains("is not the length's parity").contains("checksum:");
    }

    @Test
    void theSkeletonAppliesTheErrorBudgetAndPublishesNothingForAFileOfTheWrongKind() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), ("z".repeat(100) + "\n").repeat(5) + "ok\n");
        Path out = dir.resolve("out");
        Ran run = main("line-lengths", "--input", bad.toString(), "--output", out.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("does not look usable").contains("TOO_LONG");
        assertThat(out).doesNotExist();
    }

    @Test
    void theListOfCommandsComesFromTheRegistry() throws Exception {
        Ran help = main("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("line-lengths --input PATH... --output DIR [options]")
                .contains("text lines -> (length, parity) rows (test-only)").contains("reviews").contains("census");
        Ran unknown = main("nope");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("census, line-lengths, ").contains("reviews or report");
    }

    /** The byte of the last row's parity (int32 little-endian, low byte first) in the one shard's data. */
    private static long dataOffsetOfLastValue(Path file) throws Exception {
        try (TrainerFileReader r = TrainerFileReader.open(new LocalFileSource(file))) {
            TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            return last.dataAddress() + last.rows() * last.rowBytes() - 4;
        }
    }
}

package org.trainprep.combiner;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The combiner SIGKILLed while it writes: nothing appears under the final name, and a rerun completes. */
class KilledCombineTest {

    static final long ROWS = 2_500_000; // ~1 GB a part, sparse

    @TempDir
    Path tmp;

    private Process combine(Path parts, Path out, Path log) throws Exception {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), CombinerTool.class.getName(),
                "--input", parts.toString(), "--output", out.toString(), "--overwrite")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    @Test
    void aKilledCombinePublishesNothingAndARerunCompletes() throws Exception {
        Path parts = Files.createDirectories(tmp.resolve("parts"));
        for (int i = 0; i < 2; i++) {
            Process w = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                    "-cp", System.getProperty("java.class.path"), SparsePartWriter.class.getName(),
                    parts.resolve("part-m-0000" + i + ".h5").toString(), Long.toString(i * ROWS), Long.toString(ROWS))
                    .inheritIO().start();
            assertThat(w.waitFor(2, TimeUnit.MINUTES)).isTrue();
            assertThat(w.exitValue()).isZero();
        }
        Path out = tmp.resolve("out");
        Path temporary = out.resolve(".combined_result_5class.h5.tmp");
        Process p = combine(parts, out, tmp.resolve("killed.log"));
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (!(Files.exists(temporary) && Files.size(temporary) > 0) && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        assertThat(p.isAlive()).as("still writing when killed").isTrue();
        p.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();

        assertThat(out.resolve("combined_result_5class.h5")).doesNotExist();
        assertThat(out.resolve("manifest.json")).doesNotExist();

        Process rerun = combine(parts, out, tmp.resolve("rerun.log"));
        assertThat(rerun.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(rerun.exitValue()).as(Files.readString(tmp.resolve("rerun.log"), StandardCharsets.UTF_8)).isZero();
        try (var s = Files.list(out)) {
            assertThat(s.map(f -> f.getFileName().toString()).toList())
                    .containsExactlyInAnyOrder("combined_result_5class.h5", "manifest.json");
        }
        List<Integer> firstColumnAtEnds = List.of(0, (int) (2 * ROWS - 1));
        try (var r = org.trainprep.core.h5.TrainerFileReader.open(out.resolve("combined_result_5class.h5"))) {
            var shard = r.shards().get(r.shards().size() - 1);
            assertThat(r.readIntRows(shard, shard.rows() - 1, 1)[0][0]).isEqualTo(firstColumnAtEnds.get(1));
            assertThat(r.readIntRows(r.shards().get(0), 0, 1)[0][0]).isEqualTo(firstColumnAtEnds.get(0));
        }
    }
}

package org.trainprep.mr.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.ReviewGenerator;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A local run with many task slots in a small heap, as on a many-core machine: sixteen map tasks
 * at once, each with records to merge before the shuffle, share one 448 MB heap. Each task's
 * tables (the merge buffer, word counts) take its share of the heap, not a fixed size: with a
 * 16 MB merge buffer a task, this run ran out of heap. It writes the same file as a run with the
 * machine's own slots.
 */
class ManyTaskSlotsIT {

    @TempDir
    Path tmp;

    private final Path root = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath().normalize();

    private String run(Path input, Path output, String heap, String... options) throws Exception {
        Path log = tmp.resolve(output.getFileName() + ".log");
        List<String> command = new java.util.ArrayList<>(List.of(root.resolve("bin/pipeline").toString(), "reviews"));
        command.addAll(List.of(options));
        command.addAll(List.of("--input", input.toString(), "--output", output.toString()));
        ProcessBuilder b = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        b.environment().putAll(Map.of("TRAINPREP_JAVA_OPTS", heap, "TRAINPREP_CDS", "off"));
        Process p = b.start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isZero();
        return printed;
    }

    @Test
    void sixteenSlotsInASmallHeapShareItAndWriteWhatTwoSlotsWrite() throws Exception {
        Path input = tmp.resolve("reviews.json");
        // the real dump's shape: ~570 bytes a line, 95% distinct, a large vocabulary (23 MB)
        new ReviewGenerator(7, 0.005, 0.05, 60, 200_000).write(input, 40_000);
        Path many = tmp.resolve("many");
        // the vocabulary pass's sixteen tasks too, though the driver would sum so few words itself (as the other run does)
        run(input, many, "-Xmx448m", "-D", "mapreduce.local.map.tasks.maximum=16", "-D",
                "mapreduce.local.reduce.tasks.maximum=16", "-D", "mapreduce.input.fileinputformat.split.maxsize=1000000",
                "--driver-word-counts", "0");
        Path two = tmp.resolve("two");
        run(input, two, "-Xmx768m", "-D", "mapreduce.input.fileinputformat.split.maxsize=1000000");
        assertThat(Files.mismatch(many.resolve("combined_result_5class.h5"), two.resolve("combined_result_5class.h5")))
                .isEqualTo(-1L);
        assertThat(Files.readString(many.resolve("vocab.json"))).isEqualTo(Files.readString(two.resolve("vocab.json")));
    }
}

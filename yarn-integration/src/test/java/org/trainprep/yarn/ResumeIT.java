package org.trainprep.yarn;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.trainprep.testdata.ReviewGenerator;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --resume} on both engines, through {@code bin/pipeline} (this module is where both job
 * jars are built): a review run SIGKILLed once its clean and vocabulary passes have finished goes
 * on with {@code --resume}, reusing those two, and publishes what a run from scratch publishes,
 * byte for byte; an option that changes a pass reruns it and every pass after it, and a changed
 * input reruns them all. Nothing here names a pass's files but the {@code _PASS} mark a finished
 * pass leaves, which the test waits for.
 */
class ResumeIT {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
            .toAbsolutePath().normalize();

    @TempDir
    static Path shared;

    @TempDir
    Path tmp;

    private static Path input;
    private static byte[] fresh;
    private static String freshShards;

    @BeforeAll
    static void inputAndAFreshRun() throws Exception {
        input = Files.createDirectories(shared.resolve("in"));
        // long enough that the encode pass is still to come when the vocabulary pass has finished
        new ReviewGenerator(31, 0.02, 0.2).write(input.resolve("reviews.json"), 200_000);
        Path out = shared.resolve("fresh");
        assertThat(pipeline(shared.resolve("fresh.log"), "reviews", "--input", input.toString(), "--output",
                out.toString())).startsWith("exit 0");
        fresh = Files.readAllBytes(out.resolve("combined_result_5class.h5"));
        freshShards = shardChecksums(out);
    }

    /** The manifest's CRC-32C of each shard: what the rows are, wherever the input was read from. */
    private static String shardChecksums(Path out) throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"shards\"\\s*:\\s*\\[([^\\]]*)\\]")
                .matcher(Files.readString(out.resolve("manifest.json")).substring(
                        Files.readString(out.resolve("manifest.json")).indexOf("\"checksums\"")));
        assertThat(m.find()).isTrue();
        return m.group(1).replaceAll("\\s", "");
    }

    @ParameterizedTest
    @EnumSource(names = {"MAPREDUCE", "SPARK"}, value = org.trainprep.core.dataset.Engine.class)
    void aRunKilledInItsLastPassGoesOnFromThereAndPublishesWhatAFreshRunDoes(
            org.trainprep.core.dataset.Engine engine) throws Exception {
        Path out = tmp.resolve("out");
        killedAfterVocabulary(out, engine.id());
        assertThat(out.resolve("_RUN")).exists();
        assertThat(out.resolve("manifest.json")).doesNotExist();

        String resumed = pipeline(tmp.resolve("resume.log"), "reviews", "--engine", engine.id(), "--input",
                input.toString(), "--output", out.toString(), "--resume");
        assertThat(resumed).startsWith("exit 0").contains("--resume: going on with run")
                .containsPattern("time +[0-9.]+ s \\(clean reused, vocabulary reused, encode [0-9.]+ s, combine");
        assertThat(Files.readAllBytes(out.resolve("combined_result_5class.h5"))).as("the fresh run's file").isEqualTo(fresh);
        assertThat(out.resolve("_rejects")).isNotEmptyDirectory();
        assertThat(out.resolve("_RUN")).doesNotExist();
        assertThat(out.resolve("_work")).doesNotExist();
        assertThat(pipeline(tmp.resolve("verify.log"), "verify", out.toString())).startsWith("exit 0");
    }

    @Test
    void anOptionThatChangesAPassRerunsItAndTheRestAndAChangedInputRerunsEverything() throws Exception {
        Path out = tmp.resolve("out");
        killedAfterVocabulary(out, "mapreduce");
        String resumed = pipeline(tmp.resolve("resume.log"), "reviews", "--input", input.toString(), "--output",
                out.toString(), "--resume", "--vocab-size", "500");
        assertThat(resumed).startsWith("exit 0").contains("clean: reused")
                .contains("vocabulary: runs again (its input, options or code changed)")
                .containsPattern("time +[0-9.]+ s \\(clean reused, vocabulary [0-9.]+ s, encode [0-9.]+ s,");
        assertThat(resumed).containsPattern("vocabulary +500 words");
        assertThat(pipeline(tmp.resolve("verify.log"), "verify", out.toString())).startsWith("exit 0");

        Path again = tmp.resolve("again");
        Path copy = Files.createDirectories(tmp.resolve("in")).resolve("reviews.json");
        Files.copy(input.resolve("reviews.json"), copy);
        killedAfterVocabulary(again, "mapreduce", copy.getParent());
        Files.setLastModifiedTime(copy, FileTime.fromMillis(Files.getLastModifiedTime(copy).toMillis() + 60_000));
        resumed = pipeline(tmp.resolve("resume2.log"), "reviews", "--input", copy.getParent().toString(), "--output",
                again.toString(), "--resume");
        assertThat(resumed).startsWith("exit 0").contains("clean: runs again (its input, options or code changed)")
                .doesNotContain("reused");
        assertThat(shardChecksums(again)).as("the fresh run's rows").isEqualTo(freshShards);
        assertThat(pipeline(tmp.resolve("verify2.log"), "verify", again.toString())).startsWith("exit 0");
    }

    @Test
    void resumeWithNothingToResumeRunsFromTheStart() throws Exception {
        Path out = tmp.resolve("out");
        String ran = pipeline(tmp.resolve("run.log"), "reviews", "--input", input.toString(), "--output", out.toString(),
                "--resume");
        assertThat(ran).startsWith("exit 0").contains("--resume: no unfinished run in").doesNotContain("reused");
        assertThat(Files.readAllBytes(out.resolve("combined_result_5class.h5"))).isEqualTo(fresh);
    }

    private void killedAfterVocabulary(Path out, String engine) throws Exception {
        killedAfterVocabulary(out, engine, input);
    }

    private void killedAfterVocabulary(Path out, String engine, Path in) throws Exception {
        Path log = tmp.resolve("killed-" + out.getFileName() + ".log");
        Process p = new ProcessBuilder(ROOT.resolve("bin/pipeline").toString(), "reviews", "--engine", engine,
                "--input", in.toString(), "--output", out.toString())
                .directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Path finished = out.resolve("_work/vocabulary/_PASS");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!Files.exists(finished)) {
            assertThat(p.isAlive()).as("the run ended before its vocabulary pass finished:\n" + Files.readString(log)).isTrue();
            assertThat(System.nanoTime()).as("no vocabulary pass in 5 minutes").isLessThan(deadline);
            Thread.sleep(20);
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        // its JVM is gone (the claim's owner judged by its pid) before the next run looks
        p.toHandle().onExit().get(1, TimeUnit.MINUTES);
    }

    private static String pipeline(Path log, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ROOT.resolve("bin/pipeline").toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(8, TimeUnit.MINUTES)).as(String.join(" ", cmd)).isTrue();
        return "exit " + p.exitValue() + "\n" + Files.readString(log, StandardCharsets.UTF_8);
    }
}

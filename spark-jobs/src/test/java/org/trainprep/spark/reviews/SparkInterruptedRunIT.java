package org.trainprep.spark.reviews;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.merge.VerifyTool;
import org.trainprep.testdata.DirectorySnapshot;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.QuickJit;
import org.trainprep.testdata.ReviewGenerator;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The faults of docs/RELIABILITY.md that InterruptedRunIT shows for MapReduce, on Spark: a review
 * run through {@code bin/pipeline reviews --engine spark} (a JVM of its own) stopped
 * by SIGTERM or SIGKILL while its passes run, and a second run into the directory it is writing.
 * The earlier output it was replacing stays byte-identical and verified throughout.
 */
class SparkInterruptedRunIT {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
            .toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    /** The big input, generated once for both tests (3.5 s each time): neither run changes it. */
    @TempDir
    static Path shared;

    private static Path big;

    @BeforeAll
    static void bigInput() throws Exception {
        big = shared.resolve("in");
        Files.createDirectories(big);
        // long enough that the run is still in its passes when the signal comes, after a second run
        // was refused: three names for one generated file (a run takes ~30 s here, ~10 s with one)
        Path file = big.resolve("big-0.json");
        new ReviewGenerator(5, 0.05, 0.01).write(file, 400_000);
        for (int i = 1; i < 3; i++) {
            Files.createLink(big.resolve("big-" + i + ".json"), file);
        }
    }

    private Process start(Path out, String log, String... more) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ROOT.resolve("bin/pipeline").toString(), "reviews", "--engine", "spark",
                "--input", big.toString(), "--output", out.toString(), "--max-invalid-fraction", "1"));
        cmd.addAll(List.of(more));
        return QuickJit.forAll(new ProcessBuilder(cmd)).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve(log).toFile()).start();
    }

    private String pipeline(String log, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ROOT.resolve("bin/pipeline").toString()));
        cmd.addAll(List.of(args));
        Process p = QuickJit.forAll(new ProcessBuilder(cmd)).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve(log).toFile()).start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return "exit " + p.exitValue() + "\n" + Files.readString(tmp.resolve(log), StandardCharsets.UTF_8);
    }

    /** A finished Spark output of the bundled sample. */
    private Path finishedOutput() throws Exception {
        Path out = tmp.resolve("out");
        assertThat(pipeline("first.log", "reviews", "--engine", "spark", "--input",
                Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("small")).toString(), "--output", out.toString()))
                .startsWith("exit 0");
        return out;
    }

    /** An --overwrite run of {@code out} on the big input, once it has claimed its staging directory and is reading. */
    private Process overwriteUnderWay(Path out) throws Exception {
        Process p = start(out, "run.log", "--overwrite");
        awaitPasses(p, tmp.resolve(".out.trainprep-staging"));
        return p;
    }

    /** Waits until the run has claimed {@code dir} and its first pass is under way. */
    private static void awaitPasses(Process p, Path dir) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.isDirectory(dir.resolve("_work").resolve("clean")) && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(p.isAlive()).as("the run is still going when the signal comes").isTrue();
        assertThat(dir.resolve("_RUN")).exists();
    }

    private List<String> siblings() throws Exception {
        try (var names = Files.list(tmp)) {
            return names.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".out")).toList();
        }
    }

    @Test
    void sigtermDuringAnOverwriteRemovesTheNewRunsFilesAndKeepsTheEarlierOutput() throws Exception {
        Path out = finishedOutput();
        Map<String, String> before = DirectorySnapshot.of(out);
        Process p = overwriteUnderWay(out);

        // a second run into the directory the first is writing is refused, whatever engine or option
        String second = pipeline("second.log", "reviews", "--engine", "spark", "--input", big.toString(),
                "--output", out.toString(), "--overwrite");
        assertThat(second).startsWith("exit 2").contains("another run (").contains("is writing to");

        p.destroy();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(tmp.resolve("run.log"), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isEqualTo(143);
        List<String> said = printed.lines().filter(l -> l.contains("interrupted")).toList();
        assertThat(said).as(printed).hasSize(1);
        assertThat(said.get(0)).startsWith("reviews: interrupted; removed the unfinished new output")
                .contains("is untouched");
        assertThat(printed).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception in thread")
                .doesNotContain("FAILED").doesNotContain("TaskKilled");
        assertThat(siblings()).as(() -> leftOver() + "\n" + printed).isEmpty();
        assertThat(DirectorySnapshot.of(out)).isEqualTo(before);
        assertThat(verify(out)).startsWith("exit 0");
    }

    /**
     * {@code verify DIR} in this JVM: {@code bin/pipeline verify} runs the combine jar, another
     * module's, which a parallel build (mvn -T) may be rewriting while this one's tests run.
     */
    private static String verify(Path out) throws Exception {
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream to = new java.io.PrintStream(printed, true, StandardCharsets.UTF_8);
        VerifyTool tool = new VerifyTool(to, to);
        tool.setConf(new org.apache.hadoop.conf.Configuration());
        int code = tool.run(new String[]{out.toString()});
        return "exit " + code + "\n" + printed.toString(StandardCharsets.UTF_8);
    }

    /** What the run left beside the output, file by file, for a failure's message. */
    private String leftOver() {
        try (var files = Files.walk(tmp)) {
            return String.join("\n", files.filter(f -> tmp.relativize(f).toString().startsWith(".out"))
                    .map(f -> tmp.relativize(f) + " " + f.toFile().lastModified()).toList());
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    @Test
    void aSigkilledRunLeavesAStaleClaimThatOverwriteTakesOverAndTheEarlierOutputStaysVerified() throws Exception {
        Path out = finishedOutput();
        Map<String, String> before = DirectorySnapshot.of(out);
        Process p = overwriteUnderWay(out);
        p.destroyForcibly();
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(DirectorySnapshot.of(out)).isEqualTo(before);
        assertThat(verify(out)).startsWith("exit 0");

        // without --overwrite the dead run's claim is named as gone; with it, taken over
        String refused = pipeline("refused.log", "reviews", "--engine", "spark", "--input", big.toString(),
                "--output", out.toString());
        assertThat(refused).startsWith("exit 2");
        String again = pipeline("again.log", "reviews", "--engine", "spark", "--input",
                tmp.resolve("small").toString(), "--output", out.toString(), "--overwrite", "--reducers", "3");
        assertThat(again).startsWith("exit 0");
        assertThat(siblings()).isEmpty();
        assertThat(verify(out)).startsWith("exit 0");
        assertThat(DirectorySnapshot.of(out).get("manifest.json")).isNotEqualTo(before.get("manifest.json"));
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Fixtures;
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
 * A review run in a JVM of its own, stopped by SIGTERM (what Ctrl-C, {@code kill} and YARN's
 * container stop send) or SIGKILL while its jobs run: an interrupted run says so in one line and
 * leaves neither its claim nor its work directory; a killed one leaves a claim the next run sees
 * is stale; and an earlier output it was replacing stays byte-identical and verified throughout.
 */
class InterruptedRunIT {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();
    private Path big;

    @BeforeEach
    void bigInput() throws Exception {
        big = tmp.resolve("in").resolve("big.json");
        Files.createDirectories(big.getParent());
        // long enough that the run is still in its jobs when the signal comes
        new ReviewGenerator(5, 0.05, 0.01).write(big, 400_000);
    }

    private Path finishedOutput() throws Exception {
        return PipelineRuns.finishedSample(conf, tmp, "small");
    }

    /**
     * A finished output, then an --overwrite run of it stopped by {@code signal} while its jobs run;
     * returns the finished output's files as they were before.
     */
    private Map<String, String> overwriteStoppedBy(Path out, java.util.function.Consumer<Process> signal) throws Exception {
        Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(out);
        Process p = start(out, "--overwrite");
        awaitJobs(p, tmp.resolve(".out.trainprep-staging"));
        signal.accept(p);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        stopped = p;
        return before;
    }

    /** The run {@link #overwriteStoppedBy} stopped. */
    private Process stopped;

    /** @param more options after the output's; {@code -D key=value} pairs among them go first, as Hadoop wants them */
    private Process start(Path out, String... more) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", org.trainprep.testdata.QuickJit.FLAG, "--add-opens=java.base/java.lang=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                "org.trainprep.mr.Main", "reviews", "-D", "fs.defaultFS=file:///"));
        List<String> options = new ArrayList<>(List.of("--input", big.toString(), "--output", out.toString()));
        for (int i = 0; i < more.length; i++) {
            if (more[i].equals("-D")) {
                cmd.addAll(List.of("-D", more[++i]));
            } else {
                options.add(more[i]);
            }
        }
        cmd.addAll(options);
        return new ProcessBuilder(cmd).redirectOutput(tmp.resolve("stdout.log").toFile())
                .redirectError(tmp.resolve("stderr.log").toFile()).start();
    }

    /** Waits until the run has claimed {@code dir} and its first job is under way (a task wrote its first reject). */
    private static void awaitJobs(Process p, Path dir) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.isDirectory(dir.resolve("_work").resolve("clean").resolve("_rejects")) && p.isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(p.isAlive()).as("the run is still going when the signal comes").isTrue();
        assertThat(dir.resolve("_RUN")).exists();
    }

    private int verify(Path dir) throws Exception {
        return PipelineRuns.verify(conf, dir).code();
    }

    private List<String> siblings() throws Exception {
        try (var names = Files.list(tmp)) {
            return names.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".out")).toList();
        }
    }

    private String stderr() throws Exception {
        return Files.readString(tmp.resolve("stderr.log"), StandardCharsets.UTF_8);
    }

    @Test
    void sigtermDuringAnOverwriteRemovesTheNewRunsFilesAndKeepsTheEarlierOutput() throws Exception {
        Path out = finishedOutput();
        Map<String, String> before = overwriteStoppedBy(out, Process::destroy);
        assertThat(stopped.exitValue()).isEqualTo(143);
        List<String> said = stderr().lines().filter(l -> l.contains("interrupted")).toList();
        assertThat(said).as(stderr()).hasSize(1);
        assertThat(said.get(0)).startsWith("reviews: interrupted; removed the unfinished new output")
                .contains("the earlier output in " + out.toUri().toString().replace("file:///", "file:/").replaceAll("/$", "")
                        + " is untouched");
        assertThat(siblings()).isEmpty();
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);
        assertThat(verify(out)).isZero();
    }

    /** A first run into {@code out}, stopped by {@code signal} once its jobs run, and ended. */
    private Process stoppedWhileItsJobsRun(Path out, java.util.function.Consumer<Process> signal) throws Exception {
        Process p = start(out);
        awaitJobs(p, out);
        signal.accept(p);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return p;
    }

    @Test
    void sigtermDuringAFirstRunLeavesNothing() throws Exception {
        Path out = tmp.resolve("out");
        Process p = stoppedWhileItsJobsRun(out, Process::destroy);
        assertThat(p.exitValue()).isEqualTo(143);
        // one line, and neither the stopped job's stack traces nor a "failed: NA" after it
        assertThat(stderr().lines().filter(l -> l.contains("interrupted")).toList()).as(stderr()).singleElement()
                .satisfies(l -> assertThat(l).startsWith("reviews: interrupted; removed the unfinished output"));
        assertThat(stderr()).as(stderr()).doesNotContain("failed").doesNotContain("FAILED").doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(out).doesNotExist();
    }

    /**
     * SIGTERM at the moment the run has made its output and claimed it, before its own clean-up
     * hook is there (held there by a file system that waits while making the work directory): it
     * left {@code _RUN} and {@code _work} (or a 14-line "Shutdown in progress" trace). Now the
     * start's own hook removes what it made, in one line, exit 143.
     */
    @Test
    void sigtermRightAfterTheClaimIsMadeLeavesNothing() throws Exception {
        Path out = tmp.resolve("out");
        Path ready = tmp.resolve("claimed");
        Process p = start(out, "-D", "fs.file.impl=" + SlowWorkDirFileSystem.class.getName(), "-D",
                "trainprep.test.ready-file=" + ready);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (!Files.exists(ready) && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(out.resolve("_RUN")).as(stderr()).exists();
        p.destroy();
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).isEqualTo(143);
        assertThat(stderr().lines().filter(l -> l.contains("interrupted")).toList()).as(stderr()).singleElement()
                .satisfies(l -> assertThat(l).startsWith("reviews: interrupted while starting; removed"));
        assertThat(stderr()).doesNotContain("Shutdown in progress").doesNotContain("\tat ");
        assertThat(out).doesNotExist();
    }

    @Test
    void aSigkilledRunLeavesAStaleClaimThatOverwriteTakesOverAndTheEarlierOutputStaysVerified() throws Exception {
        Path out = finishedOutput();
        Map<String, String> before = overwriteStoppedBy(out, Process::destroyForcibly);
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);
        assertThat(verify(out)).isZero();

        // the next run sees the dead run's staging claim is stale and takes it over
        PipelineRuns.Run again = PipelineRuns.tool(conf, "--input", tmp.resolve("small").toString(),
                "--output", out.toString(), "--overwrite", "--reducers", "3");
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(siblings()).isEmpty();
        assertThat(verify(out)).isZero();
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out).get("manifest.json")).isNotEqualTo(before.get("manifest.json"));
    }

    @Test
    void aSigkilledFirstRunIsRecognisedAsGoneAndOverwriteTakesItOver() throws Exception {
        Path out = tmp.resolve("out");
        Process p = stoppedWhileItsJobsRun(out, Process::destroyForcibly);
        assertThat(out.resolve("_RUN")).exists();

        PipelineRuns.Run refused = PipelineRuns.tool(conf, "--input", big.toString(), "--output", out.toString());
        assertThat(refused.exit()).isEqualTo(2);
        assertThat(refused.err().strip()).contains("is gone: its process " + p.pid())
                .contains("rerun with --overwrite to take it over").doesNotContain("\n");
        PipelineRuns.Run taken = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.SAMPLE_REVIEWS,
                tmp.resolve("small")).toString(), "--output", out.toString(), "--overwrite");
        assertThat(taken.exit()).as(taken.err()).isZero();
        assertThat(out.resolve("_RUN")).doesNotExist();
        assertThat(verify(out)).isZero();
    }
}

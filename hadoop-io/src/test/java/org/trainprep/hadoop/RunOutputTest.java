package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one run sequence every job uses: claim, work directory, manifest last, nothing left on failure. */
class RunOutputTest {

    @TempDir
    java.nio.file.Path tmp;

    private final Configuration conf = new Configuration();

    {
        conf.set("fs.defaultFS", "file:///");
    }

    private RunOutput start(java.nio.file.Path out) throws Exception {
        return start(out, false);
    }

    private RunOutput start(java.nio.file.Path out, boolean overwrite) throws Exception {
        return RunOutput.start(conf, "census", out.toString(), overwrite, List.of(new Path(tmp.resolve("in").toUri())),
                Set.of("census.h5"), null, false);
    }

    @Test
    void aCompletedRunLeavesItsFilesAndManifestAndNothingElse() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        try (RunOutput run = start(out)) {
            assertThat(out.resolve(RunClaim.MARKER)).content().startsWith("{\"run_id\":\"" + run.runId() + "\",\"started\":")
                    .contains("\"pid\":" + ProcessHandle.current().pid());
            assertThat(out.resolve(WorkDir.UNDER_OUTPUT)).isDirectory();
            run.publisher().publishBytes("data".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            run.complete("{}".getBytes(StandardCharsets.UTF_8));
        }
        try (var names = Files.list(out)) {
            assertThat(names.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("census.h5", "manifest.json");
        }
    }

    /**
     * The clean-up (SIGINT, SIGTERM) and the driver's publishing exclude each other: a publish
     * after it fails and makes nothing (it made the removed directory again, with a stats file,
     * a report and a manifest in it), and one racing it is either removed with the rest or not made.
     */
    @Test
    void nothingIsPublishedOnceTheRunIsClosedAndARacingPublishLeavesNothing() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        RunOutput run = start(out);
        run.close();
        assertThat(out).doesNotExist();
        assertThatThrownBy(() -> run.publisher().publishBytes("{}".getBytes(StandardCharsets.UTF_8), run.dir(),
                "stats.json")).isInstanceOf(java.io.InterruptedIOException.class);
        assertThatThrownBy(() -> run.complete("{}".getBytes(StandardCharsets.UTF_8))).isInstanceOf(java.io.IOException.class);
        assertThat(out).doesNotExist();

        for (int i = 0; i < 20; i++) {
            java.nio.file.Path racing = tmp.resolve("racing-" + i);
            RunOutput r = start(racing);
            Thread publisher = new Thread(() -> {
                for (int n = 0; ; n++) {
                    try {
                        r.publisher().publishBytes(new byte[1 << 12], r.dir(), "file-" + n);
                    } catch (java.io.IOException e) {
                        return;
                    }
                }
            });
            publisher.start();
            Thread.sleep(2);
            r.close();
            publisher.join();
            assertThat(racing).as("round %d", i).doesNotExist();
        }
    }

    @Test
    void aFailedRunIsRemovedWholeWhileTasksOfItsStoppedJobAreStillWritingFilesInIt() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        java.util.concurrent.atomic.AtomicLong written = new java.util.concurrent.atomic.AtomicLong();
        Thread task;
        try (RunOutput run = start(out)) {
            java.nio.file.Path folder = out.resolve(WorkDir.UNDER_OUTPUT).resolve("parts");
            Files.createDirectories(folder);
            // as a task does: files, never folders, until its folder is gone
            task = new Thread(() -> {
                for (long i = 0; ; i++) {
                    try {
                        Files.write(folder.resolve("_attempt-" + i), new byte[16]);
                        written.incrementAndGet();
                    } catch (java.io.IOException gone) {
                        return;
                    }
                }
            });
            task.start();
            while (written.get() < 1000) {
                Thread.onSpinWait();
            }
        }
        task.join(10_000);
        assertThat(task.isAlive()).isFalse();
        assertThat(out).doesNotExist();
    }

    @Test
    void aFailedRunLeavesNoDirectory() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        try (RunOutput run = start(out)) {
            run.publisher().publishBytes("data".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
        }
        assertThat(out).doesNotExist();
    }

    /**
     * On S3 two runs starting in the same instant can both write a marker, and the last one stays.
     * The run whose marker was replaced stops before its next file and leaves the directory to the other.
     */
    @Test
    void aRunWhoseClaimWasTakenOverPublishesNothingMoreAndLeavesTheDirectory() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        RunOutput run = start(out);
        run.publisher().publishBytes("mine".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
        String other = "census-20260101-000000-abcdef, started 2026-01-01T00:00:00Z";
        Files.writeString(out.resolve(RunClaim.MARKER), other);
        assertThatThrownBy(run::checkClaim).isInstanceOf(RunClaim.LostClaimException.class)
                .hasMessage("census: run " + run.runId() + " lost its claim on " + run.dir() + " to " + other
                        + "; nothing more was published by this run");
        assertThatThrownBy(() -> run.complete("{}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RunClaim.LostClaimException.class);
        run.close();
        assertThat(out.resolve(RunClaim.MARKER)).hasContent(other);
        assertThat(out.resolve("manifest.json")).doesNotExist();
        assertThat(out.resolve(WorkDir.UNDER_OUTPUT)).doesNotExist();
    }

    private java.nio.file.Path finished(java.nio.file.Path out, String data) throws Exception {
        try (RunOutput run = start(out, true)) {
            run.publisher().publishBytes(data.getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            run.complete(("{\"data\": \"" + data + "\"}").getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    private static List<String> names(java.nio.file.Path dir) throws Exception {
        try (var names = Files.list(dir)) {
            return names.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void overwriteStagesTheNewOutputBesideTheOldOneAndSwapsItInOnlyWhenComplete() throws Exception {
        java.nio.file.Path out = finished(tmp.resolve("out"), "old");
        try (RunOutput run = start(out, true)) {
            assertThat(run.target().toUri().getPath()).isEqualTo(out.toString());
            assertThat(run.dir().getName()).isEqualTo(".out.trainprep-staging");
            run.publisher().publishBytes("new".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            assertThat(run.shown(run.file("census.h5").toString())).isEqualTo(run.targetFile("census.h5").toString());
            // until the manifest is there the earlier output is whole
            assertThat(out.resolve("census.h5")).hasContent("old");
            assertThat(out.resolve("manifest.json")).hasContent("{\"data\": \"old\"}");
            run.complete("{\"data\": \"new\"}".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(out.resolve("census.h5")).hasContent("new");
        assertThat(names(out)).containsExactly("census.h5", "manifest.json");
        assertThat(names(tmp)).containsExactly("out").as("no staging or replaced directory left");
    }

    /**
     * Runs starting into one output at the same moment take turns: one goes on, the others are refused
     * in one line, and the earlier output stays whole. Two --overwrite runs each emptied the staging
     * folder the other had just claimed; two --resume runs both went on with one killed run.
     */
    @Test
    void runsStartingTogetherTakeTurnsAndExactlyOneGoesOn() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        for (int round = 0; round < 12; round++) {
            java.nio.file.Path out = finished(tmp.resolve("out" + round), "old");
            boolean resume = round % 2 == 1;
            if (resume) {
                // a killed --overwrite run staged beside it, its claim stale
                java.nio.file.Path staging = tmp.resolve(".out" + round + ".trainprep-staging");
                Files.createDirectories(staging.resolve(WorkDir.UNDER_OUTPUT).resolve("clean"));
                Files.writeString(staging.resolve(WorkDir.UNDER_OUTPUT).resolve("clean/_PASS"), "{}");
                Files.writeString(staging.resolve(RunClaim.MARKER), "{\"run_id\":\"census-20260101-000000-abcdef\","
                        + "\"started\":\"2026-01-01T00:00:00Z\",\"host\":\"" + java.net.InetAddress.getLocalHost()
                        .getHostName() + "\",\"pid\":" + gone.pid() + "}");
            }
            java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(3);
            java.util.List<Object> results = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
            java.util.List<Thread> threads = new java.util.ArrayList<>();
            for (int t = 0; t < 3; t++) {
                Thread th = new Thread(() -> {
                    try {
                        together.await();
                        results.add(RunOutput.start(conf, "census", out.toString(), true, List.of(new Path(tmp.resolve("in")
                                .toUri())), Set.of("census.h5"), null, false, resume));
                    } catch (Exception e) {
                        results.add(e);
                    }
                });
                th.start();
                threads.add(th);
            }
            for (Thread th : threads) {
                th.join();
            }
            List<RunOutput> went = results.stream().filter(r -> r instanceof RunOutput).map(r -> (RunOutput) r).toList();
            assertThat(went).as("round %d: %s", round, results).hasSize(1);
            assertThat(results).filteredOn(r -> !(r instanceof RunOutput))
                    .allSatisfy(r -> assertThat(r).isInstanceOf(org.trainprep.core.cli.UsageException.class));
            try (RunOutput run = went.get(0)) {
                assertThat(run.resumed()).isEqualTo(resume);
                assertThat(java.nio.file.Path.of(run.dir().toUri()).resolve(RunClaim.MARKER)).content()
                        .contains("\"run_id\":\"" + run.runId() + "\"");
                assertThat(out.resolve("census.h5")).hasContent("old");
            }
            assertThat(names(tmp)).noneMatch(n -> n.startsWith(".trainprep-starting"));
        }
    }

    @Test
    void aFailedOrInterruptedOverwriteLeavesTheEarlierOutputByteIdentical() throws Exception {
        java.nio.file.Path out = finished(tmp.resolve("out"), "old");
        try (RunOutput run = start(out, true)) {
            run.publisher().publishBytes("half".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            // no complete(): the run fails
        }
        assertThat(out.resolve("census.h5")).hasContent("old");
        assertThat(names(out)).containsExactly("census.h5", "manifest.json");
        assertThat(names(tmp)).containsExactly("out");
    }

    /**
     * {@code --overwrite} through a symbolic link to the output replaced the link with a directory
     * holding the new run and left the earlier run where the link pointed. The run follows the link:
     * the target gets the new run, the link stays a link to it.
     */
    @Test
    void anOverwriteThroughASymbolicLinkReplacesWhatTheLinkPointsToAndKeepsTheLink() throws Exception {
        java.nio.file.Path real = finished(tmp.resolve("real"), "old");
        java.nio.file.Path link = Files.createSymbolicLink(tmp.resolve("link"), java.nio.file.Path.of("real"));
        finished(link, "new");
        assertThat(Files.isSymbolicLink(link)).as("the link is still a link").isTrue();
        assertThat(link.toRealPath()).isEqualTo(real.toRealPath());
        assertThat(real.resolve("census.h5")).hasContent("new");
        assertThat(names(tmp)).containsExactly("link", "real");
        // a link to a folder that does not exist yet: the run makes it there
        java.nio.file.Path dangling = Files.createSymbolicLink(tmp.resolve("later"), tmp.resolve("made-by-the-run"));
        finished(dangling, "first");
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(tmp.resolve("made-by-the-run").resolve("census.h5")).hasContent("first");
    }

    /**
     * An output name that fits, but whose swap siblings do not (a 237-byte name failed with "could
     * not create ..." and no reason; 205-236 bytes failed only at the swap, after all the work):
     * refused before anything is made, naming the limit and the longest name that works.
     */
    @Test
    void anOverwriteWhoseSwapNamesWouldBeTooLongIsRefusedBeforeAnyWorkSayingWhy() throws Exception {
        for (int length : new int[] {220, 237}) {
            java.nio.file.Path out = finished(tmp.resolve("o".repeat(length)), "old");
            assertThatThrownBy(() -> start(out, true)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                    .hasMessageContaining("over the 255 a name may have here")
                    .hasMessageContaining("give the output a name of at most 205 bytes (it has " + length + ")");
            assertThat(out.resolve("census.h5")).hasContent("old");
            assertThat(names(tmp)).containsExactly("o".repeat(length));
            Files.walk(out).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        // the longest that works
        java.nio.file.Path out = finished(tmp.resolve("o".repeat(205)), "old");
        finished(out, "new");
        assertThat(out.resolve("census.h5")).hasContent("new");
    }

    @Test
    void aRunKilledBetweenTheTwoRenamesIsMendedByTheNextRun() throws Exception {
        java.nio.file.Path out = finished(tmp.resolve("out"), "old");
        // what SIGKILL between "old aside" and "new in place" leaves
        Files.move(out, tmp.resolve(".out.trainprep-replaced-census-20260101-000000-abcdef"));
        try (RunOutput run = start(out, true)) {
            assertThat(out.resolve("census.h5")).as("restored before anything else").hasContent("old");
            assertThat(run.dir().getName()).isEqualTo(".out.trainprep-staging");
        }
        assertThat(names(tmp)).containsExactly("out");
    }

    @Test
    void aClaimWhoseProcessIsGoneIsStaleAndOverwriteTakesItOverButNeverALiveOne() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Files.createDirectories(out);
        Files.writeString(out.resolve(RunClaim.MARKER), "{\"run_id\":\"census-20260101-000000-abcdef\",\"started\":\"2026-01-01T00:00:00Z\","
                + "\"host\":\"" + java.net.InetAddress.getLocalHost().getHostName() + "\",\"pid\":" + gone.pid() + "}");
        assertThatThrownBy(() -> start(out, false)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessageContaining("census: the run that claimed").hasMessageContaining("is gone: its process " + gone.pid())
                .hasMessageContaining("rerun with --overwrite to take it over");
        finished(out, "new");
        assertThat(out.resolve("census.h5")).hasContent("new");
        assertThat(out.resolve(RunClaim.MARKER)).doesNotExist();

        // a live claim (this very process) is never taken over
        try (RunOutput live = start(tmp.resolve("live"))) {
            assertThatThrownBy(() -> start(tmp.resolve("live"), true)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                    .hasMessageContaining("another run (" + live.runId()).hasMessageContaining("is writing to");
        }
    }

    @Test
    void resumeTakesOverAKilledRunWithItsIdAndWorkButNeverALiveOneAndStartsAfreshWithoutOne() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Files.createDirectories(out.resolve(WorkDir.UNDER_OUTPUT).resolve("clean"));
        Files.writeString(out.resolve(WorkDir.UNDER_OUTPUT).resolve("clean/_PASS"), "{}");
        Files.createDirectories(out.resolve("_rejects"));
        Files.writeString(out.resolve("stats.json"), "{} half written");
        Files.writeString(out.resolve(RunClaim.MARKER), "{\"run_id\":\"census-20260101-000000-abcdef\",\"started\":\"2026-01-01T00:00:00Z\","
                + "\"host\":\"" + java.net.InetAddress.getLocalHost().getHostName() + "\",\"pid\":" + gone.pid() + "}");
        try (RunOutput run = resume(out)) {
            assertThat(run.resumed()).isTrue();
            assertThat(run.runId()).isEqualTo("census-20260101-000000-abcdef");
            assertThat(out.resolve(WorkDir.UNDER_OUTPUT).resolve("clean/_PASS")).as("the finished pass's work").exists();
            assertThat(out.resolve("_rejects")).as("the samples its reading pass adopted").isDirectory();
            assertThat(out.resolve("stats.json")).as("what it published before its manifest").doesNotExist();
            assertThat(out.resolve(RunClaim.MARKER)).content().contains("\"pid\":" + ProcessHandle.current().pid());
            run.publisher().publishBytes("resumed".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            run.complete("{}".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(out.resolve("census.h5")).hasContent("resumed");

        // killed after its manifest, before dropping its claim: its files are all there, so --resume,
        // which would remove them until it published them again, names the way that keeps them until then
        java.nio.file.Path late = tmp.resolve("late");
        Files.createDirectories(late.resolve(WorkDir.UNDER_OUTPUT).resolve("clean"));
        Files.writeString(late.resolve(WorkDir.UNDER_OUTPUT).resolve("clean/_PASS"), "{}");
        Files.writeString(late.resolve("census.h5"), "published");
        Files.writeString(late.resolve("manifest.json"), "{}");
        Files.writeString(late.resolve(RunClaim.MARKER), "{\"run_id\":\"census-20260101-000000-fedcba\",\"started\":"
                + "\"2026-01-01T00:00:00Z\",\"host\":\"" + java.net.InetAddress.getLocalHost().getHostName() + "\",\"pid\":"
                + gone.pid() + "}");
        assertThatThrownBy(() -> resume(late)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessageContaining("was killed after publishing its manifest").hasMessageContaining("--overwrite");
        assertThat(late.resolve("census.h5")).hasContent("published");
        assertThat(late.resolve("manifest.json")).exists();

        // a finished output, claim dropped: nothing to go on with, said in one line (not "starting from the
        // first pass" and then the start's refusal of an existing folder)
        java.nio.file.Path done = finished(tmp.resolve("done"), "kept");
        assertThatThrownBy(() -> resume(done)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessageContaining("--resume: ").hasMessageContaining("done holds a finished output")
                .hasMessageContaining("holds a finished output and no unfinished run").hasMessageContaining("--overwrite");
        assertThat(done.resolve("census.h5")).hasContent("kept");

        // a live claim (this very process) is never taken over
        try (RunOutput live = start(tmp.resolve("live"))) {
            assertThatThrownBy(() -> resume(tmp.resolve("live"))).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                    .hasMessageContaining("another run (" + live.runId()).hasMessageContaining("is writing to");
        }
        // another command's killed run is not gone on with; nor an --overwrite run without --overwrite
        java.nio.file.Path other = tmp.resolve("other");
        Files.createDirectories(other.resolve(WorkDir.UNDER_OUTPUT));
        Files.writeString(other.resolve(RunClaim.MARKER), "{\"run_id\":\"reviews-20260101-000000-abcdef\",\"started\":\"2026-01-01T00:00:00Z\","
                + "\"host\":\"" + java.net.InetAddress.getLocalHost().getHostName() + "\",\"pid\":" + gone.pid() + "}");
        assertThatThrownBy(() -> resume(other)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessageContaining("is not a census run");
        assertThat(other.resolve(RunClaim.MARKER)).exists();
        java.nio.file.Path replaced = tmp.resolve("replaced");
        java.nio.file.Path staging = tmp.resolve(".replaced" + ".trainprep-staging");
        Files.createDirectories(replaced);
        Files.writeString(replaced.resolve("census.h5"), "good");
        Files.writeString(replaced.resolve("manifest.json"), "{}");
        Files.createDirectories(staging.resolve(WorkDir.UNDER_OUTPUT));
        Files.writeString(staging.resolve(RunClaim.MARKER), Files.readString(out.getParent().resolve("other").resolve(RunClaim.MARKER))
                .replace("reviews-", "census-"));
        assertThatThrownBy(() -> resume(replaced)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessageContaining("add --overwrite to go on with it");
        assertThat(replaced.resolve("census.h5")).hasContent("good");

        // nothing to resume: a new run
        try (RunOutput run = resume(tmp.resolve("new"))) {
            assertThat(run.resumed()).isFalse();
            assertThat(run.runId()).isNotEqualTo("census-20260101-000000-abcdef");
        }
    }

    private RunOutput resume(java.nio.file.Path out) throws Exception {
        return RunOutput.start(conf, "census", out.toString(), false, List.of(new Path(tmp.resolve("in").toUri())),
                Set.of("census.h5"), null, false, true);
    }

    @Test
    void aClaimFromAnotherHostIsStaleOnceItsLeaseIsNotRenewed() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        Files.createDirectories(out);
        java.nio.file.Path marker = out.resolve(RunClaim.MARKER);
        Files.writeString(marker, "{\"run_id\":\"census-20260101-000000-abcdef\",\"started\":\"2026-01-01T00:00:00Z\","
                + "\"host\":\"another-node\",\"pid\":1}");
        FileSystemHolder h = new FileSystemHolder();
        assertThat(RunClaim.holder(h.fs, new Path(out.toUri())).orElseThrow().stale()).as("just renewed").isFalse();
        Files.setLastModifiedTime(marker, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 11 * 60_000));
        RunClaim.Holder stale = RunClaim.holder(h.fs, new Path(out.toUri())).orElseThrow();
        assertThat(stale.staleBecause()).hasValueSatisfying(w -> assertThat(w).contains("last renewed 11 min ago"));
    }

    @Test
    void aLiveRunKeepsRenewingItsClaim() throws Exception {
        conf.setLong(RunClaim.LEASE_SECONDS, 1);
        java.nio.file.Path out = tmp.resolve("out");
        try (RunOutput run = start(out)) {
            java.nio.file.Path marker = out.resolve(RunClaim.MARKER);
            Files.setLastModifiedTime(marker, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 60_000));
            Thread.sleep(500);
            assertThat(Files.getLastModifiedTime(marker).toMillis()).isGreaterThan(System.currentTimeMillis() - 5_000);
        }
    }

    @Test
    void aRunStartingWhileAnotherIsBetweenItsTwoRenamesIsRefusedAndTouchesNothing() throws Exception {
        java.nio.file.Path out = finished(tmp.resolve("out"), "old");
        // run A, live (this process), has moved the old output aside and not yet moved its own in
        try (RunOutput a = start(out, true)) {
            java.nio.file.Path aside = tmp.resolve(".out.trainprep-replaced-" + a.runId());
            Files.move(out, aside);
            for (boolean overwrite : new boolean[]{false, true}) {
                assertThatThrownBy(() -> start(out, overwrite)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                        .hasMessageContaining("another run (" + a.runId());
                assertThat(out).as("not restored or created under the swapping run").doesNotExist();
                assertThat(aside.resolve("census.h5")).hasContent("old");
            }
            Files.move(aside, out);
        }
        assertThat(out.resolve("census.h5")).hasContent("old");
    }

    private final class FileSystemHolder {
        final org.apache.hadoop.fs.FileSystem fs;

        FileSystemHolder() throws java.io.IOException {
            fs = org.apache.hadoop.fs.FileSystem.getLocal(conf);
        }
    }
}

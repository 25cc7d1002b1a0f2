package org.trainprep.yarn;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.dataset.Engine;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.TypeFixture;
import org.trainprep.testdata.QuickJit;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --resume} after a {@code kill -9} in each pass of each type the jars carry, on each
 * registered engine, through {@code bin/pipeline} (this module is where both job jars are built).
 * For a type, runs of its registry fixture ({@code contract/NAME/}) are killed as each next pass
 * starts (its folder appears in the work directory), until a run ends by itself; each killed run
 * is resumed, reuses every pass before the one it was killed in, and publishes the fixture's
 * bytes, as an uninterrupted run does. Nothing here names a type's passes. And a mismatch reruns:
 * an option that changes a pass reruns it and every later one, a touched input reruns them all.
 */
class ResumeIT {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
            .toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> aRunKilledInAnyPassResumesFromThereToTheFixturesBytes() throws Exception {
        Set<String> commands = commands();
        List<DatasetType> types = DatasetTypes.installed().all().stream().filter(t -> commands.contains(t.name())).toList();
        assertThat(types).as("types bin/pipeline runs").isNotEmpty();
        return types.stream().flatMap(t -> Arrays.stream(Engine.values())
                .map(e -> DynamicTest.dynamicTest(t.name() + " on " + e.label(), () -> killInEachPass(t, e))));
    }

    private void killInEachPass(DatasetType type, Engine engine) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(type.name() + "-" + engine.id()));
        TypeFixture fixture = TypeFixture.of(type.name(), dir).orElseThrow(
                () -> new AssertionError(type.name() + " has no contract/" + type.name() + "/contract.json"));
        Set<String> started = new LinkedHashSet<>();
        for (int run = 0; ; run++) {
            Path out = dir.resolve("out-" + run);
            Optional<String> killedIn = killedInNextPass(type, engine, fixture.args(out), out, started);
            if (killedIn.isEmpty()) {
                // every pass was killed once: this run ran through
                assertThat(TypeFixture.digests(out, fixture.files().keySet())).as(type.name() + " uninterrupted")
                        .isEqualTo(fixture.files());
                break;
            }
            assertThat(out.resolve("_RUN")).exists();
            String resumed = pipeline(dir.resolve("resume-" + run + ".log"), with(fixture.args(out), type.name(),
                    "--engine", engine.id(), "--resume"));
            String what = type.name() + " on " + engine.label() + " killed in pass " + killedIn.get();
            assertThat(resumed).as(what).startsWith("exit 0").contains("--resume: going on with run");
            for (String earlier : started) {
                if (!earlier.equals(killedIn.get())) {
                    assertThat(resumed).as(what + ": the earlier pass " + earlier + " is reused").contains(earlier + " reused");
                }
            }
            assertThat(TypeFixture.digests(out, fixture.files().keySet())).as(what + ": the fixture's bytes")
                    .isEqualTo(fixture.files());
            assertThat(out.resolve("_RUN")).doesNotExist();
        }
        assertThat(started).as(type.name() + ": passes seen").isNotEmpty();
    }

    /**
     * Runs the type and SIGKILLs it as soon as a pass not in {@code started} begins (its folder
     * appears in the run's work directory), adding it; empty when the run ended by itself first.
     */
    private Optional<String> killedInNextPass(DatasetType type, Engine engine, String[] args, Path out,
                                              Set<String> started) throws Exception {
        Optional<String> killed = killedWhen(type, engine, args, out, n -> !started.contains(n));
        killed.ifPresent(started::add);
        return killed;
    }

    /** Runs the type and SIGKILLs it as soon as a pass {@code at} accepts begins; empty when the run ended by itself first. */
    private Optional<String> killedWhen(DatasetType type, Engine engine, String[] args, Path out,
                                        java.util.function.Predicate<String> at) throws Exception {
        Path log = out.resolveSibling(out.getFileName() + ".log");
        List<String> cmd = new ArrayList<>(List.of(ROOT.resolve("bin/pipeline").toString()));
        cmd.addAll(Arrays.asList(with(args, type.name(), "--engine", engine.id())));
        Process p = QuickJit.forAll(new ProcessBuilder(cmd)).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        Path work = out.resolve("_work");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (p.isAlive()) {
            Optional<String> next = Optional.empty();
            if (Files.isDirectory(work)) {
                try (Stream<Path> dirs = Files.list(work)) {
                    next = dirs.map(d -> d.getFileName().toString())
                            .filter(n -> !n.equals(RunPlan.PARTS) && at.test(n)).findFirst();
                } catch (java.io.IOException e) {
                    // the run removed its work directory while we looked: it is ending
                }
            }
            if (next.isPresent()) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
                // the claim's owner is judged by its pid: gone before the next run looks
                p.toHandle().onExit().get(1, TimeUnit.MINUTES);
                return next;
            }
            assertThat(System.nanoTime()).as("a run of " + String.join(" ", cmd) + " in 5 minutes").isLessThan(deadline);
            Thread.sleep(5);
        }
        assertThat(p.exitValue()).as(Files.readString(log)).isZero();
        return Optional.empty();
    }

    @Test
    void anOptionThatChangesAPassRerunsItAndTheRestAndATouchedInputRerunsEverything() throws Exception {
        TypeFixture fixture = TypeFixture.of("reviews", tmp).orElseThrow();
        Path out = tmp.resolve("out");
        // killed in its encode pass: clean and vocabulary finished (a pass, though the driver would sum so few words)
        Set<String> started = new LinkedHashSet<>(List.of("clean", "vocabulary"));
        DatasetType reviews = DatasetTypes.installed().named("reviews").orElseThrow();
        assertThat(killedInNextPass(reviews, Engine.MAPREDUCE, byPass(fixture, out), out, started)).contains("encode");
        String[] fewerWords = byPass(fixture, out);
        int at = Arrays.asList(fewerWords).indexOf("--vocab-size");
        assertThat(at).as("the fixture sets --vocab-size").isNotNegative();
        fewerWords[at + 1] = "100";
        String resumed = pipeline(tmp.resolve("resume.log"), with(fewerWords, "reviews", "--resume"));
        assertThat(resumed).startsWith("exit 0").contains("clean: reused")
                .contains("vocabulary: runs again (its input, options or code changed)")
                .containsPattern("time +[0-9.]+ s \\(clean reused, vocabulary [0-9.]+ s, encode [0-9.]+ s,")
                .containsPattern("vocabulary +100 words");
        assertThat(pipeline(tmp.resolve("verify.log"), "verify", out.toString())).startsWith("exit 0");

        Path another = tmp.resolve("another");
        started.clear();
        started.add("clean");
        assertThat(killedInNextPass(reviews, Engine.MAPREDUCE, byPass(fixture, another), another, started)).contains("vocabulary");
        try (Stream<Path> files = Files.list(fixture.in())) {
            for (Path f : files.toList()) {
                Files.setLastModifiedTime(f, FileTime.fromMillis(Files.getLastModifiedTime(f).toMillis() + 60_000));
            }
        }
        resumed = pipeline(tmp.resolve("resume2.log"), with(byPass(fixture, another), "reviews", "--resume"));
        assertThat(resumed).startsWith("exit 0").contains("clean: runs again (its input, options or code changed)")
                .doesNotContain("reused");
        assertThat(TypeFixture.digests(another, fixture.files().keySet())).isEqualTo(fixture.files());
    }

    /** The fixture's arguments with the words summed by the vocabulary pass, not the driver. */
    private static String[] byPass(TypeFixture fixture, Path out) {
        List<String> args = new ArrayList<>(Arrays.asList(fixture.args(out)));
        args.addAll(List.of("--driver-word-counts", "0"));
        return args.toArray(new String[0]);
    }

    @Test
    void aNearDuplicateRunKilledAfterItPublishedItsListResumesToTheSameBytes() throws Exception {
        TypeFixture fixture = TypeFixture.of("reviews", tmp).orElseThrow();
        DatasetType reviews = DatasetTypes.installed().named("reviews").orElseThrow();
        Path whole = tmp.resolve("whole");
        String[] nearDup = {"--near-dup", "0.5"};
        String ran = pipeline(tmp.resolve("whole.log"), with(fixture.args(whole), "reviews", nearDup));
        assertThat(ran).startsWith("exit 0").contains("near-duplicates ");
        Path out = tmp.resolve("out");
        List<String> withNearDup = new ArrayList<>(Arrays.asList(fixture.args(out)));
        withNearDup.addAll(List.of(nearDup));
        String[] args = withNearDup.toArray(new String[0]);
        // its list is in the output (_near_duplicates/, written by near-dup-audit) when the last near-dup pass starts
        assertThat(killedWhen(reviews, Engine.MAPREDUCE, args, out, n -> n.equals("near-dup-apply"))).isPresent();
        String resumed = pipeline(tmp.resolve("resume.log"), with(args, "reviews", "--resume"));
        assertThat(resumed).startsWith("exit 0").contains("near-dup-audit: reused").contains("near-dup-verdict: reused");
        List<String> names = new ArrayList<>(fixture.files().keySet());
        names.add("_near_duplicates/part-00000.jsonl");
        assertThat(TypeFixture.digests(out, new java.util.LinkedHashSet<>(names)))
                .isEqualTo(TypeFixture.digests(whole, new java.util.LinkedHashSet<>(names)));
        assertThat(pipeline(tmp.resolve("verify.log"), "verify", out.toString())).startsWith("exit 0");

        // resumed without --near-dup: the killed run's list is not published with an output that removed nothing
        Path off = tmp.resolve("off");
        List<String> offArgs = new ArrayList<>(Arrays.asList(fixture.args(off)));
        offArgs.addAll(List.of(nearDup));
        assertThat(killedWhen(reviews, Engine.MAPREDUCE, offArgs.toArray(new String[0]), off,
                n -> n.equals("near-dup-apply"))).isPresent();
        String plain = pipeline(tmp.resolve("resume-off.log"), with(fixture.args(off), "reviews", "--resume"));
        assertThat(plain).startsWith("exit 0").doesNotContain("near-duplicates ");
        assertThat(off.resolve("_near_duplicates")).doesNotExist();
        assertThat(TypeFixture.digests(off, fixture.files().keySet())).isEqualTo(fixture.files());
    }

    @Test
    void resumeWithNothingToResumeRunsFromTheStart() throws Exception {
        TypeFixture fixture = TypeFixture.of("reviews", tmp).orElseThrow();
        Path out = tmp.resolve("out");
        String ran = pipeline(tmp.resolve("run.log"), with(fixture.args(out), "reviews", "--resume"));
        assertThat(ran).startsWith("exit 0").contains("--resume: no unfinished run in").doesNotContain("reused");
        assertThat(TypeFixture.digests(out, fixture.files().keySet())).isEqualTo(fixture.files());
    }

    /**
     * The work directory on another store than the output (EMR's layout: the output on S3, the work
     * on HDFS): resuming failed with "Wrong FS" as it looked for the killed run's leftovers, and
     * its failure removed what there was to resume. Here the output is local and the work on HDFS.
     */
    @Test
    void aRunWhoseWorkIsOnAnotherStoreResumes() throws Exception {
        org.apache.hadoop.conf.Configuration c = new org.apache.hadoop.conf.Configuration();
        c.set(org.apache.hadoop.hdfs.MiniDFSCluster.HDFS_MINIDFS_BASEDIR, tmp.resolve("dfs").toString());
        org.apache.hadoop.hdfs.MiniDFSCluster dfs = new org.apache.hadoop.hdfs.MiniDFSCluster.Builder(c).numDataNodes(1).build();
        try {
            String work = dfs.getFileSystem().getUri() + "/work";
            TypeFixture fixture = TypeFixture.of("reviews", tmp).orElseThrow();
            Path out = tmp.resolve("out");
            // a run that fails after its first pass and keeps its work is one to resume
            String failed = pipeline(tmp.resolve("failed.log"), with(fixture.args(out), "reviews", "--work-dir", work,
                    "--keep-work", "--min-rows", "1000000000"));
            assertThat(failed).startsWith("exit 1").contains("fewer than --min-rows 1000000000");
            assertThat(out.resolve("_RUN")).exists();
            String resumed = pipeline(tmp.resolve("resumed.log"), with(fixture.args(out), "reviews", "--work-dir", work,
                    "--resume"));
            assertThat(resumed).startsWith("exit 0").contains("--resume: going on with run");
            assertThat(TypeFixture.digests(out, fixture.files().keySet())).isEqualTo(fixture.files());
        } finally {
            dfs.shutdown();
        }
    }

    /** The command, then {@code args}, then {@code more}. */
    private static String[] with(String[] args, String command, String... more) {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(Arrays.asList(args));
        all.addAll(Arrays.asList(more));
        return all.toArray(new String[0]);
    }

    /** The commands {@code bin/pipeline --help} lists. */
    private Set<String> commands() throws Exception {
        String help = pipeline(tmp.resolve("help.log"), "--help");
        Set<String> names = new LinkedHashSet<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^  ([a-z][a-z-]*) ").matcher(help);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static String pipeline(Path log, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ROOT.resolve("bin/pipeline").toString()));
        cmd.addAll(List.of(args));
        Process p = QuickJit.forAll(new ProcessBuilder(cmd)).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(8, TimeUnit.MINUTES)).as(String.join(" ", cmd)).isTrue();
        return "exit " + p.exitValue() + "\n" + Files.readString(log, StandardCharsets.UTF_8);
    }
}

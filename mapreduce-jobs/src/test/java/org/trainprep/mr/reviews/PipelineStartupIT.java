package org.trainprep.mr.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.QuickJit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bin/pipeline}'s class data sharing as a user meets it: a run that only prints its help lists
 * classes that are not archived; the first run lists the classes it
 * loads from Hadoop's class path and the job jar, the next starts a JVM of its own that archives
 * them, and a later run maps both Hadoop's classes and the jar's from that archive; every run exits
 * 0, prints the same summary and no warning, a run with a flight recording too. With
 * {@code TRAINPREP_CDS=off} no class comes from an archive.
 */
class PipelineStartupIT {

    @TempDir
    Path tmp;

    private final Path root = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath().normalize();
    private final Path target = root.resolve("hadoop-runtime/target");

    /** The summary lines that do not depend on time. */
    private static List<String> summary(String printed) {
        return printed.lines().filter(l -> l.matches("  (lines read|valid|invalid|distinct texts|vocabulary|rows written) .*")).toList();
    }

    private String run(String name, Map<String, String> env) throws Exception {
        Path log = tmp.resolve(name + ".log");
        ProcessBuilder b = QuickJit.forAll(new ProcessBuilder(root.resolve("bin/pipeline").toString(), "reviews",
                "--input", "testdata/samples/reviews/sample-reviews.json", "--output", tmp.resolve(name).toString())
                .directory(root.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()));
        b.environment().remove("TRAINPREP_JAVA_OPTS");
        b.environment().putAll(env);
        Process p = b.start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isZero();
        assertThat(printed.lines().filter(l -> l.matches("(?i).*\\b(warn|warning|cds)\\b.*"))).as(printed).isEmpty();
        return printed;
    }

    /** {@code bin/pipeline reviews --help}, as a new user's first command may be. */
    private void help() throws Exception {
        Path log = tmp.resolve("help.log");
        ProcessBuilder b = new ProcessBuilder(root.resolve("bin/pipeline").toString(), "reviews", "--help")
                .directory(root.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        b.environment().remove("TRAINPREP_JAVA_OPTS");
        Process p = b.start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(log, StandardCharsets.UTF_8)).isZero();
    }

    /** The job jar's class list and archive (the combine jar's, beside them, another module's tests may be making). */
    private List<Path> cdsFiles() throws IOException {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> d = Files.newDirectoryStream(target, "hadoop-classpath-cds-mapreduce-jobs-*")) {
            d.forEach(found::add);
        }
        return found;
    }

    /** Whether a run logging class loading to {@code log} took {@code className} from an archive. */
    private static boolean shared(Path log, String className) throws IOException {
        return Files.readAllLines(log).stream()
                .anyMatch(l -> l.contains(" " + className + " source: shared objects file"));
    }

    @Test
    void laterRunsMapTheClassesEarlierRunsArchivedAndPrintTheSame() throws Exception {
        for (Path f : cdsFiles()) {
            Files.delete(f);
        }
        // a run that only printed its help lists few classes: its list is dropped, not archived
        help();
        String first = run("first", Map.of());
        assertThat(cdsFiles()).as("the first run's class list, not the help's").singleElement()
                .satisfies(f -> assertThat(f.getFileName().toString()).contains(".classlist."));
        String second = run("second", Map.of());
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (cdsFiles().stream().noneMatch(f -> f.toString().endsWith(".jsa"))
                || cdsFiles().stream().anyMatch(f -> f.toString().contains(".jsa."))) {
            assertThat(System.nanoTime()).as("the archive, written beside the second run: %s", cdsFiles()).isLessThan(deadline);
            Thread.sleep(200);
        }
        Path loaded = tmp.resolve("classes-loaded.txt");
        Map<String, String> logClasses = new HashMap<>(Map.of("TRAINPREP_JAVA_OPTS", "-Xmx768m -Xlog:class+load=info:file=" + loaded));
        String third = run("third", logClasses);
        assertThat(shared(loaded, "org.apache.hadoop.conf.Configuration")).as("Hadoop's classes mapped from the archive").isTrue();
        // the job jar's own classes too: a jar loaded by a class loader of its own (RunJar's) is not archived
        assertThat(shared(loaded, "org.trainprep.mr.Main")).as("the job jar's classes mapped from the archive").isTrue();
        assertThat(shared(loaded, "org.trainprep.core.reviews.ReviewParser")).as("the job jar's classes mapped from the archive").isTrue();
        assertThat(summary(first)).hasSize(6).isEqualTo(summary(second)).isEqualTo(summary(third));
        // a flight recording hooks class loading, under which this JDK crashes mapping an archived class: no archive then
        String recorded = run("recorded", Map.of("TRAINPREP_JAVA_OPTS", "-Xmx768m -XX:StartFlightRecording=filename=" + tmp.resolve("r.jfr")));
        assertThat(summary(recorded)).isEqualTo(summary(first));

        Files.delete(loaded);
        logClasses.put("TRAINPREP_CDS", "off");
        assertThat(summary(run("off", logClasses))).isEqualTo(summary(first));
        assertThat(shared(loaded, "org.apache.hadoop.conf.Configuration")).as("TRAINPREP_CDS=off").isFalse();
        assertThat(shared(loaded, "org.trainprep.mr.Main")).as("TRAINPREP_CDS=off").isFalse();
    }
}

package org.trainprep.yarn;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.hdfs.MiniDFSCluster;
import org.apache.hadoop.mapreduce.v2.MiniMRYarnCluster;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.QuickJit;
import org.trainprep.testdata.ReviewGenerator;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Spark -emr jar submitted to a Hadoop cluster (HDFS + YARN, two node managers) the way EMR on
 * EC2 runs it: {@code spark-submit --master yarn --num-executors 2}, each executor in a YARN
 * container (a JVM) of its own, the tasks spread over both. Input on HDFS, every output on HDFS;
 * the files must be byte-identical to the MapReduce jar's on the same input, for reviews and census.
 */
class EnginesOnYarnIT {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
            .toAbsolutePath().normalize();

    @TempDir
    static Path tmp;

    private static MiniDFSCluster dfs;
    private static MiniMRYarnCluster yarn;
    private static FileSystem fs;
    /** The cluster's client configuration, as HADOOP_CONF_DIR holds it on an EMR primary node. */
    private static Path confDir;

    @BeforeAll
    static void startCluster() throws Exception {
        Configuration c = new Configuration();
        c.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, tmp.resolve("dfs").toString());
        dfs = new MiniDFSCluster.Builder(c).numDataNodes(1).build();
        c.set("fs.defaultFS", dfs.getFileSystem().getUri().toString());
        // Small containers and quick shutdown (STACK.md); room for a Spark AM and two executors.
        c.setInt("yarn.nodemanager.resource.memory-mb", 3072);
        // YARN marks a disk over 90% full bad, and a node with no good disk runs nothing: on a full
        // build machine the job waited for containers that never came, whatever the code under test
        c.setFloat("yarn.nodemanager.disk-health-checker.max-disk-utilization-per-disk-percentage", 100f);
        c.setInt("yarn.scheduler.minimum-allocation-mb", 256);
        c.setInt("yarn.app.mapreduce.am.resource.mb", 512);
        c.set("yarn.app.mapreduce.am.command-opts", "-Xmx384m " + QuickJit.FLAG);
        c.setInt("mapreduce.map.memory.mb", 512);
        c.setInt("mapreduce.reduce.memory.mb", 512);
        c.set("mapreduce.map.java.opts", "-Xmx384m " + QuickJit.FLAG);
        c.set("mapreduce.reduce.java.opts", "-Xmx384m " + QuickJit.FLAG);
        c.setInt("yarn.nodemanager.log.retain-seconds", 0);
        c.setInt("mapreduce.client.completion.pollinterval", 200);
        // containers of a child process's application must not be checked against this JVM's memory
        c.setBoolean("yarn.nodemanager.vmem-check-enabled", false);
        yarn = new MiniMRYarnCluster("trainprep-engines", 2);
        yarn.init(c);
        yarn.start();
        Configuration cluster = new Configuration(yarn.getConfig());
        fs = FileSystem.get(cluster);
        // the minicluster's rack mapping is a class of Hadoop's test jars, which a client does not have
        cluster.set("net.topology.node.switch.mapping.impl", "org.apache.hadoop.net.ScriptBasedMapping");
        confDir = Files.createDirectories(tmp.resolve("hadoop-conf"));
        for (String site : List.of("core-site.xml", "hdfs-site.xml", "yarn-site.xml", "mapred-site.xml")) {
            try (OutputStream out = Files.newOutputStream(confDir.resolve(site))) {
                cluster.writeXml(out);
            }
        }
    }

    @AfterAll
    static void stopCluster() {
        if (yarn != null) {
            yarn.stop();
        }
        if (dfs != null) {
            dfs.shutdown();
        }
    }

    /** Golden and hostile review lines in three files on HDFS, and MapReduce's output for them. */
    private static final String[] REVIEWS = {"--input", "/raw/reviews", "--vocab-size", "500", "--seq-len", "20",
            "--reducers", "3", "--max-invalid-fraction", "0.2"};
    private static Submitted reference;

    private static synchronized Submitted mapReduceReviews() throws Exception {
        if (reference == null) {
            Path local = Files.createDirectories(tmp.resolve("reviews-in"));
            Fixtures.copy(Fixtures.GOLDEN_REVIEWS, local);
            // hostile lines among the good ones, in files Hadoop splits independently
            new ReviewGenerator(21, 0.02, 0.2).write(local.resolve("generated-a.json"), 30_000);
            new ReviewGenerator(22, 0.02, 0.2).write(local.resolve("generated-b.json"), 20_000);
            fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(local.toUri()), new org.apache.hadoop.fs.Path("/raw/reviews"));
            reference = mapreduce("reviews", REVIEWS, "--output", "/out/mr-reviews");
            assertThat(reference.printed()).containsPattern("lines read +50,014");
        }
        return reference;
    }

    /**
     * The review chain as EMR Serverless and the other Spark-only platforms run it, through a lost
     * node: the job on two executors with {@code --no-combine}, executor 1 SIGKILLed once the first
     * reading task has finished (its running tasks and its shuffle files gone, so Spark reruns them
     * elsewhere), then the combiner as a Spark application's driver in cluster deploy mode (the
     * driver in a YARN container, given a Spark context it must take) merging the parts. The files
     * and counts are MapReduce's on the same input: no tally, sample or part counted twice. One
     * application carries both, as each costs YARN containers and JVMs.
     */
    @Test
    void reviewsOnTwoSparkExecutorsOneKilledThenTheCombinerAsASparkDriverGiveMapReducesFiles() throws Exception {
        Submitted mr = mapReduceReviews();
        Submitted spark = spark("reviews", "spark-reviews", REVIEWS, () -> {
            waitFor(() -> {
                var tallies = fs.globStatus(new org.apache.hadoop.fs.Path("/tmp/trainprep/*/clean/_counts/counts-*"));
                return tallies != null && tallies.length > 0;
            });
            ProcessHandle executor = ProcessHandle.allProcesses()
                    .filter(p -> p.info().commandLine().orElse("").matches(".*CoarseGrainedExecutorBackend.*--executor-id 1 .*"))
                    .findFirst().orElseThrow(() -> new AssertionError("no process of executor 1"));
            assertThat(executor.destroyForcibly()).isTrue();
        }, "--output", "/out/spark-reviews", "--no-combine");
        assertThat(spark.events("SparkListenerExecutorRemoved")).as("the executor was lost").isNotEmpty();
        // the lost executor may be replaced by a third
        assertThat(spark.executorsThatRanTasks()).as(spark.printed()).contains("1", "2");
        assertThat(fs.exists(new org.apache.hadoop.fs.Path("/out/spark-reviews/combined_result_5class.h5"))).isFalse();
        sparkSubmit("combine-driver", List.of("--deploy-mode", "cluster", "--class", "org.trainprep.combiner.SparkDriverCombine",
                jar("h5-combiner"), "--input", "/out/spark-reviews/parts", "--output", "/out/spark-reviews"), () -> { });
        assertSameReviews("/out/spark-reviews", spark, mr);
        assertThat(fs.exists(new org.apache.hadoop.fs.Path("/out/spark-reviews/manifest.json"))).isTrue();
    }

    private static void assertSameReviews(String sparkOut, Submitted spark, Submitted mr) throws IOException {
        assertThat(spark.printed()).containsPattern("lines read +50,014");
        for (String file : List.of("combined_result_5class.h5", "vocab.json")) {
            assertThat(bytes(sparkOut + "/" + file)).as(file).isEqualTo(bytes("/out/mr-reviews/" + file));
        }
        assertThat(countsOf(spark.printed())).isEqualTo(countsOf(mr.printed()));
    }

    @Test
    void censusOnTwoSparkExecutorsOnYarnGivesMapReducesFiles() throws Exception {
        Path local = Files.createDirectories(tmp.resolve("census-in"));
        new CensusGenerator(5, 0.01, 0.01).write(local.resolve("capums-a.csv"), 30_000);
        new CensusGenerator(6, 0.01, 0.01).write(local.resolve("capums-b.csv"), 20_000);
        fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(local.toUri()), new org.apache.hadoop.fs.Path("/raw/census"));
        String[] options = {"--input", "/raw/census", "--missing", "impute-mode", "--val-fraction", "0.1", "--seed", "3"};

        Submitted spark = spark("census", "spark-census", options, "--output", "/out/spark-census");
        assertThat(spark.printed()).contains("census (spark)");
        assertThat(spark.executorsThatRanTasks()).as(spark.printed()).containsExactlyInAnyOrder("1", "2");
        Submitted mr = mapreduce("census", options, "--output", "/out/mr-census");
        assertThat(mr.printed()).contains("census (mapreduce)");

        assertThat(bytes("/out/spark-census/census.h5")).isEqualTo(bytes("/out/mr-census/census.h5"));
        assertThat(countsOf(spark.printed())).isEqualTo(countsOf(mr.printed())).containsKey("rows written");
    }

    /**
     * Parallel text as the Spark-only platforms run it: the registry's fixture corpus (punctuation,
     * contractions, escaped characters, an empty side, over-long lines) on HDFS, read in 4 KiB
     * splits by two executors in JVMs of their own, tokenized, cleaned, BPE learned and applied:
     * every file the fixture records, byte for byte (the HDF5 file by its datasets), as each engine
     * publishes it in one JVM.
     */
    @Test
    void parallelTextOnTwoSparkExecutorsOnYarnGivesTheFixturesFiles() throws Exception {
        org.trainprep.core.dataset.TypeFixture fixture = org.trainprep.core.dataset.TypeFixture.of("parallel", tmp)
                .orElseThrow();
        Submitted spark = spark("parallel", "spark-parallel", onHdfs(fixture, "/raw/parallel", "/out/spark-parallel"));
        assertThat(spark.executorsThatRanTasks()).as(spark.printed()).containsExactlyInAnyOrder("1", "2");

        Path local = tmp.resolve("spark-parallel");
        fs.copyToLocalFile(false, new org.apache.hadoop.fs.Path("/out/spark-parallel"), new org.apache.hadoop.fs.Path(local.toUri()), true);
        assertThat(org.trainprep.core.dataset.TypeFixture.digests(local, fixture.files().keySet()))
                .isEqualTo(fixture.files());
        var summary = fixture.json().path("summary");
        assertThat(spark.printed()).containsPattern("pairs read +" + summary.path("lines_read").asLong())
                .containsPattern("pairs kept +" + summary.path("rows_written").asLong());
    }

    /**
     * Near-duplicate removal on two executors in JVMs of their own, its dozen passes (signatures,
     * candidate pairs, confirmation, connected components to a fixed point, verdicts, the list by
     * input range): the registry's review fixture in 4 KiB splits on HDFS gives MapReduce's
     * combined file, vocabulary and near-duplicate list byte for byte, and the same counts.
     */
    @Test
    void nearDuplicateRemovalOnTwoSparkExecutorsOnYarnGivesMapReducesFiles() throws Exception {
        org.trainprep.core.dataset.TypeFixture fixture = org.trainprep.core.dataset.TypeFixture.of("reviews", tmp)
                .orElseThrow();
        Submitted spark = spark("reviews", "spark-near", onHdfs(fixture, "/raw/near", "/out/spark-near"), "--near-dup", "0.5");
        assertThat(spark.executorsThatRanTasks()).as(spark.printed()).containsExactlyInAnyOrder("1", "2");
        Submitted mr = mapreduce("reviews", onHdfs(fixture, "/raw/near", "/out/mr-near"), "--near-dup", "0.5");
        assertThat(spark.printed()).contains("near-duplicates ");
        assertThat(new String(bytes("/out/mr-near/_near_duplicates/part-00000.jsonl"), StandardCharsets.UTF_8))
                .as("texts removed as near copies").contains("\n");
        for (String file : List.of("combined_result_5class.h5", "vocab.json", "_near_duplicates/part-00000.jsonl")) {
            assertThat(bytes("/out/spark-near/" + file)).as(file).isEqualTo(bytes("/out/mr-near/" + file));
        }
        assertThat(countsOf(spark.printed())).isEqualTo(countsOf(mr.printed())).containsKey("rows written");
    }

    /**
     * A registry fixture's run on HDFS: its inputs copied to {@code in} (once), its arguments reading
     * them there and writing {@code out}, in 4 KiB splits so that both executors get tasks.
     */
    private static String[] onHdfs(org.trainprep.core.dataset.TypeFixture fixture, String in, String out)
            throws IOException {
        org.apache.hadoop.fs.Path hdfsIn = new org.apache.hadoop.fs.Path(in);
        if (!fs.exists(hdfsIn)) {
            fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(fixture.in().toUri()), hdfsIn);
        }
        List<String> args = new ArrayList<>(List.of("-D", "mapreduce.input.fileinputformat.split.maxsize=4096"));
        for (String a : fixture.args(Path.of(out))) {
            args.add(a.replace(fixture.in().toString(), in));
        }
        return args.toArray(new String[0]);
    }

    /** What a submit tool printed, and where its Spark event log is (null for MapReduce). */
    record Submitted(String printed, Path events) {

        /** The executor ids the Spark application's tasks ran on ("driver" in local mode). */
        Set<String> executorsThatRanTasks() throws IOException {
            Pattern id = Pattern.compile("\"Executor ID\":\"([^\"]+)\"");
            Set<String> ids = new TreeSet<>();
            for (String line : events("SparkListenerTaskEnd")) {
                Matcher m = id.matcher(line);
                if (m.find()) {
                    ids.add(m.group(1));
                }
            }
            return ids;
        }

        /** The event log's lines of one event type. */
        List<String> events(String type) throws IOException {
            List<String> lines = new ArrayList<>();
            try (var logs = Files.list(events)) {
                for (Path log : logs.toList()) {
                    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                        if (line.contains("\"Event\":\"" + type + "\"")) {
                            lines.add(line);
                        }
                    }
                }
            }
            return lines;
        }
    }

    /** {@code spark-submit --master yarn --num-executors 2}, as an EMR step runs it. */
    private static Submitted spark(String command, String name, String[] options, String... more) throws Exception {
        return spark(command, name, options, () -> { }, more);
    }

    /** What a test does to a running application (from this JVM, as an operator or a lost node would). */
    interface Meddling {
        void during() throws Exception;
    }

    private static Submitted spark(String command, String name, String[] options, Meddling meddling, String... more)
            throws Exception {
        List<String> app = new ArrayList<>(List.of("--deploy-mode", "client", "--class", "org.trainprep.spark.SparkMain",
                jar("spark-jobs"), command));
        app.addAll(Arrays.asList(options));
        app.addAll(Arrays.asList(more));
        return sparkSubmit(name, app, meddling);
    }

    /** {@code spark-submit --master yarn --num-executors 2 ... APP}, APP its deploy mode, class, jar and arguments. */
    private static Submitted sparkSubmit(String name, List<String> app, Meddling meddling) throws Exception {
        List<String> classpath = lines(ROOT.resolve("spark-runtime/target/spark-classpath.txt"), ":");
        Path events = Files.createDirectories(tmp.resolve("events-" + name));
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xmx768m", QuickJit.FLAG));
        cmd.addAll(lines(ROOT.resolve("spark-jobs/target/spark-jvm-flags.txt"), " "));
        cmd.addAll(List.of("-Dlog4j2.configurationFile=file:" + ROOT.resolve("bin/log4j2-local.properties"),
                "-cp", confDir + ":" + String.join(":", classpath),
                "org.apache.spark.deploy.SparkSubmit", "--master", "yarn",
                "--name", name, "--num-executors", "2", "--executor-cores", "1", "--executor-memory", "512m",
                // the Spark jars are on every node already (an installation), as on EMR
                "--conf", "spark.yarn.jars=" + classpath.stream().map(j -> "local:" + j).collect(Collectors.joining(",")),
                "--conf", "spark.yarn.populateHadoopClasspath=false",
                "--conf", "spark.yarn.am.memory=384m",
                "--conf", "spark.executor.memoryOverhead=384m",
                "--conf", "spark.ui.enabled=false",
                "--conf", "spark.eventLog.enabled=true",
                "--conf", "spark.eventLog.dir=" + events.toUri(),
                "--conf", "spark.driver.memory=512m",
                // each executor and the application master is a fresh JVM that does little work: C1 alone
                // spends less of the build's two cores compiling (as ReviewsMiniClusterIT's containers)
                "--conf", "spark.executor.extraJavaOptions=" + QuickJit.FLAG,
                "--conf", "spark.yarn.am.extraJavaOptions=" + QuickJit.FLAG));
        cmd.addAll(app);
        return new Submitted(run(cmd, name, meddling), events);
    }

    /**
     * {@code hadoop jar} with the cluster's configuration, its tasks in the client's JVM: the
     * reference output, read from and written to the same HDFS. (MapReduce's tasks in YARN
     * containers are ReviewsMiniClusterIT's; here they would only add a minute of container starts.)
     */
    private static Submitted mapreduce(String command, String[] options, String... more) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xmx768m", QuickJit.FLAG,
                "-Dlog4j.configuration=file:" + ROOT.resolve("bin/log4j-local.properties"),
                "-cp", confDir + ":" + String.join(":", lines(ROOT.resolve("hadoop-runtime/target/hadoop-classpath.txt"), ":")),
                "org.apache.hadoop.util.RunJar", jar("mapreduce-jobs"), command, "-D", "mapreduce.framework.name=local"));
        cmd.addAll(Arrays.asList(options));
        cmd.addAll(Arrays.asList(more));
        return new Submitted(run(cmd, "mr-" + command, () -> { }), null);
    }

    private static String run(List<String> cmd, String name, Meddling meddling) throws Exception {
        Path log = tmp.resolve(name + ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("HADOOP_CONF_DIR", confDir.toString());
        pb.environment().put("HADOOP_CLIENT_SKIP_UNJAR", "true");
        Process p = pb.start();
        try {
            meddling.during();
        } catch (Exception | AssertionError e) {
            p.destroyForcibly().waitFor();
            throw new AssertionError(e.getMessage() + "\n" + Files.readString(log), e);
        }
        if (!p.waitFor(8, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(name + " did not finish in 8 minutes:\n" + Files.readString(log));
        }
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isZero();
        return printed;
    }

    /** The summary's counts ("name   number" lines), without the engine's own sizing lines. */
    private static java.util.Map<String, Long> countsOf(String printed) {
        java.util.Map<String, Long> counts = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("(?m)^  ([a-z][a-z +/-]*[a-z]) {2,}([0-9,]+)(?: |$)").matcher(printed);
        while (m.find()) {
            counts.put(m.group(1), Long.parseLong(m.group(2).replace(",", "")));
        }
        counts.keySet().removeAll(Set.of("reducers", "partitions", "reduce tasks"));
        return counts;
    }

    interface Condition {
        boolean holds() throws Exception;
    }

    private static void waitFor(Condition c) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!c.holds()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting");
            }
            Thread.sleep(50);
        }
    }

    private static byte[] bytes(String path) throws IOException {
        try (var in = fs.open(new org.apache.hadoop.fs.Path(path))) {
            return in.readAllBytes();
        }
    }

    private static String jar(String module) throws IOException {
        try (var files = Files.list(ROOT.resolve(module).resolve("target"))) {
            return files.filter(f -> f.getFileName().toString().matches(module + "-.*-emr\\.jar")).findFirst()
                    .orElseThrow(() -> new AssertionError("build " + module + " first: no -emr jar in its target/"))
                    .toString();
        }
    }

    private static List<String> lines(Path file, String separator) throws IOException {
        return Arrays.stream(Files.readString(file).strip().split(separator)).filter(s -> !s.isBlank()).toList();
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}

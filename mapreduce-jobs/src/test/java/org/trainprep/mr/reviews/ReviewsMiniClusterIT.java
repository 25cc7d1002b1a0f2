package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hdfs.MiniDFSCluster;
import org.apache.hadoop.mapreduce.v2.MiniMRYarnCluster;
import org.apache.hadoop.mapreduce.TaskType;
import org.junit.jupiter.api.AfterAll;
import org.trainprep.mr.job.ClusterCapacity;
import org.trainprep.mr.FirstAttemptFaults;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.testdata.Fixtures;

import java.nio.file.Files;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.trainprep.mr.reviews.PipelineRuns.rows;

/**
 * The whole chain on a real (mini) cluster: HDFS + YARN, two reducers, input read from and every
 * output written to HDFS, tasks in their own containers.
 */
class ReviewsMiniClusterIT {

    @TempDir
    static java.nio.file.Path tmp;

    private static MiniDFSCluster dfs;
    private static MiniMRYarnCluster yarn;
    private static Configuration conf;

    @BeforeAll
    static void startCluster() throws Exception {
        Configuration c = new Configuration();
        c.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, tmp.resolve("dfs").toString());
        dfs = new MiniDFSCluster.Builder(c).numDataNodes(1).build();
        c.set("fs.defaultFS", dfs.getFileSystem().getUri().toString());
        // Sizes and timeouts that keep a test cluster small and quick to stop (STACK.md).
        c.setInt("yarn.nodemanager.resource.memory-mb", 4096);
        // YARN marks a disk over 90% full bad, and a node with no good disk runs nothing: on a full
        // build machine the job waited for containers that never came, whatever the code under test
        c.setFloat("yarn.nodemanager.disk-health-checker.max-disk-utilization-per-disk-percentage", 100f);
        c.setInt("yarn.scheduler.minimum-allocation-mb", 256);
        c.setInt("yarn.app.mapreduce.am.resource.mb", 512);
        // every task is a fresh JVM that does little work: C1 alone starts it sooner (about a third
        // of this class's time went to container start-up)
        String jvm = "-Xmx384m " + org.trainprep.testdata.QuickJit.FLAG + " -XX:+UseSerialGC";
        c.set("yarn.app.mapreduce.am.command-opts", jvm);
        c.setInt("mapreduce.map.memory.mb", 512);
        c.setInt("mapreduce.reduce.memory.mb", 512);
        c.set("mapreduce.map.java.opts", jvm);
        c.set("mapreduce.reduce.java.opts", jvm);
        c.setInt("yarn.nodemanager.log.retain-seconds", 0);
        c.setInt("mapreduce.client.completion.pollinterval", 200);
        yarn = new MiniMRYarnCluster("trainprep-it", 1);
        yarn.init(c);
        yarn.start();
        conf = new Configuration(yarn.getConfig());
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

    /**
     * A folder of many input files on HDFS: the splits read from one listing of it, with each
     * file's block locations ({@code FolderLookups}), are the ones Hadoop's own input format makes
     * from a lookup and a block request a file, hosts included.
     */
    @Test
    void theSplitsOfAFolderOfFilesOnHdfsAreHadoopsWithTheirHosts() throws Exception {
        FileSystem fs = FileSystem.get(conf);
        java.util.List<Path> files = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Path f = new Path("/data/many/part-" + i + ".json");
            try (var out = fs.create(f)) {
                out.write(("{\"reviewText\": \"text " + i + "\", \"overall\": 5}\n").repeat(40 + i).getBytes(
                        java.nio.charset.StandardCharsets.UTF_8));
            }
            files.add(fs.makeQualified(f));
        }
        org.apache.hadoop.mapreduce.Job job = org.apache.hadoop.mapreduce.Job.getInstance(conf);
        job.getConfiguration().setLong("mapreduce.input.fileinputformat.split.maxsize", 512);
        org.apache.hadoop.mapreduce.lib.input.FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
        java.util.function.Function<java.util.List<org.apache.hadoop.mapreduce.InputSplit>, java.util.List<String>> described =
                splits -> splits.stream().map(s -> {
                    var f = (org.apache.hadoop.mapreduce.lib.input.FileSplit) s;
                    try {
                        return f.getPath() + "@" + f.getStart() + "+" + f.getLength() + " " + String.join(",", f.getLocations());
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).toList();
        java.util.List<String> ours = described.apply(new org.trainprep.hadoop.DamageAwareTextInputFormat().getSplits(job));
        assertThat(ours).isEqualTo(described.apply(
                new org.apache.hadoop.mapreduce.lib.input.TextInputFormat().getSplits(job))).hasSizeGreaterThan(12);
        assertThat(ours).allMatch(s -> s.startsWith("hdfs://") && !s.endsWith(" "), "on HDFS, with a host");
    }

    /**
     * One run carries every check, as each whole chain on YARN costs over a minute: the golden
     * reviews from HDFS to a combined file on HDFS, two reducers, while the first map and the first
     * reduce attempt of the first job, and the first attempt of a task writing a part, are failed
     * from outside (as a lost node would fail them) and speculation is on. The output must be the golden one a clean run gives.
     */
    @Test
    void goldenReviewsFromHdfsToHdfsThroughFailedAttemptsAndSpeculation() throws Exception {
        FileSystem fs = FileSystem.get(conf);
        assertThat(fs.getUri().getScheme()).isEqualTo("hdfs");
        assertThat(org.trainprep.hadoop.stage.CommittedTaskOutput.compresses(fs)).as("datasets cross the network: Snappy")
                .isTrue();
        fs.copyFromLocalFile(new Path(Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in")).toUri()),
                new Path("/data/raw/golden.json"));

        // nothing may be staged on the client's disk: the merge streams from HDFS to HDFS
        java.nio.file.Path scratch = Files.createDirectories(tmp.resolve("client-scratch"));
        Configuration client = new Configuration(conf);
        client.set("trainprep.local.dir", scratch.toString());
        client.setLong("trainprep.progress.interval-ms", 0);
        client.setBoolean("mapreduce.map.speculative", true);
        client.setBoolean("mapreduce.reduce.speculative", true);
        PipelineRuns.Run run;
        FirstAttemptFaults faults = new FirstAttemptFaults(conf, "trainprep reviews: clean", TaskType.MAP, TaskType.REDUCE);
        // the encode pass's task writes a part: a failed attempt must leave neither a partial nor a second one
        FirstAttemptFaults encodeFaults = new FirstAttemptFaults(conf, "trainprep reviews: encode", TaskType.MAP);
        try (faults; encodeFaults) {
            run = PipelineRuns.tool(client, "--input", "/data/raw", "--output", "/data/out",
                    "--vocab-size", "5", "--seq-len", "5", "--reducers", "2");
        }
        assertThat(faults.failed()).containsExactlyInAnyOrder(TaskType.MAP, TaskType.REDUCE);
        assertThat(encodeFaults.failed()).containsExactly(TaskType.MAP);
        assertThat(run.exit()).as(run.err()).isZero();
        // the faults did happen: the first job's first map and first reduce attempts failed and were retried
        assertThat(run.err()).contains("JobCounter: NUM_FAILED_MAPS=1, NUM_FAILED_REDUCES=1");
        // counters count the successful attempts only
        assertThat(run.out()).contains("lines read            14").contains("distinct texts        8")
                .contains("hdfs://")
                // intermediate data on the cluster's file system by default, removed at the end
                .containsPattern("work dir +hdfs://[^ ]+/tmp/trainprep/reviews-\\d{8}-\\d{6}-[0-9a-f]{6} \\(removed\\)");
        assertThat(fs.listStatus(new Path("/tmp/trainprep"))).isEmpty();
        try (var s = Files.list(scratch)) {
            assertThat(s.toList()).isEmpty();
        }
        // a YARN job reports its id and tracking URL, then its counters
        assertThat(run.err()).containsPattern("reviews: clean: started job_\\d+_\\d+, tracking http://")
                .contains("JobCounter: ").doesNotContain("\r");

        Path out = new Path("/data/out");
        assertThat(Arrays.stream(fs.listStatus(out)).map(s -> s.getPath().getName()))
                .contains("combined_result_5class.h5", "manifest.json", "vocab.json", "_rejects")
                .doesNotContain("_work", "parts");
        java.nio.file.Path local = tmp.resolve("combined.h5");
        fs.copyToLocalFile(false, new Path(out, "combined_result_5class.h5"), new Path(local.toUri()), true);
        assertThat(rows(local)).containsExactlyInAnyOrderElementsOf(ReviewsPipelineTest.GOLDEN_FIVE_CLASS);
        try (var in = fs.open(new Path(out, "vocab.json"))) {
            assertThat(new String(in.readAllBytes())).isEqualTo(
                    "{\"fine\": 3, \"great\": 4, \"works\": 5, \"solid\": 6, \"value\": 7}");
        }

        // no sizing options: the reducer count comes from the cluster's reduce slots, read from the
        // running ResourceManager (one node manager: 4096 MB / 512 MB per reduce, less the AM's container)
        ClusterCapacity.Slots slots = ClusterCapacity.reduceSlots(conf);
        assertThat(slots.source()).isEqualTo("YARN nodes");
        assertThat(slots.count()).isEqualTo(7);
    }
}

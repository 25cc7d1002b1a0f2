package org.trainprep.mr.job;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.hadoop.NioLocalFileSystem;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Local mode's tasks share one heap: their buffers are sized so that together they fit in it. */
class JobSetupTest {

    private static final long MB = 1L << 20;

    private static Configuration local(int cores) {
        Configuration conf = new Configuration(false);
        conf.setInt("mapreduce.local.map.tasks.maximum", cores);
        conf.setInt("mapreduce.local.reduce.tasks.maximum", cores);
        return conf;
    }

    @Test
    void twoCoresGiveEachMapTaskTwoSplitsOfSortBufferAndShareHalfTheHeapForShuffles() {
        Configuration conf = local(2);
        JobSetup.shareLocalHeap(conf, 768 * MB);
        // a split of a local file is the local file system's 32 MB block
        assertThat(conf.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(64);
        assertThat(conf.getLong(MRJobConfig.REDUCE_MEMORY_TOTAL_BYTES, 0)).isEqualTo(192 * MB);
        // a reduce keeps what its shuffle holds in memory, none of it written to disk first
        assertThat(conf.getFloat(MRJobConfig.REDUCE_INPUT_BUFFER_PERCENT, 0f)).isEqualTo(1.0f);
    }

    @Test
    void manyCoresShrinkEveryTasksShareSoAllTasksAtOnceFitTheHeap() {
        Configuration conf = local(16);
        long heap = 768 * MB;
        JobSetup.shareLocalHeap(conf, heap);
        long sortBuffers = 16 * conf.getInt(MRJobConfig.IO_SORT_MB, 0) * MB;
        long shuffles = 16 * conf.getLong(MRJobConfig.REDUCE_MEMORY_TOTAL_BYTES, 0);
        assertThat(sortBuffers).isLessThanOrEqualTo(heap / 3);
        assertThat(shuffles).isLessThanOrEqualTo(heap / 2);
    }

    @Test
    void localTasksShareTheHeapByTheirSlotsAndAClustersTaskHasItsOwn() {
        Configuration conf = local(16);
        JobSetup.shareLocalHeap(conf, 768 * MB);
        assertThat(JobSetup.tasksPerJvm(conf, true)).isEqualTo(16);
        assertThat(JobSetup.tasksPerJvm(conf, false)).isEqualTo(16);
        // the sort buffers' third and the tasks' own tables stay within the heap
        long tables = 16 * org.trainprep.core.stage.TaskContext.memoryShare(768 * MB, JobSetup.tasksPerJvm(conf, true));
        assertThat(16L * conf.getInt(MRJobConfig.IO_SORT_MB, 0) * MB + tables).isLessThanOrEqualTo(768 * MB * 7 / 12);
        Configuration yarn = new Configuration(false);
        yarn.set("mapreduce.framework.name", "yarn");
        yarn.setInt("mapreduce.local.map.tasks.maximum", 16);
        assertThat(JobSetup.tasksPerJvm(yarn, true)).isEqualTo(1);
        assertThat(JobSetup.tasksPerJvm(yarn, false)).isEqualTo(1);
    }

    @Test
    void aMapTasksSortBufferFollowsTheSplitsAUserSetUpToHadoopsDefault() {
        Configuration bigger = local(2);
        bigger.setLong("mapreduce.input.fileinputformat.split.minsize", 128 * MB);
        JobSetup.shareLocalHeap(bigger, 768 * MB);
        assertThat(bigger.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(100);
        Configuration smaller = local(2);
        smaller.setLong("mapreduce.input.fileinputformat.split.maxsize", 12 * MB);
        JobSetup.shareLocalHeap(smaller, 768 * MB);
        assertThat(smaller.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(24);
        Configuration huge = local(2);
        huge.setLong("mapreduce.input.fileinputformat.split.minsize", Long.MAX_VALUE);
        JobSetup.shareLocalHeap(huge, 768 * MB);
        assertThat(huge.getInt(MRJobConfig.IO_SORT_MB, 0)).as("a split too big to double").isEqualTo(100);
        Configuration blocks = local(2);
        blocks.setLong("fs.local.block.size", 4 * MB);
        JobSetup.shareLocalHeap(blocks, 768 * MB);
        assertThat(blocks.getInt(MRJobConfig.IO_SORT_MB, 0)).as("never under 16 MB").isEqualTo(16);
    }

    @Test
    void settingsTheUserGaveWin() {
        Configuration conf = local(16);
        conf.set(MRJobConfig.IO_SORT_MB, "200");
        JobSetup.shareLocalHeap(conf, 768 * MB);
        assertThat(conf.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(200);
    }

    /** {@code hadoop jar} on a cluster: the site files say YARN, and nothing has loaded JobConf when the tool starts. */
    @Test
    void aClusterSiteFileIsReadBeforeLocalModeIsAssumedInAFreshJvm(@TempDir Path siteDir) throws Exception {
        Files.writeString(siteDir.resolve("mapred-site.xml"), "<configuration>"
                + "<property><name>mapreduce.framework.name</name><value>yarn</value></property>"
                + "<property><name>mapreduce.task.io.sort.mb</name><value>512</value></property>"
                + "</configuration>", StandardCharsets.UTF_8);
        assertThat(probe(siteDir + File.pathSeparator + clientClassPath(siteDir.resolve("probe"))))
                .containsExactly("fs.file.impl=null", "io.file.buffer.size=4096", "mapreduce.task.io.sort.mb=512",
                        "mapreduce.reduce.memory.totalbytes=null");
    }

    @Test
    void withoutClusterSiteFilesLocalModeSharesTheHeapAndMakesFilesWithoutForking(@TempDir Path dir) throws Exception {
        assertThat(probe(clientClassPath(dir)))
                .contains("fs.file.impl=" + NioLocalFileSystem.class.getName(), "io.file.buffer.size=131072")
                .doesNotContain("mapreduce.reduce.memory.totalbytes=null");
    }

    /**
     * The class path a client has: this JVM's without the test resources' core-site.xml (which
     * names the local file system for every test), plus the probe, copied into {@code dir}.
     */
    private static String clientClassPath(Path dir) throws Exception {
        Path probe = dir.resolve(LocalModeProbe.class.getName().replace('.', '/') + ".class");
        Files.createDirectories(probe.getParent());
        try (var in = LocalModeProbe.class.getResourceAsStream(LocalModeProbe.class.getSimpleName() + ".class")) {
            Files.copy(in, probe);
        }
        List<String> entries = new java.util.ArrayList<>(List.of(dir.toString()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!Files.exists(Path.of(entry, "core-site.xml"))) {
                entries.add(entry);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    private static List<String> probe(String classPath) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", classPath, LocalModeProbe.class.getName()).redirectErrorStream(false).start();
        p.getErrorStream().transferTo(java.io.OutputStream.nullOutputStream());
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().filter(l -> l.contains("=")).toList();
    }

    private static final String TIER4 = " -XX:Tier4InvocationThreshold=15000 -XX:Tier4MinInvocationThreshold=2000 -XX:Tier4CompileThreshold=45000 -XX:Tier4BackEdgeThreshold=120000";

    @Test
    void taskJvmsOnAClusterGetTheJitAndCollectorFlagsAfterTheirOwnOptions() {
        Configuration conf = new Configuration(false);
        conf.set("mapreduce.framework.name", "yarn");
        conf.set(MRJobConfig.MAP_JAVA_OPTS, "-Xmx1638m -XX:OnOutOfMemoryError='kill -9 %p'");
        conf.set("mapred.child.java.opts", "-Xmx2457m -XX:+UseG1GC");
        JobSetup.tuneTaskJvms(conf);
        assertThat(conf.get(MRJobConfig.MAP_JAVA_OPTS))
                .isEqualTo("-Xmx1638m -XX:OnOutOfMemoryError='kill -9 %p' -XX:FreqInlineSize=100" + TIER4 + " -XX:+UseParallelGC");
        // the reduce tasks take the shared options, whose collector stays the only one
        assertThat(conf.get(MRJobConfig.REDUCE_JAVA_OPTS)).isEqualTo("-Xmx2457m -XX:+UseG1GC -XX:FreqInlineSize=100" + TIER4);
    }

    @Test
    void taskFlagsTheOptionsSetThemselvesAreLeftAsGiven() {
        assertThat(JobSetup.withTaskFlags(null)).isEqualTo(JobSetup.TASK_JVM_FLAGS);
        assertThat(JobSetup.withTaskFlags("-XX:FreqInlineSize=325 -XX:+UseSerialGC")).isEqualTo("-XX:FreqInlineSize=325 -XX:+UseSerialGC" + TIER4);
        assertThat(JobSetup.withTaskFlags("-XX:+UseZGC -Xmx1g")).isEqualTo("-XX:+UseZGC -Xmx1g -XX:FreqInlineSize=100" + TIER4);
    }

    @Test
    void localModeKeepsTheTaskOptionsAndPipelineStartsItsJvmWithTheFlags() throws Exception {
        Configuration conf = new Configuration(false);
        conf.set("mapreduce.framework.name", "local");
        JobSetup.tuneTaskJvms(conf);
        assertThat(conf.get(MRJobConfig.MAP_JAVA_OPTS)).isNull();
        String pipeline = Files.readString(Path.of("../bin/pipeline"));
        for (String flag : JobSetup.TASK_JVM_FLAGS.split(" ")) {
            assertThat(pipeline).as("bin/pipeline's JVM flags").contains(flag);
        }
    }
}

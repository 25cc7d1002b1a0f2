package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The settings a local master gets, and a cluster's does not. */
class SparkMainTest {

    private static SparkConf local(String master, String... settings) {
        SparkConf conf = new SparkConf(false).setMaster(master);
        for (int i = 0; i < settings.length; i += 2) {
            conf.set(settings[i], settings[i + 1]);
        }
        return SparkMain.local(conf);
    }

    @Test
    void aLocalShuffleIsNotCompressedAndWrittenSerialized() {
        for (String master : new String[] {"local", "local[*]", "local[2]", "local-cluster[2,1,1024]"}) {
            SparkConf conf = local(master);
            assertThat(conf.get("spark.shuffle.compress")).as(master).isEqualTo("false");
            assertThat(conf.get("spark.shuffle.spill.compress")).as(master).isEqualTo("false");
            assertThat(conf.get("spark.hadoop.fs.file.impl")).as(master).endsWith("NioLocalFileSystem");
            // every shuffle of more than one partition through the serialized writer
            assertThat(conf.get("spark.shuffle.sort.bypassMergeThreshold")).as(master).isEqualTo("1");
        }
    }

    @Test
    void aClustersShuffleKeepsSparksDefault() {
        for (String master : new String[] {"yarn", "spark://host:7077", "k8s://https://host:443"}) {
            SparkConf conf = local(master);
            assertThat(conf.contains("spark.shuffle.compress")).as(master).isFalse();
            assertThat(conf.contains("spark.shuffle.spill.compress")).as(master).isFalse();
            assertThat(conf.contains("spark.hadoop.fs.file.impl")).as(master).isFalse();
            assertThat(conf.contains("spark.shuffle.sort.bypassMergeThreshold")).as(master).isFalse();
        }
    }

    @Test
    void aTaskThatRunsOutOfMemoryFailsTheJobInsteadOfEndingTheJvmAndIsSaidAsOutOfMemory() {
        // Spark's handler would System.exit(52) this test's JVM, ending the test run: the setting is what it checks
        SparkConf conf = local("local[1]", "spark.ui.enabled", "false", "spark.driver.host", "127.0.0.1",
                "spark.driver.bindAddress", "127.0.0.1").setAppName("oom");
        assertThat(conf.get("spark.executor.killOnFatalError.depth")).isEqualTo("0");
        try (org.apache.spark.api.java.JavaSparkContext sc = new org.apache.spark.api.java.JavaSparkContext(conf)) {
            Throwable failed = org.assertj.core.api.Assertions.catchThrowable(() -> sc.parallelize(java.util.List.of(1, 2), 1)
                    .map(i -> {
                        if (i == 2) {
                            throw new OutOfMemoryError("Java heap space");
                        }
                        return i;
                    }).collect());
            assertThat(failed).isInstanceOf(org.apache.spark.SparkException.class);
            assertThat(SparkMain.outOfMemory(failed)).hasMessage("Java heap space, in a Spark task");
            // the context still works: the JVM and its driver lived on
            assertThat(sc.parallelize(java.util.List.of(1, 2, 3), 1).count()).isEqualTo(3);
        }
        assertThat(SparkMain.outOfMemory(new java.io.IOException("no space left"))).isNull();
        assertThat(SparkMain.outOfMemory(new java.io.IOException("x", new OutOfMemoryError("Metaspace"))))
                .hasMessage("Metaspace");
    }

    @Test
    void aClusterOfExecutorJvmsKeepsSparksFatalErrorRule() {
        for (String master : new String[] {"yarn", "local-cluster[2,1,1024]"}) {
            assertThat(local(master).contains("spark.executor.killOnFatalError.depth")).as(master).isFalse();
        }
    }

    @Test
    void aLocalHeapTooSmallForSparkIsRefusedInOneLineNamingTheFix() throws Exception {
        assertThatThrownBy(() -> SparkMain.refuseTooSmallHeap(local("local[*]"), 192L << 20))
                .isInstanceOf(org.trainprep.core.cli.UsageException.class)
                .hasMessage("Spark needs a heap of at least 450 MB and this JVM has 192 MB; give it more"
                        + " (TRAINPREP_JAVA_OPTS=-Xmx1g bin/pipeline ..., or spark-submit --driver-memory 1g)");
        SparkMain.refuseTooSmallHeap(local("local[*]"), 450L << 20);
        SparkMain.refuseTooSmallHeap(local("yarn"), 192L << 20);
    }

    @Test
    void aUsersSettingWins() {
        SparkConf conf = local("local[*]", "spark.shuffle.compress", "true", "spark.shuffle.spill.compress", "true");
        assertThat(conf.get("spark.shuffle.compress")).isEqualTo("true");
        assertThat(conf.get("spark.shuffle.spill.compress")).isEqualTo("true");
    }

    @Test
    void leadingHadoopSettingsAreTakenAsMapReduceTakesThemAndReachTheHadoopConfiguration() throws Exception {
        java.util.Map<String, String> settings = new java.util.LinkedHashMap<>();
        String[] rest = SparkMain.settings(new String[]{"-D", "mapreduce.input.fileinputformat.split.maxsize=100000",
                "-Dtrainprep.census.rejects-per-task=7", "-D", "spark.executor.cores=3", "--input", "x", "-D", "late=1"},
                settings);
        assertThat(rest).containsExactly("--input", "x", "-D", "late=1");
        assertThat(settings).containsExactly(java.util.Map.entry("mapreduce.input.fileinputformat.split.maxsize", "100000"),
                java.util.Map.entry("trainprep.census.rejects-per-task", "7"), java.util.Map.entry("spark.executor.cores", "3"));
        SparkConf conf = SparkMain.apply(new SparkConf(false), settings);
        assertThat(conf.get("spark.executor.cores")).isEqualTo("3");
        org.apache.hadoop.conf.Configuration hadoop = org.apache.spark.deploy.SparkHadoopUtil.get().newConfiguration(conf);
        assertThat(hadoop.get("trainprep.census.rejects-per-task")).isEqualTo("7");
        assertThat(hadoop.get("mapreduce.input.fileinputformat.split.maxsize")).isEqualTo("100000");
        for (String[] bad : java.util.List.of(new String[]{"-D"}, new String[]{"-D", "novalue"}, new String[]{"-D=1"})) {
            assertThatThrownBy(() -> SparkMain.settings(bad, new java.util.HashMap<>()))
                    .isInstanceOf(org.trainprep.core.cli.UsageException.class).hasMessageContaining("-D key=value");
        }
    }
}

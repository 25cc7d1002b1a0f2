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

package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

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
}

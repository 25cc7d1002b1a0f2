package org.trainprep.spark.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.census.CensusEngineContract;
import org.trainprep.core.census.CensusOptions;

import java.util.Map;

/** The census contract on Spark in local[2]: byte-identical to the reference, like MapReduce. */
class SparkCensusContractTest extends CensusEngineContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("trainprep-census-contract")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                // the serializer SparkMain sets by default
                .set("spark.serializer", "org.apache.spark.serializer.KryoSerializer"));
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected Map<String, Long> runEngine(CensusOptions options, boolean manySplits) throws Exception {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        if (manySplits) {
            conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 64 * 1024);
        }
        return new SparkCensusJob(sc, conf).run(options).counts();
    }
}

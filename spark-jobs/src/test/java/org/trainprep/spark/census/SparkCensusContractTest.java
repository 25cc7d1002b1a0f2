package org.trainprep.spark.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.spark.LocalSpark;
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
        sc = LocalSpark.start("trainprep-census-contract");
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
            conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, 64 * 1024);
        }
        return org.trainprep.run.census.CensusRunSummary.of(new org.trainprep.run.RunSkeleton(conf,
                org.trainprep.core.progress.ProgressLog.silent()).run(options, new org.trainprep.spark.stage.StagedSlice(
                new org.trainprep.core.census.CensusType()).passes(sc))).counts();
    }
}

package org.trainprep.spark.parallel;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.parallel.ParallelEngineContract;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.parallel.ParallelProgram;
import org.trainprep.core.parallel.ParallelType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.LocalSpark;
import org.trainprep.spark.stage.StagedSlice;

import java.util.Map;

/** {@link ParallelEngineContract} on Spark, {@code local[2]}, through the run skeleton and the generic stage runner. */
class SparkParallelContractTest extends ParallelEngineContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = LocalSpark.start("trainprep-parallel-contract");
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected Map<String, Long> runEngine(ParallelOptions options, int partitions, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        conf.setInt(ParallelProgram.PARTITIONS, partitions);
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, maxSplitBytes);
        return new RunSkeleton(conf, ProgressLog.silent()).run(options, new StagedSlice(new ParallelType()).passes(sc))
                .tally().counts();
    }
}

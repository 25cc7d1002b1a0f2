package org.trainprep.spark;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.dataset.RegistryContract;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.merge.VerifyTool;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.stage.StagedSlice;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/** {@link RegistryContract} on Spark in {@code local[2]}: every registered type, through the generic stage runner. */
class SparkRegistryContractTest extends RegistryContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = LocalSpark.start("trainprep-registry-contract");
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected void run(RunPlan plan, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, maxSplitBytes);
        new RunSkeleton(conf, ProgressLog.silent()).run(plan, new StagedSlice(plan.type()).passes(sc));
    }

    @Override
    protected int verify(Path output) throws Exception {
        return org.apache.hadoop.util.ToolRunner.run(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())), new String[]{output.toString()});
    }
}

package org.trainprep.spark.linelengths;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.linelengths.LineLengthsContract;
import org.trainprep.core.linelengths.LineLengthsType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.merge.VerifyTool;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.LocalSpark;
import org.trainprep.spark.stage.StagedSlice;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/** {@link LineLengthsContract} on Spark, {@code local[2]}: the generic stage runner, nothing of the type's own. */
class SparkLineLengthsTest extends LineLengthsContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = LocalSpark.start("trainprep-line-lengths");
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected Map<String, Long> runEngine(RunPlan plan, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        return new RunSkeleton(conf, ProgressLog.silent()).run(plan, new StagedSlice(new LineLengthsType()).passes(sc))
                .tally().counts();
    }

    @Override
    protected int verify(Path output) throws Exception {
        return org.apache.hadoop.util.ToolRunner.run(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())), new String[]{output.toString()});
    }
}

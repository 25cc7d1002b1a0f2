package org.trainprep.spark.parallel;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.parallel.ParallelType;
import org.trainprep.run.Passes;
import org.trainprep.spark.SparkSlice;
import org.trainprep.run.RunSummary;
import org.trainprep.run.parallel.ParallelRunSummary;

import java.io.PrintStream;

/** The parallel-text job on Spark ({@link SparkParallelPasses}), as the registry finds it. */
public final class ParallelOnSpark implements SparkSlice {

    @Override
    public DatasetType type() {
        return new ParallelType();
    }

    @Override
    public Passes passes(JavaSparkContext sc) {
        return new SparkParallelPasses(sc);
    }

    /** The parallel summary, the same on both engines. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        ParallelRunSummary.printRun(run, out);
    }
}

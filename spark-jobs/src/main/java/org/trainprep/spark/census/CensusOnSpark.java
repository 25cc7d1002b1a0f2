package org.trainprep.spark.census;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.census.CensusType;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;
import org.trainprep.run.census.CensusRunSummary;
import org.trainprep.spark.SparkSlice;

import java.io.PrintStream;

/** The census job on Spark ({@link SparkCensusJob}), as the registry finds it. */
public final class CensusOnSpark implements SparkSlice {

    @Override
    public DatasetType type() {
        return new CensusType();
    }

    @Override
    public Passes passes(JavaSparkContext sc) {
        return new SparkCensusJob(sc, sc.hadoopConfiguration());
    }

    /** The census summary, the same on both engines. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        CensusRunSummary.of(run).print(out);
    }
}

package org.trainprep.spark.census;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusType;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.spark.SparkSlice;

import java.io.PrintStream;
import java.util.Arrays;

/** The census job on Spark ({@link SparkCensusJob}), as the registry finds it. */
public final class CensusOnSpark implements SparkSlice {

    @Override
    public DatasetType type() {
        return new CensusType();
    }

    @Override
    public void check(String[] args) throws Exception {
        CensusOptions options = CensusOptions.parse(args);
        if (!options.engine().equals("spark") && Arrays.asList(args).contains("--engine")) {
            throw new UsageException("census: this is the Spark job; run --engine mapreduce with hadoop jar or bin/pipeline");
        }
    }

    @Override
    public void run(JavaSparkContext sc, String[] args, PrintStream out) throws Exception {
        new SparkCensusJob(sc, sc.hadoopConfiguration()).run(CensusOptions.parse(args)).print(out);
    }
}

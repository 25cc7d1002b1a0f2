package org.trainprep.spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;

import java.io.PrintStream;

/**
 * A dataset type's Spark adapter, registered as a line in
 * {@code META-INF/services/org.trainprep.spark.SparkSlice}: what {@link SparkMain} runs for the
 * type's command.
 */
public interface SparkSlice {

    DatasetType type();

    /** Parses the type's options and refuses a bad one before any Spark context starts. */
    void check(String[] args) throws Exception;

    /** Runs the type's job on {@code sc} and prints its summary to {@code out}. */
    void run(JavaSparkContext sc, String[] args, PrintStream out) throws Exception;
}

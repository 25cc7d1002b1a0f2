package org.trainprep.spark;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;
import java.util.List;

/**
 * A dataset type's Spark adapter, registered as a line in
 * {@code META-INF/services/org.trainprep.spark.SparkSlice}: the type's passes as Spark stages,
 * which {@link SparkMain} runs on the run skeleton under the type's command.
 */
public interface SparkSlice {

    DatasetType type();

    /** The type's passes on {@code sc}, for one run. */
    Passes passes(JavaSparkContext sc);

    /** Classes the type's tasks shuffle, registered with Kryo so it writes an id instead of a name. */
    default List<Class<?>> kryoClasses() {
        return List.of();
    }

    /** Prints what a run did, given the passes that ran it; by default the skeleton's summary. */
    default void print(RunSummary run, Passes passes, PrintStream out) {
        run.print(out);
    }
}

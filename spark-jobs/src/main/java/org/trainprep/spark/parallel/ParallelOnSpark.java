package org.trainprep.spark.parallel;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.parallel.ParallelType;
import org.trainprep.run.Passes;
import org.trainprep.spark.SparkSlice;

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
}

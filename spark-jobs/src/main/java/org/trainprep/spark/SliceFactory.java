package org.trainprep.spark;

import org.trainprep.core.dataset.DatasetType;

/**
 * Makes the Spark adapter of a dataset type that registers none of its own (a type written on the
 * stage API), registered as a line in {@code META-INF/services/org.trainprep.spark.SliceFactory}.
 */
public interface SliceFactory {

    /** The type's adapter, or null when this factory cannot run it. */
    SparkSlice slice(DatasetType type);
}

package org.trainprep.mr;

import org.trainprep.core.dataset.DatasetType;

/**
 * Makes the MapReduce adapter of a dataset type that registers none of its own (a type written on
 * the stage API), registered as a line in {@code META-INF/services/org.trainprep.mr.SliceFactory}.
 */
public interface SliceFactory {

    /** The type's adapter, or null when this factory cannot run it. */
    MapReduceSlice slice(DatasetType type);
}

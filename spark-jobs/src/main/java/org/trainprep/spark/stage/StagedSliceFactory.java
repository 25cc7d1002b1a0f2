package org.trainprep.spark.stage;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.stage.StagedType;
import org.trainprep.spark.SliceFactory;
import org.trainprep.spark.SparkSlice;

/** Runs every type written on the stage API on Spark ({@link StagedSlice}). */
public final class StagedSliceFactory implements SliceFactory {

    @Override
    public SparkSlice slice(DatasetType type) {
        return type instanceof StagedType ? new StagedSlice(type) : null;
    }
}

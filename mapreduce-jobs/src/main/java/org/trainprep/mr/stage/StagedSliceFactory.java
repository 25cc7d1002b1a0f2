package org.trainprep.mr.stage;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.stage.StagedType;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.mr.SliceFactory;

/** Runs every type written on the stage API on MapReduce ({@link StagedSlice}). */
public final class StagedSliceFactory implements SliceFactory {

    @Override
    public MapReduceSlice slice(DatasetType type) {
        return type instanceof StagedType ? new StagedSlice(type) : null;
    }
}

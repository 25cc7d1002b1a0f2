package org.trainprep.run.stage;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.stage.StagedType;

/** A dataset type written on the stage API, as an engine holds it to run it: what each engine's slice starts from. */
public abstract class StagedSliceBase {

    private final DatasetType type;

    protected StagedSliceBase(DatasetType type) {
        if (!(type instanceof StagedType)) {
            throw new IllegalArgumentException(type.name() + " is not written on the stage API");
        }
        this.type = type;
    }

    public final DatasetType type() {
        return type;
    }

    /** The type's program, which the engine's passes run. */
    protected final StagedType staged() {
        return (StagedType) type;
    }
}

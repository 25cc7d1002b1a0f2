package org.trainprep.mr.stage;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.stage.StagedType;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.run.Passes;
import org.trainprep.run.stage.StagedPasses;

/** Any dataset type written on the stage API, on MapReduce: no code of this engine's own for it. */
public final class StagedSlice implements MapReduceSlice {

    private final DatasetType type;

    public StagedSlice(DatasetType type) {
        if (!(type instanceof StagedType)) {
            throw new IllegalArgumentException(type.name() + " is not written on the stage API");
        }
        this.type = type;
    }

    @Override
    public DatasetType type() {
        return type;
    }

    @Override
    public void print(org.trainprep.run.RunSummary run, Passes passes, java.io.PrintStream out) {
        org.trainprep.run.SummaryPrinter.printRun(run, out);
    }

    @Override
    public Passes passes() {
        return new StagedPasses((StagedType) type, MapReduceStages::new, org.trainprep.mr.JobSetup::localReducerLimit);
    }
}

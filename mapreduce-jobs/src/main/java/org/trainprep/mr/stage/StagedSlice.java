package org.trainprep.mr.stage;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.run.Passes;
import org.trainprep.run.stage.StagedPasses;

import java.io.PrintStream;

/**
 * A dataset type written on the stage API, on MapReduce: its passes as MapReduce jobs and its
 * command. Every registered type runs through this; no type has code of this engine's own.
 */
public final class StagedSlice extends org.trainprep.run.stage.StagedSliceBase {

    public StagedSlice(DatasetType type) {
        super(type);
    }

    /** The type's passes as MapReduce jobs, for one run. */
    public Passes passes() {
        return new StagedPasses(staged(), MapReduceStages::new, JobSetup::localReducerLimit);
    }

    /** The type's command: parses its options, runs its jobs on the skeleton, prints its summary. */
    public CommandTool tool(PrintStream out, PrintStream err) {
        return new SkeletonTool(this, out, err);
    }
}

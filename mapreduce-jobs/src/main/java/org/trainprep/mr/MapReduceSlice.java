package org.trainprep.mr;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;

/**
 * A dataset type's MapReduce adapter, registered as a line in
 * {@code META-INF/services/org.trainprep.mr.MapReduceSlice}: the type's passes as MapReduce jobs,
 * which {@link Main} runs on the run skeleton under the type's command ({@link SkeletonTool}).
 */
public interface MapReduceSlice {

    DatasetType type();

    /** The type's passes as MapReduce jobs, for one run. */
    Passes passes();

    /** Prints what a run did, given the passes that ran it; by default the skeleton's summary. */
    default void print(RunSummary run, Passes passes, PrintStream out) {
        run.print(out);
    }

    /** The type's command: parses its options, runs its jobs on the skeleton, prints its summary. */
    default CommandTool tool(PrintStream out, PrintStream err) {
        return new SkeletonTool(this, out, err);
    }
}

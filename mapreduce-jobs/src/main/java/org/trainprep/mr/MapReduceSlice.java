package org.trainprep.mr;

import org.apache.hadoop.util.Tool;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.run.Passes;

import java.io.PrintStream;

/**
 * A dataset type's MapReduce adapter, registered as a line in
 * {@code META-INF/services/org.trainprep.mr.MapReduceSlice}: the type's passes as MapReduce jobs,
 * which {@link Main} runs on the run skeleton under the type's command.
 */
public interface MapReduceSlice {

    DatasetType type();

    /** The type's passes as MapReduce jobs. */
    default Passes passes() {
        throw new UnsupportedOperationException(type().name() + " has its own command on MapReduce");
    }

    /** The type's command: parses its options, runs its jobs, prints its summary. */
    default Tool tool(PrintStream out, PrintStream err) {
        return new SkeletonTool(type(), passes(), out, err);
    }
}

package org.trainprep.mr.parallel;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.parallel.ParallelType;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.run.RunSummary;
import org.trainprep.run.parallel.ParallelRunSummary;

import java.io.PrintStream;
import org.trainprep.run.Passes;

/** The parallel-text job on MapReduce ({@link ParallelPasses}), as the registry finds it. */
public final class ParallelOnMapReduce implements MapReduceSlice {

    @Override
    public DatasetType type() {
        return new ParallelType();
    }

    @Override
    public Passes passes() {
        return new ParallelPasses();
    }

    /** The parallel summary, the same on both engines. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        ParallelRunSummary.printRun(run, out);
    }
}

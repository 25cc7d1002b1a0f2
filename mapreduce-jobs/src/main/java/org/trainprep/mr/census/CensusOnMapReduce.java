package org.trainprep.mr.census;

import org.trainprep.core.census.CensusType;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;

/** The census job on MapReduce ({@link CensusPasses}), as the registry finds it. */
public final class CensusOnMapReduce implements MapReduceSlice {

    @Override
    public DatasetType type() {
        return new CensusType();
    }

    @Override
    public Passes passes() {
        return new CensusPasses();
    }

    /** The census summary, the same on both engines. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        CensusPipeline.summary(run).print(out);
    }
}

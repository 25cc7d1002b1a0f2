package org.trainprep.mr.census;

import org.apache.hadoop.util.Tool;
import org.trainprep.core.census.CensusType;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.mr.MapReduceSlice;

import java.io.PrintStream;

/** The census job on MapReduce ({@link CensusPipeline}), as the registry finds it. */
public final class CensusOnMapReduce implements MapReduceSlice {

    @Override
    public DatasetType type() {
        return new CensusType();
    }

    @Override
    public Tool tool(PrintStream out, PrintStream err) {
        return new CensusTool(out, err);
    }
}

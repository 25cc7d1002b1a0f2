package org.trainprep.mr.reviews;

import org.apache.hadoop.util.Tool;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.mr.MapReduceSlice;

import java.io.PrintStream;

/** The review chain on MapReduce ({@link ReviewsPipeline}), as the registry finds it. */
public final class ReviewsOnMapReduce implements MapReduceSlice {

    @Override
    public DatasetType type() {
        return new ReviewsType();
    }

    @Override
    public Tool tool(PrintStream out, PrintStream err) {
        return new ReviewsTool(out, err);
    }
}

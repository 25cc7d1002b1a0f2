package org.trainprep.mr.reviews;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;

/** The review chain on MapReduce ({@link ReviewsPasses}), as the registry finds it. */
public final class ReviewsOnMapReduce implements MapReduceSlice {

    @Override
    public DatasetType type() {
        return new ReviewsType();
    }

    @Override
    public Passes passes() {
        return new ReviewsPasses();
    }

    /** The review summary: counts, vocabulary, sizing and each job's time. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        ReviewsPipeline.summary(run, (ReviewsPasses) passes).print(out);
    }
}

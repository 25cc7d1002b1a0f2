package org.trainprep.mr.reviews;

import org.apache.hadoop.mapreduce.Reducer;

import java.io.IOException;

/** Job 1 combiner: sums the rating histograms of one text, so repeated reviews shuffle once. */
public final class RatingCountsCombiner extends Reducer<HashedText, RatingCountsWritable, HashedText, RatingCountsWritable> {

    private final RatingCountsWritable sum = new RatingCountsWritable();

    @Override
    protected void reduce(HashedText text, Iterable<RatingCountsWritable> counts, Context context)
            throws IOException, InterruptedException {
        sum.histogram().clear();
        for (RatingCountsWritable c : counts) {
            sum.histogram().merge(c.histogram());
        }
        context.write(text, sum);
    }
}

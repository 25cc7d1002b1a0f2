package org.trainprep.mr.reviews;

import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.trainprep.core.reviews.RatingHistogram;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.mr.FaultHook;

import java.io.IOException;

/** Job 1 reduce: one row per distinct cleaned text, rated by the mode (ties to the lowest), in {@link org.trainprep.core.reviews.TextOrder}. */
public final class DedupReducer extends Reducer<HashedText, RatingCountsWritable, Text, IntWritable> {

    private final RatingHistogram sum = new RatingHistogram();
    private final IntWritable mode = new IntWritable();

    @Override
    protected void setup(Context context) throws IOException {
        FaultHook.maybeFail(context);
    }

    @Override
    protected void reduce(HashedText key, Iterable<RatingCountsWritable> counts, Context context)
            throws IOException, InterruptedException {
        sum.clear();
        for (RatingCountsWritable c : counts) {
            sum.merge(c.histogram());
        }
        mode.set(sum.mode());
        context.getCounter(ReviewCounters.DISTINCT_TEXTS).increment(1);
        context.write(key.text(), mode);
    }
}

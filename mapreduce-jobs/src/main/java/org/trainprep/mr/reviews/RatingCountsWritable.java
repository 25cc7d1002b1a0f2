package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Writable;
import org.apache.hadoop.io.WritableUtils;
import org.trainprep.core.reviews.RatingHistogram;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/** A {@link RatingHistogram} on the wire: five variable-length counts (mostly 1 byte each). */
public final class RatingCountsWritable implements Writable {

    private final RatingHistogram histogram = new RatingHistogram();

    public RatingHistogram histogram() {
        return histogram;
    }

    /** Resets to a single rating seen once. */
    public RatingCountsWritable setSingle(int rating) {
        histogram.clear();
        histogram.add(rating, 1);
        return this;
    }

    @Override
    public void write(DataOutput out) throws IOException {
        for (int r = 1; r <= 5; r++) {
            WritableUtils.writeVLong(out, histogram.count(r));
        }
    }

    @Override
    public void readFields(DataInput in) throws IOException {
        histogram.clear();
        for (int r = 1; r <= 5; r++) {
            histogram.add(r, WritableUtils.readVLong(in));
        }
    }

    @Override
    public String toString() {
        return histogram.toString();
    }
}

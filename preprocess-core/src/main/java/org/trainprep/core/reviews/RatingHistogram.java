package org.trainprep.core.reviews;

import java.util.Arrays;

/**
 * How many times each rating 1..5 was seen for one cleaned text. Counts are summed by
 * combiners, so {@link #merge} must be associative and commutative.
 */
public final class RatingHistogram {

    private final long[] counts = new long[5];

    public static RatingHistogram of(int... ratings) {
        RatingHistogram h = new RatingHistogram();
        for (int r : ratings) {
            h.add(r, 1);
        }
        return h;
    }

    public void add(int rating, long count) {
        if (rating < 1 || rating > 5) {
            throw new IllegalArgumentException("rating must be 1..5, was " + rating);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, was " + count);
        }
        counts[rating - 1] += count;
    }

    public void merge(RatingHistogram other) {
        for (int i = 0; i < 5; i++) {
            counts[i] += other.counts[i];
        }
    }

    public void clear() {
        Arrays.fill(counts, 0);
    }

    public long count(int rating) {
        return counts[rating - 1];
    }

    public long total() {
        long t = 0;
        for (long c : counts) {
            t += c;
        }
        return t;
    }

    /**
     * The most frequent rating; a tie goes to the lowest rating (docs/FORMAT.md). The original
     * reducer claimed the mode but kept the minimum; this is the mode.
     *
     * @throws IllegalStateException when empty
     */
    public int mode() {
        int best = -1;
        for (int i = 0; i < 5; i++) {
            if (counts[i] > 0 && (best < 0 || counts[i] > counts[best])) {
                best = i;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("mode of an empty histogram");
        }
        return best + 1;
    }

    @Override
    public String toString() {
        return Arrays.toString(counts);
    }
}

package org.trainprep.core.reviews;

import org.trainprep.core.neardup.Position;

import java.nio.ByteBuffer;

/**
 * A text's copies as the dedup shuffle carries them when near-duplicates are removed: their
 * ratings and the earliest input position among them. One copy is its rating (1 byte) then its
 * {@link Position}; copies merged are the count of each rating 1..5 (5 x 8 bytes) then the
 * earliest position.
 */
final class Copies {

    static final int MERGED = 40 + Position.WIDTH;

    private Copies() {
    }

    static byte[] one(int rating, int file, long offset) {
        return ByteBuffer.allocate(1 + Position.WIDTH).put((byte) rating).put(Position.of(file, offset)).array();
    }

    /** Adds the ratings of {@code v} to {@code h}. */
    static void addTo(RatingHistogram h, byte[] v) {
        if (v.length == 1 + Position.WIDTH) {
            h.add(v[0], 1);
        } else {
            ReviewsProgram.Ratings.addCounts(h, v, 0);
        }
    }

    /** The earliest position, {@link Position#WIDTH} bytes at the end. */
    static byte[] position(byte[] v) {
        return java.util.Arrays.copyOfRange(v, v.length - Position.WIDTH, v.length);
    }

    static byte[] of(RatingHistogram h, byte[] position) {
        ByteBuffer out = ByteBuffer.allocate(MERGED);
        for (int r = 1; r <= 5; r++) {
            out.putLong(h.count(r));
        }
        return out.put(position).array();
    }

    static byte[] merge(byte[] a, byte[] b) {
        RatingHistogram h = new RatingHistogram();
        addTo(h, a);
        addTo(h, b);
        byte[] pa = position(a);
        byte[] pb = position(b);
        return of(h, java.util.Arrays.compareUnsigned(pa, pb) <= 0 ? pa : pb);
    }
}

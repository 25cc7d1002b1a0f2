package org.trainprep.core.reviews;


import java.nio.ByteBuffer;

import static org.trainprep.core.reviews.NearDuplicateRemoval.*;

/** A text's node record in the near-duplicate passes (keyed by its position): its text hash, its copies' ratings, its signature. */
final class NodeRecords {

    private NodeRecords() {
    }

    /** The node record's value: the text's {@link TextOrder} hash, its copies' ratings (5 x 8 bytes), its signature. */
    static byte[] node(long textHash, byte[] copies, long[] sig) {
        ByteBuffer b = ByteBuffer.allocate(8 + 40 + 8 * sig.length).putLong(textHash).put(copies, 0, 40);
        for (long v : sig) {
            b.putLong(v);
        }
        return b.array();
    }

    static long textHash(byte[] node) {
        return ByteBuffer.wrap(node).getLong();
    }

    static void addRatings(RatingHistogram h, byte[] node) {
        ReviewsProgram.Ratings.addCounts(h, node, 8);
    }

    static long[] signature(byte[] node) {
        long[] sig = new long[(node.length - 48) / 8];
        ByteBuffer.wrap(node, 48, node.length - 48).asLongBuffer().get(sig);
        return sig;
    }

    static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        ByteBuffer b = ByteBuffer.allocate(n);
        for (byte[] p : parts) {
            b.put(p);
        }
        return b.array();
    }

}

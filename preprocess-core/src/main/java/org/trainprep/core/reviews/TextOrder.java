package org.trainprep.core.reviews;

/**
 * The order of the review rows: by a 64-bit hash of the cleaned text's UTF-8 bytes (unsigned),
 * ties broken by the bytes themselves. It is pseudo-random with respect to content, so every
 * shard of the combined file is a fair sample of the whole (same label mix, same lengths), and it
 * is the same whatever the number of reducers: partition {@code p} of {@code R} holds the
 * {@code p}-th of R equal hash ranges ({@link #partition}), so the parts in partition order are
 * the rows in hash order. The shuffle sorts by it, comparing eight bytes before it ever looks at
 * a text. The MapReduce chain and {@link LocalReviewsRunner} both order rows by this class.
 */
public final class TextOrder {

    private TextOrder() {
    }

    /** FNV-1a over the bytes, then MurmurHash3's 64-bit finaliser for avalanche. */
    public static long hash(byte[] utf8, int off, int len) {
        long h = 0xcbf29ce484222325L;
        for (int i = off; i < off + len; i++) {
            h = (h ^ (utf8[i] & 0xff)) * 0x100000001b3L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }

    /** The partition of {@code partitions} equal ranges of unsigned hashes that {@code hash} falls in. */
    public static int partition(long hash, int partitions) {
        return (int) (((hash >>> 32) * partitions) >>> 32);
    }

    /** Rows' order: unsigned hash, then the texts' bytes (unsigned, shorter first on a common prefix). */
    public static int compare(long hash1, byte[] b1, int off1, int len1, long hash2, byte[] b2, int off2, int len2) {
        int c = Long.compareUnsigned(hash1, hash2);
        return c != 0 ? c : java.util.Arrays.compareUnsigned(b1, off1, off1 + len1, b2, off2, off2 + len2);
    }
}

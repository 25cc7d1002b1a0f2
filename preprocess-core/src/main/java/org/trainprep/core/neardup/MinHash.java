package org.trainprep.core.neardup;

import java.util.Arrays;

/**
 * MinHash signatures of a cleaned text's word shingles, exactly as {@code docs/REVIEWS.md}
 * ("Near-duplicates") specifies them, so any implementation of the spec (another engine, Python)
 * gets the same bits:
 * <ul>
 *   <li>a shingle is {@code n} consecutive words joined by one space (a text of fewer words is one
 *       shingle, itself); its value {@code x} is the 64-bit FNV-1a hash of its bytes, shifted right
 *       by 3 (61 bits), taken mod {@code P = 2^61 - 1};</li>
 *   <li>permutation {@code i} is {@code h_i(x) = (a_i * x + b_i) mod P}, computed exactly (the
 *       122-bit product folded mod the Mersenne prime, never a wrapping {@code long});
 *       {@code a_i} in {@code [1, P)}, {@code b_i} in {@code [0, P)} are drawn in that order
 *       from SplitMix64 seeded with {@link #SEED}, each as {@code next mod (P - 1) + 1} and
 *       {@code next mod P} of the unsigned draw;</li>
 *   <li>signature value {@code i} is the least {@code h_i} over the text's shingles.</li>
 * </ul>
 * Immutable; one instance serves any number of texts from any number of threads.
 */
public final class MinHash implements java.io.Serializable {

    /** The Mersenne prime 2^61 - 1. */
    public static final long P = (1L << 61) - 1;
    /** The seed of the permutations' parameters. */
    public static final long SEED = 0x7472_6169_6e70_7265L; // "trainpre"

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private final int shingle;
    private final long[] a;
    private final long[] b;

    /**
     * @param shingle      words per shingle
     * @param permutations signature length
     */
    public MinHash(int shingle, int permutations) {
        if (shingle < 1 || permutations < 1) {
            throw new IllegalArgumentException("a shingle needs a word and a signature a permutation");
        }
        this.shingle = shingle;
        this.a = new long[permutations];
        this.b = new long[permutations];
        long state = SEED;
        for (int i = 0; i < permutations; i++) {
            state += 0x9e3779b97f4a7c15L;
            a[i] = Long.remainderUnsigned(mix(state), P - 1) + 1;
            state += 0x9e3779b97f4a7c15L;
            b[i] = Long.remainderUnsigned(mix(state), P);
        }
    }

    public int permutations() {
        return a.length;
    }

    public int shingle() {
        return shingle;
    }

    /** SplitMix64's output function. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** {@code (a * x + b) mod P} for {@code a, x, b} in {@code [0, P)}, exactly. */
    static long permute(long a, long x, long b) {
        long hi = Math.multiplyHigh(a, x); // both < 2^61: the product < 2^122, hi < 2^58
        long lo = a * x;
        // 2^64 = 2^3 * 2^61 = 8 (mod P); lo = (lo >>> 61) * 2^61 + (lo & P) = (lo >>> 61) + (lo & P) (mod P)
        long r = (lo & P) + (lo >>> 61) + (hi << 3);
        r = (r & P) + (r >>> 61);
        r += b;
        r = (r & P) + (r >>> 61);
        return r >= P ? r - P : r;
    }

    /** A shingle's value: FNV-1a 64 of {@code text[from, to)}, shifted to 61 bits, mod P. */
    static long shingleValue(byte[] text, int from, int to) {
        long h = FNV_OFFSET;
        for (int i = from; i < to; i++) {
            h ^= text[i] & 0xff;
            h *= FNV_PRIME;
        }
        long x = h >>> 3;
        return x >= P ? x - P : x;
    }

    /** The signature of a cleaned text (ASCII words separated by single spaces). */
    public long[] signature(byte[] text, int length) {
        long[] sig = new long[a.length];
        Arrays.fill(sig, Long.MAX_VALUE);
        // word starts, and one past the last word's end as a sentinel start
        int[] starts = new int[16];
        int words = 0;
        for (int i = 0; i < length; i++) {
            if (text[i] != ' ' && (i == 0 || text[i - 1] == ' ')) {
                if (words + 1 >= starts.length) {
                    starts = Arrays.copyOf(starts, starts.length * 2);
                }
                starts[words++] = i;
            }
        }
        if (words == 0) {
            return sig;
        }
        int last = Math.max(0, words - shingle);
        for (int w = 0; w <= last; w++) {
            int end = w + shingle >= words ? trimmedEnd(text, length) : starts[w + shingle] - 1;
            offer(sig, shingleValue(text, starts[w], end));
        }
        return sig;
    }

    private static int trimmedEnd(byte[] text, int length) {
        int end = length;
        while (end > 0 && text[end - 1] == ' ') {
            end--;
        }
        return end;
    }

    private void offer(long[] sig, long x) {
        for (int i = 0; i < sig.length; i++) {
            long h = permute(a[i], x, b[i]);
            if (h < sig[i]) {
                sig[i] = h;
            }
        }
    }

    /** The estimated Jaccard similarity of two signatures: the share of positions where they agree. */
    public static double estimate(long[] x, long[] y) {
        return (double) agreements(x, y) / x.length;
    }

    /** Positions where two signatures agree. */
    public static int agreements(long[] x, long[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("signatures of " + x.length + " and " + y.length + " values");
        }
        int same = 0;
        for (int i = 0; i < x.length; i++) {
            if (x[i] == y[i]) {
                same++;
            }
        }
        return same;
    }
}

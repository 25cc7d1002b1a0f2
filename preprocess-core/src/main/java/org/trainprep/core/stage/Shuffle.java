package org.trainprep.core.stage;

import java.io.Serializable;
import java.util.Arrays;

/**
 * How a pass's records meet: by a binary key, in {@code partitions} partitions chosen by
 * {@code partitioner}, sorted within each by {@code order}, values of one key merged before the
 * shuffle by {@code combiner} when there is one (an engine may merge as often as it likes, or not
 * at all), each partition then given to {@code group}.
 */
public record Shuffle(int partitions, Partitioner partitioner, Order order, Combiner combiner, GroupFn group)
        implements Serializable {

    public Shuffle {
        if (partitions < 1) {
            throw new IllegalArgumentException("a shuffle needs at least one partition, was " + partitions);
        }
    }

    /** Which partition a key goes to. */
    @FunctionalInterface
    public interface Partitioner extends Serializable {
        int partition(byte[] key, int length, int partitions);

        /** By a hash of the key's bytes. */
        static Partitioner hash() {
            return (key, length, partitions) -> Math.floorMod(hash(key, length), partitions);
        }

        /** By a hash of the key's first {@code bytes} bytes (all of a shorter key): a key's head names its group. */
        static Partitioner hashOfFirst(int bytes) {
            return (key, length, partitions) -> Math.floorMod(hash(key, Math.min(bytes, length)), partitions);
        }

        private static int hash(byte[] key, int length) {
            int h = 1;
            for (int i = 0; i < length; i++) {
                h = 31 * h + key[i];
            }
            return h;
        }
    }

    /** A total order of keys, on their bytes. */
    @FunctionalInterface
    public interface Order extends Serializable {
        int compare(byte[] a, int aOffset, int aLength, byte[] b, int bOffset, int bLength);

        /**
         * A key's sort prefix: a {@code long} whose unsigned order never contradicts this order (a
         * key with a smaller prefix sorts first; equal prefixes say nothing). An engine may sort by
         * prefixes, packed in an array, and compare keys only on a tie. 0 for every key is always right.
         */
        default long prefix(byte[] key, int offset, int length) {
            return 0L;
        }

        /** Unsigned bytes, shorter first on a common prefix. */
        static Order bytes() {
            return UnsignedBytes.ORDER;
        }
    }

    /**
     * Unsigned byte order, eight bytes at a time: a sort calls it for every pair it compares, and
     * keys (a hash, a line number) mostly differ in their first eight bytes, where a big-endian
     * long's unsigned order is the bytes' order. {@link Arrays#compareUnsigned} took a sixth of the
     * review chain's time on MapReduce, most of it in its checks and set-up.
     */
    private static final class UnsignedBytes implements Order {
        static final UnsignedBytes ORDER = new UnsignedBytes();
        private static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles
                .byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);
        /** Past the first eight bytes, a rest longer than this is compared by {@link Arrays#mismatch}. */
        private static final int LONG_TAIL = 32;

        @Override
        public int compare(byte[] a, int ao, int al, byte[] b, int bo, int bl) {
            int n = Math.min(al, bl);
            int i = 0;
            if (n >= 8) {
                long x = (long) LONGS.get(a, ao);
                long y = (long) LONGS.get(b, bo);
                if (x != y) {
                    return Long.compareUnsigned(x, y);
                }
                i = 8;
                if (n - i > LONG_TAIL) {
                    // equal hashes: long equal keys (a duplicate text), where the JDK's vectorized
                    // mismatch is several times faster than a loop of longs
                    int m = Arrays.mismatch(a, ao + i, ao + n, b, bo + i, bo + n);
                    if (m < 0) {
                        return Integer.compare(al, bl);
                    }
                    return (a[ao + i + m] & 0xff) - (b[bo + i + m] & 0xff);
                }
            }
            for (; i + 8 <= n; i += 8) {
                long x = (long) LONGS.get(a, ao + i);
                long y = (long) LONGS.get(b, bo + i);
                if (x != y) {
                    return Long.compareUnsigned(x, y);
                }
            }
            for (; i < n; i++) {
                int c = (a[ao + i] & 0xff) - (b[bo + i] & 0xff);
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(al, bl);
        }

        /** The first eight bytes, big-endian, a shorter key padded with zeros (so it never sorts after a longer one it begins). */
        @Override
        public long prefix(byte[] key, int offset, int length) {
            if (length >= 8) {
                return (long) LONGS.get(key, offset);
            }
            long p = 0;
            for (int i = 0; i < 8; i++) {
                p = (p << 8) | (i < length ? key[offset + i] & 0xff : 0);
            }
            return p;
        }

        private Object readResolve() {
            return ORDER;
        }
    }

    /** Merges two values of one key into one; associative and commutative. */
    @FunctionalInterface
    public interface Combiner extends Serializable {
        byte[] merge(byte[] a, byte[] b);
    }
}

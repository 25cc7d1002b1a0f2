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

        /** Unsigned bytes, shorter first on a common prefix. */
        static Order bytes() {
            return (a, ao, al, b, bo, bl) -> Arrays.compareUnsigned(a, ao, ao + al, b, bo, bo + bl);
        }
    }

    /** Merges two values of one key into one; associative and commutative. */
    @FunctionalInterface
    public interface Combiner extends Serializable {
        byte[] merge(byte[] a, byte[] b);
    }
}

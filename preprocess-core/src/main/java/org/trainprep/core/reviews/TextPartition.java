package org.trainprep.core.reviews;

/**
 * Which dedup partition (reducer, hence HDF5 part) a cleaned text belongs to: the hash of its
 * UTF-8 bytes (Hadoop's {@code WritableComparator.hashBytes}, what {@code Text.hashCode} is) modulo
 * the partition count, as Hadoop's {@code HashPartitioner} computes it. Within a partition rows
 * are in the byte order of their texts. The MapReduce job partitions with this function, and the
 * reference runner orders its rows by it.
 */
public final class TextPartition {

    private TextPartition() {
    }

    public static int of(byte[] utf8, int len, int partitions) {
        int hash = 1;
        for (int i = 0; i < len; i++) {
            hash = 31 * hash + utf8[i];
        }
        return (hash & Integer.MAX_VALUE) % partitions;
    }
}

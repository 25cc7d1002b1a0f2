package org.trainprep.spark.stage;

import org.trainprep.core.stage.Shuffle;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;

/** A shuffle key's bytes with value equality, as Spark's shuffle hashes and compares keys. */
public final class Key implements Serializable {

    final byte[] bytes;
    /** The bytes' hash, 0 until asked for: a hash map of keys asks again each time it grows, as String's is kept. */
    private transient int hash;

    Key(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Key k && (hash == 0 || k.hash == 0 || hash == k.hash) && Arrays.equals(bytes, k.bytes);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Arrays.hashCode(bytes);
            hash = h;
        }
        return h;
    }

    /** The shuffle's order of keys. */
    static final class Order implements Comparator<Key>, Serializable {
        private final Shuffle.Order order;

        Order(Shuffle.Order order) {
            this.order = order;
        }

        @Override
        public int compare(Key a, Key b) {
            return order.compare(a.bytes, 0, a.bytes.length, b.bytes, 0, b.bytes.length);
        }
    }

    /** The shuffle's partitioner. */
    static final class Partitioner extends org.apache.spark.Partitioner {
        private final Shuffle.Partitioner partitioner;
        private final int partitions;

        Partitioner(Shuffle.Partitioner partitioner, int partitions) {
            this.partitioner = partitioner;
            this.partitions = partitions;
        }

        @Override
        public int numPartitions() {
            return partitions;
        }

        @Override
        public int getPartition(Object key) {
            byte[] b = ((Key) key).bytes;
            return partitioner.partition(b, b.length, partitions);
        }
    }
}

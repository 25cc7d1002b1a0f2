package org.trainprep.spark.reviews;

import org.trainprep.core.reviews.TextOrder;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;

/**
 * A cleaned text as the dedup shuffle keys it: its UTF-8 bytes and their {@link TextOrder} hash,
 * compared in {@link TextOrder} (hash, then bytes, unsigned), the order MapReduce's sort gives.
 */
final class TextKey implements Serializable {

    long hash;
    byte[] text;

    /** For the serializer. */
    TextKey() {
    }

    TextKey(byte[] text) {
        this.text = text;
        this.hash = TextOrder.hash(text, 0, text.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TextKey k && k.hash == hash && Arrays.equals(k.text, text);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** {@link TextOrder}, serializable for the shuffle. */
    static final class Order implements Comparator<TextKey>, Serializable {
        @Override
        public int compare(TextKey a, TextKey b) {
            return TextOrder.compare(a.hash, a.text, 0, a.text.length, b.hash, b.text, 0, b.text.length);
        }
    }

    /** {@link TextOrder#partition}: equal hash ranges, so partition order is text order. */
    static final class Partitioner extends org.apache.spark.Partitioner {
        private final int partitions;

        Partitioner(int partitions) {
            this.partitions = partitions;
        }

        @Override
        public int numPartitions() {
            return partitions;
        }

        @Override
        public int getPartition(Object key) {
            return TextOrder.partition(((TextKey) key).hash, partitions);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Partitioner p && p.partitions == partitions;
        }

        @Override
        public int hashCode() {
            return partitions;
        }
    }
}

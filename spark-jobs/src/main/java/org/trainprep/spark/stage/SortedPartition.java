package org.trainprep.spark.stage;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.UnsafeAlignedOffset;
import org.apache.spark.util.collection.unsafe.sort.PrefixComparators;
import org.apache.spark.util.collection.unsafe.sort.RecordComparator;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;
import org.apache.spark.util.collection.unsafe.sort.UnsafeSorterIterator;
import org.trainprep.core.stage.Shuffle;
import scala.Product2;
import scala.Tuple2;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A shuffled partition sorted by the shuffle's order in Spark's own external sorter for bytes (the
 * one its SQL sorts run on): each record's key and value copied into the task's memory pages, an
 * array of (pointer, prefix) sorted by the order's {@link Shuffle.Order#prefix} and, on equal
 * prefixes only, by the keys; sorted runs spilled to local disk when the task's execution memory
 * runs out, and merged. Sorting {@code Tuple2}s of key objects instead (Spark's sort for a
 * {@code ShuffledRDD} with a key ordering) chases three references per comparison, and the review
 * chain's dedup spent a third of its time there.
 */
final class SortedPartition {

    private SortedPartition() {
    }

    /** {@code records} of this task's partition, in {@code order}; the sorter's memory is the task's until it ends. */
    static Iterator<Tuple2<byte[], byte[]>> sort(Iterator<? extends Product2<byte[], byte[]>> records, Shuffle.Order order)
            throws IOException {
        TaskContext task = TaskContext.get();
        SparkEnv env = SparkEnv.get();
        SparkConf conf = env.conf();
        int spillEvery = conf.getInt("spark.shuffle.spill.numElementsForceSpillThreshold", Integer.MAX_VALUE);
        UnsafeExternalSorter sorter = UnsafeExternalSorter.create(task.taskMemoryManager(), env.blockManager(),
                env.serializerManager(), task, () -> new KeyComparator(order), PrefixComparators.BINARY,
                conf.getInt("spark.shuffle.sort.initialBufferSize", 4096), env.memoryManager().pageSizeBytes(),
                spillEvery, false);
        int held = 0;
        while (records.hasNext()) {
            // the sorter spills by itself when the task's memory runs out, but counts records only for
            // insertRecord: Spark's record-count threshold, honoured here as its other sorters do
            if (++held > spillEvery) {
                sorter.spill();
                held = 1;
            }
            Product2<byte[], byte[]> r = records.next();
            byte[] k = r._1();
            byte[] v = r._2();
            sorter.insertKVRecord(k, Platform.BYTE_ARRAY_OFFSET, k.length, v, Platform.BYTE_ARRAY_OFFSET, v.length,
                    order.prefix(k, 0, k.length), false);
        }
        UnsafeSorterIterator sorted = sorter.getSortedIterator();
        int lengthBytes = UnsafeAlignedOffset.getUaoSize();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return sorted.hasNext();
            }

            @Override
            public Tuple2<byte[], byte[]> next() {
                if (!sorted.hasNext()) {
                    throw new NoSuchElementException();
                }
                try {
                    sorted.loadNext();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                // a record: its key's length, the key, the value (as insertKVRecord lays it out)
                Object base = sorted.getBaseObject();
                long at = sorted.getBaseOffset();
                int keyLength = UnsafeAlignedOffset.getSize(base, at);
                byte[] key = copy(base, at + lengthBytes, keyLength);
                byte[] value = copy(base, at + lengthBytes + keyLength, sorted.getRecordLength() - lengthBytes - keyLength);
                return new Tuple2<>(key, value);
            }
        };
    }

    private static byte[] copy(Object base, long offset, int length) {
        byte[] b = new byte[length];
        Platform.copyMemory(base, offset, b, Platform.BYTE_ARRAY_OFFSET, length);
        return b;
    }

    /** The order on two records' keys, copied out of the pages (asked only when their prefixes are equal). */
    private static final class KeyComparator extends RecordComparator {
        private final Shuffle.Order order;
        private byte[] left = new byte[256];
        private byte[] right = new byte[256];

        KeyComparator(Shuffle.Order order) {
            this.order = order;
        }

        @Override
        public int compare(Object leftBase, long leftOffset, int leftLength, Object rightBase, long rightOffset,
                           int rightLength) {
            int lengthBytes = UnsafeAlignedOffset.getUaoSize();
            int l = UnsafeAlignedOffset.getSize(leftBase, leftOffset);
            int r = UnsafeAlignedOffset.getSize(rightBase, rightOffset);
            if (left.length < l) {
                left = new byte[Math.max(l, left.length * 2)];
            }
            if (right.length < r) {
                right = new byte[Math.max(r, right.length * 2)];
            }
            Platform.copyMemory(leftBase, leftOffset + lengthBytes, left, Platform.BYTE_ARRAY_OFFSET, l);
            Platform.copyMemory(rightBase, rightOffset + lengthBytes, right, Platform.BYTE_ARRAY_OFFSET, r);
            return order.compare(left, 0, l, right, 0, r);
        }
    }
}

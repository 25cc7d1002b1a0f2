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
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A shuffled partition sorted by the shuffle's order in Spark's own external sorter for bytes (the
 * one its SQL sorts run on): each record's key and value copied into the task's memory pages, an
 * array of (pointer, prefix) sorted by the order's {@link Shuffle.Order#prefix}; sorted runs spilled
 * to local disk when the task's execution memory runs out, and merged. Sorting {@code Tuple2}s of
 * key objects instead (Spark's sort for a {@code ShuffledRDD} with a key ordering) chases three
 * references per comparison, and the review chain's dedup spent a third of its time there.
 *
 * <p>When the prefixes of the partition's first records are mostly distinct from those of other
 * keys (the review dedup's text hashes, however many copies a text has; words), the array is radix sorted on the prefixes alone and only records whose
 * prefixes tie are then ordered by their keys ({@link TiesOrdered}): the comparison sort, prefix
 * then key, was 7% of a Spark review run's CPU. Keys whose prefixes mostly tie (positions of a
 * near-duplicate pass, whose first eight bytes are a file's number) are sorted by comparison, prefix
 * then key, as before. Either way the records come out in the order's total order, a key's records
 * in the order they came in (both sorts are stable) unless the sorter spilled.
 */
final class SortedPartition {

    /** The first records whose prefixes choose the sort. */
    static final int SAMPLE = 4096;
    /** Sort by comparison when at least this share of the sample ties on a prefix with another key. */
    private static final double TIED_FOR_COMPARISON = 0.25;
    /**
     * The most a run of tied prefixes takes in memory (its bytes and 64 a record for the objects
     * holding them) before it is handed to a sorter of its own, which spills.
     */
    static final long RUN_BYTES = 4L << 20;

    private SortedPartition() {
    }

    /** {@code records} of this task's partition, in {@code order}; the sorter's memory is the task's until it ends. */
    static Iterator<Tuple2<byte[], byte[]>> sort(Iterator<? extends Product2<byte[], byte[]>> records, Shuffle.Order order)
            throws IOException {
        return sort(records, order, RUN_BYTES);
    }

    /** As {@link #sort(Iterator, Shuffle.Order)}, holding at most {@code runBytes} of a run of tied prefixes. */
    static Iterator<Tuple2<byte[], byte[]>> sort(Iterator<? extends Product2<byte[], byte[]>> records, Shuffle.Order order,
                                                 long runBytes) throws IOException {
        List<Product2<byte[], byte[]>> first = new ArrayList<>();
        while (first.size() < SAMPLE && records.hasNext()) {
            first.add(records.next());
        }
        boolean radix = prefixesDecide(first, order);
        int spillEvery = spillEvery();
        UnsafeExternalSorter sorter = sorter(order, radix, spillEvery);
        int held = 0;
        Iterator<? extends Product2<byte[], byte[]>> firstRecords = first.iterator();
        while (firstRecords.hasNext() || records.hasNext()) {
            // the sorter spills by itself when the task's memory runs out, but counts records only for
            // insertRecord: Spark's record-count threshold, honoured here as its other sorters do
            if (++held > spillEvery) {
                sorter.spill();
                held = 1;
            }
            Product2<byte[], byte[]> r = firstRecords.hasNext() ? firstRecords.next() : records.next();
            insert(sorter, r._1(), r._2(), order);
        }
        Iterator<Tuple2<byte[], byte[]>> sorted = records(sorter.getSortedIterator());
        return radix ? new TiesOrdered(sorted, order, runBytes) : sorted;
    }

    /**
     * Whether fewer than {@link #TIED_FOR_COMPARISON} of the sample's records share their prefix with
     * a record of another key: then the prefixes decide almost every order, and a run of ties is
     * rare and short. Records of one key (a text's copies, however many) never count: they tie by
     * being equal, and a run of them is taken as it comes.
     */
    static boolean prefixesDecide(List<? extends Product2<byte[], byte[]>> sample, Shuffle.Order order) {
        if (sample.size() < 2) {
            return false;
        }
        int n = sample.size();
        long[] prefixes = new long[n];
        Integer[] byPrefix = new Integer[n];
        for (int i = 0; i < n; i++) {
            byte[] k = sample.get(i)._1();
            prefixes[i] = order.prefix(k, 0, k.length);
            byPrefix[i] = i;
        }
        java.util.Arrays.sort(byPrefix, (a, b) -> {
            int c = Long.compareUnsigned(prefixes[a], prefixes[b]);
            if (c != 0) {
                return c;
            }
            byte[] x = sample.get(a)._1();
            byte[] y = sample.get(b)._1();
            return order.compare(x, 0, x.length, y, 0, y.length);
        });
        int tied = 0;
        for (int i = 1; i < n; i++) {
            int a = byPrefix[i - 1];
            int b = byPrefix[i];
            byte[] x = sample.get(a)._1();
            byte[] y = sample.get(b)._1();
            if (prefixes[a] == prefixes[b] && order.compare(x, 0, x.length, y, 0, y.length) != 0) {
                tied++;
            }
        }
        return tied < TIED_FOR_COMPARISON * n;
    }

    /** Spark's record-count spill threshold (a test setting; unlimited by default). */
    private static int spillEvery() {
        return SparkEnv.get().conf().getInt("spark.shuffle.spill.numElementsForceSpillThreshold", Integer.MAX_VALUE);
    }

    /** A sorter in the task's memory: by prefix alone ({@code radix}), or by prefix then key. */
    private static UnsafeExternalSorter sorter(Shuffle.Order order, boolean radix, int spillEvery) {
        TaskContext task = TaskContext.get();
        SparkEnv env = SparkEnv.get();
        SparkConf conf = env.conf();
        return UnsafeExternalSorter.create(task.taskMemoryManager(), env.blockManager(),
                env.serializerManager(), task, () -> new KeyComparator(order), PrefixComparators.BINARY,
                conf.getInt("spark.shuffle.sort.initialBufferSize", 4096), env.memoryManager().pageSizeBytes(),
                spillEvery, radix);
    }

    private static void insert(UnsafeExternalSorter sorter, byte[] k, byte[] v, Shuffle.Order order) throws IOException {
        sorter.insertKVRecord(k, Platform.BYTE_ARRAY_OFFSET, k.length, v, Platform.BYTE_ARRAY_OFFSET, v.length,
                order.prefix(k, 0, k.length), false);
    }

    /** The sorter's records, each key and value copied out of its pages. */
    private static Iterator<Tuple2<byte[], byte[]>> records(UnsafeSorterIterator sorted) {
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

    /**
     * Records in prefix order made records in key order: each run of records whose prefixes tie is
     * read whole and, unless all its keys are equal (a text's copies), sorted by key, stably. A run
     * that outgrows its bound (a text with copies from more map tasks than the bound holds, or keys
     * crafted to share their hashes) goes, with the rest of it, to a sorter of its own by prefix then
     * key, which spills to disk as any sorter of the task does: memory stays bounded whatever the input.
     */
    static final class TiesOrdered implements Iterator<Tuple2<byte[], byte[]>> {
        private final Iterator<Tuple2<byte[], byte[]>> sorted;
        private final Shuffle.Order order;
        private final long runBytes;
        private final List<Tuple2<byte[], byte[]>> run = new ArrayList<>();
        private int at;
        private Iterator<Tuple2<byte[], byte[]>> spilled = java.util.Collections.emptyIterator();
        private UnsafeExternalSorter spilledSorter;
        private Tuple2<byte[], byte[]> ahead;
        private long aheadPrefix;

        TiesOrdered(Iterator<Tuple2<byte[], byte[]>> sorted, Shuffle.Order order, long runBytes) {
            this.sorted = sorted;
            this.order = order;
            this.runBytes = runBytes;
            advance();
        }

        private void advance() {
            if (sorted.hasNext()) {
                ahead = sorted.next();
                aheadPrefix = order.prefix(ahead._1(), 0, ahead._1().length);
            } else {
                ahead = null;
            }
        }

        @Override
        public boolean hasNext() {
            if (at < run.size() || spilled.hasNext()) {
                return true;
            }
            if (spilledSorter != null) {
                spilledSorter.cleanupResources();
                spilledSorter = null;
                spilled = java.util.Collections.emptyIterator();
            }
            run.clear();
            at = 0;
            if (ahead == null) {
                return false;
            }
            readRun();
            return true;
        }

        @Override
        public Tuple2<byte[], byte[]> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return at < run.size() ? run.get(at++) : spilled.next();
        }

        /** The next run of tied prefixes, in {@link #run} or, past the bound, in {@link #spilled}. */
        private void readRun() {
            long prefix = aheadPrefix;
            long bytes = 0;
            boolean oneKey = true;
            byte[] key = ahead._1();
            while (ahead != null && aheadPrefix == prefix) {
                byte[] k = ahead._1();
                oneKey = oneKey && (k == key || order.compare(k, 0, k.length, key, 0, key.length) == 0);
                run.add(ahead);
                bytes += 64 + k.length + ahead._2().length;
                advance();
                // past the bound with more of the run to come (a run that ends here, a single large
                // record too, is already in memory and needs no sorter of its own)
                if (bytes > runBytes && ahead != null && aheadPrefix == prefix) {
                    spill(prefix);
                    return;
                }
            }
            if (!oneKey) {
                run.sort((a, b) -> order.compare(a._1(), 0, a._1().length, b._1(), 0, b._1().length));
            }
        }

        /** The run read so far and the rest of it into a sorter of their own. */
        private void spill(long prefix) {
            try {
                spilledSorter = sorter(order, false, spillEvery());
                for (Tuple2<byte[], byte[]> r : run) {
                    insert(spilledSorter, r._1(), r._2(), order);
                }
                run.clear();
                while (ahead != null && aheadPrefix == prefix) {
                    insert(spilledSorter, ahead._1(), ahead._2(), order);
                    advance();
                }
                spilled = records(spilledSorter.getSortedIterator());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
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

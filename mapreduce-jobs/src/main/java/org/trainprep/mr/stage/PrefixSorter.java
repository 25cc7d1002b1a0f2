package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configurable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapred.MapTask;
import org.apache.hadoop.util.IndexedSortable;
import org.apache.hadoop.util.IndexedSorter;
import org.apache.hadoop.util.Progressable;
import org.apache.hadoop.util.QuickSort;
import org.trainprep.core.stage.Shuffle;

import java.lang.reflect.Field;
import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * A map task's sort of a spill ({@code map.sort.class}), in the order Hadoop's sort gives (a record's
 * partition, then its key by {@link StageKeyOrder}): each record's partition and key prefix
 * ({@link Shuffle.Order#prefix}) read once into a {@code long} with its index, those sorted, the
 * buffer's records then moved into that order; keys are compared in the buffer only where two
 * prefixes tie. Hadoop's {@link QuickSort} compares keys where they lie, between their values:
 * with review texts that is two cache misses a comparison, and a fifth of the review chain's time.
 *
 * <p>Memory: a {@code long} and an {@code int} a record of the spill, at most half the sort buffer
 * (a record takes at least 24 bytes of it: 16 of metadata, the key's and the value's lengths), kept
 * for the task's next spill; some 3 MB for a spill of review texts. The buffer's arrays are read by
 * reflection ({@code MapTask.MapOutputBuffer} offers no accessor); another collector, or a Hadoop
 * without those fields, is sorted by {@link QuickSort}.
 */
public final class PrefixSorter implements IndexedSorter, Configurable {

    private static final Class<?> BUFFER = MapTask.MapOutputBuffer.class;
    private static final Field KVMETA = field("kvmeta");
    private static final Field KVBUFFER = field("kvbuffer");
    private static final Field MAX_REC = field("maxRec");
    // MapOutputBuffer's record metadata: four ints a record
    private static final int KEYSTART = 1;
    private static final int PARTITION = 2;
    private static final int NMETA = 4;

    private final QuickSort quickSort = new QuickSort();
    private Configuration conf;
    private Shuffle.Order order;
    private int partitions;
    private long[] prefixes = new long[0];
    private int[] records = new int[0];

    @Override
    public void sort(IndexedSortable s, int l, int r) {
        sort(s, l, r, null);
    }

    @Override
    public void sort(IndexedSortable s, int l, int r, Progressable progress) {
        if (r - l < 2 || !BUFFER.isInstance(s) || !readsBuffers()) {
            quickSort.sort(s, l, r, progress);
            return;
        }
        IntBuffer meta;
        byte[] buffer;
        int maxRec;
        try {
            meta = (IntBuffer) KVMETA.get(s);
            buffer = (byte[]) KVBUFFER.get(s);
            maxRec = MAX_REC.getInt(s);
        } catch (IllegalAccessException e) {
            quickSort.sort(s, l, r, progress);
            return;
        }
        int n = r - l;
        if (prefixes.length < n) {
            int size = Math.max(n, (int) Math.min(Integer.MAX_VALUE - 8, prefixes.length * 3L / 2));
            prefixes = new long[size];
            records = new int[size];
        }
        int[] start = partitionStarts(meta, l, n, maxRec, partitions);
        readPrefixes(meta, buffer, l, n, maxRec, Arrays.copyOf(start, partitions));
        for (int p = 0; p < partitions; p++) {
            PrefixSort.sort(prefixes, records, start[p], start[p + 1]);
            if (progress != null) {
                progress.progress();
            }
        }
        permute(s, l, n, records);
        sortTies(s, l, start, progress);
    }

    // Each loop of the sort is a method of its own: the sort runs once a spill, so C2 compiles its
    // loops on stack as they run, and as one method each loop's compilation took the whole method
    // with everything it inlines again, eight compilations and 0.37 s of C2 a 1 M review run.

    /** Where each partition's records start among the spill's {@code n}, and the end, by their count. */
    private static int[] partitionStarts(IntBuffer meta, int l, int n, int maxRec, int partitions) {
        int[] start = new int[partitions + 1];
        for (int i = 0; i < n; i++) {
            start[meta.get(((l + i) % maxRec) * NMETA + PARTITION) + 1]++;
        }
        for (int p = 0; p < partitions; p++) {
            start[p + 1] += start[p];
        }
        return start;
    }

    /** Each record's partition and key prefix, placed among its partition's ({@code next}: where the next goes). */
    private void readPrefixes(IntBuffer meta, byte[] buffer, int l, int n, int maxRec, int[] next) {
        for (int i = 0; i < n; i++) {
            int m = ((l + i) % maxRec) * NMETA;
            int k = next[meta.get(m + PARTITION)]++;
            // the top bit flipped: the signed order of these longs is the unsigned order of the prefixes
            prefixes[k] = StageKeyOrder.prefix(order, buffer, meta.get(m + KEYSTART)) ^ Long.MIN_VALUE;
            records[k] = i;
        }
    }

    /**
     * Sorted place k takes record {@code records[k]}: each cycle of that permutation walked with
     * swaps, a place done marked by its record becoming its own.
     */
    private static void permute(IndexedSortable s, int l, int n, int[] records) {
        for (int k = 0; k < n; k++) {
            int at = k;
            while (records[at] != k) {
                int from = records[at];
                s.swap(l + at, l + from);
                records[at] = at;
                at = from;
            }
            records[at] = at;
        }
    }

    /** Equal prefixes in one partition: those records' keys compared in the buffer. */
    private void sortTies(IndexedSortable s, int l, int[] start, Progressable progress) {
        for (int p = 0; p < partitions; p++) {
            for (int k = start[p] + 1; k < start[p + 1]; ) {
                if (prefixes[k] != prefixes[k - 1]) {
                    k++;
                    continue;
                }
                int first = k - 1;
                while (k < start[p + 1] && prefixes[k] == prefixes[first]) {
                    k++;
                }
                quickSort.sort(s, l + first, l + k, progress);
            }
        }
    }

    /** Whether this Hadoop's sort buffer has the fields the prefix sort reads (else every spill is sorted by QuickSort). */
    static boolean readsBuffers() {
        return KVMETA != null && KVBUFFER != null && MAX_REC != null;
    }

    @Override
    public void setConf(Configuration conf) {
        this.conf = conf;
        ShuffleKeys keys = ShuffleKeys.of(conf);
        order = keys.order();
        partitions = keys.partitions();
    }

    @Override
    public Configuration getConf() {
        return conf;
    }

    private static Field field(String name) {
        try {
            Field f = BUFFER.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}

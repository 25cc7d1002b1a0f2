package org.trainprep.mr.stage;

/**
 * Sorts {@code long}s in signed order, carrying an {@code int} with each: an introsort (quicksort
 * with three-way partitions, heapsort past a depth of twice the range's log, insertion sort on short
 * ranges), so equal keys, which sorted prefixes have many of, cost one pass, and no input is quadratic.
 */
final class PrefixSort {

    private static final int SHORT = 24;

    private PrefixSort() {
    }

    /** Sorts {@code keys[from, to)}, moving {@code values} alongside. */
    static void sort(long[] keys, int[] values, int from, int to) {
        int depth = 2 * (32 - Integer.numberOfLeadingZeros(Math.max(1, to - from)));
        sort(keys, values, from, to, depth);
    }

    private static void sort(long[] keys, int[] values, int from, int to, int depth) {
        while (to - from > SHORT) {
            if (depth-- == 0) {
                heapSort(keys, values, from, to);
                return;
            }
            long pivot = median(keys[from], keys[(from + to) >>> 1], keys[to - 1]);
            int lt = from;
            int i = from;
            int gt = to - 1;
            while (i <= gt) {
                long k = keys[i];
                if (k < pivot) {
                    swap(keys, values, lt++, i++);
                } else if (k > pivot) {
                    swap(keys, values, i, gt--);
                } else {
                    i++;
                }
            }
            // the shorter side by recursion, the longer by the loop: the stack stays O(log n)
            if (lt - from < to - gt - 1) {
                sort(keys, values, from, lt, depth);
                from = gt + 1;
            } else {
                sort(keys, values, gt + 1, to, depth);
                to = lt;
            }
        }
        for (int i = from + 1; i < to; i++) {
            long k = keys[i];
            int v = values[i];
            int j = i - 1;
            while (j >= from && keys[j] > k) {
                keys[j + 1] = keys[j];
                values[j + 1] = values[j];
                j--;
            }
            keys[j + 1] = k;
            values[j + 1] = v;
        }
    }

    private static long median(long a, long b, long c) {
        return a < b ? (b < c ? b : Math.max(a, c)) : (a < c ? a : Math.max(b, c));
    }

    private static void heapSort(long[] keys, int[] values, int from, int to) {
        int n = to - from;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(keys, values, from, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(keys, values, from, from + end);
            siftDown(keys, values, from, 0, end);
        }
    }

    private static void siftDown(long[] keys, int[] values, int base, int i, int n) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                return;
            }
            if (child + 1 < n && keys[base + child + 1] > keys[base + child]) {
                child++;
            }
            if (keys[base + i] >= keys[base + child]) {
                return;
            }
            swap(keys, values, base + i, base + child);
            i = child;
        }
    }

    private static void swap(long[] keys, int[] values, int i, int j) {
        long k = keys[i];
        keys[i] = keys[j];
        keys[j] = k;
        int v = values[i];
        values[i] = values[j];
        values[j] = v;
    }
}

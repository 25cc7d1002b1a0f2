package org.trainprep.core.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The best pair of a count table, where best is Python's {@code max(stats, key=lambda x: (stats[x],
 * x))}: the highest count, ties to the greatest pair of strings in code point order. A lazy binary
 * heap: every change pushes an entry, and an entry whose count no longer matches the table is
 * dropped when it surfaces; {@link #rebuild} starts over from the table.
 */
final class PairHeap {

    private final BpeLearner.Symbols symbols;
    private long[] values = new long[64];
    private long[] keys = new long[64];
    private int size;

    PairHeap(BpeLearner.Symbols symbols) {
        this.symbols = symbols;
    }

    record Top(long key, long value) {
    }

    void rebuild(LongLongMap table) {
        size = 0;
        table.forEach((k, v) -> {
            ensure(size + 1);
            keys[size] = k;
            values[size] = v;
            size++;
        });
        for (int i = size / 2 - 1; i >= 0; i--) {
            down(i);
        }
    }

    void push(long key, long value) {
        ensure(size + 1);
        keys[size] = key;
        values[size] = value;
        up(size++);
    }

    /** The table's best entry, or null if the table is empty; stale heap entries are dropped. */
    Top best(LongLongMap table) {
        compactIfLarge(table);
        while (size > 0) {
            if (live(table, 0)) {
                return new Top(keys[0], values[0]);
            }
            pop();
        }
        return null;
    }

    /** Every key of the table whose count is at least {@code threshold}, each once; they stay. */
    List<Long> atLeast(LongLongMap table, double threshold) {
        compactIfLarge(table);
        List<Long> found = new ArrayList<>();
        LongLongMap seen = new LongLongMap(64);
        List<long[]> popped = new ArrayList<>();
        while (size > 0 && values[0] >= threshold) {
            long k = keys[0];
            long v = values[0];
            boolean live = live(table, 0);
            pop();
            if (live && !seen.containsKey(k)) {
                seen.put(k, 1);
                found.add(k);
                popped.add(new long[] {k, v});
            }
        }
        for (long[] e : popped) {
            push(e[0], e[1]);
        }
        return found;
    }

    private boolean live(LongLongMap table, int i) {
        return table.containsKey(keys[i]) && table.get(keys[i]) == values[i];
    }

    private void compactIfLarge(LongLongMap table) {
        if (size > 1024 && size > 4L * table.size()) {
            rebuild(table);
        }
    }

    private void pop() {
        size--;
        keys[0] = keys[size];
        values[0] = values[size];
        if (size > 0) {
            down(0);
        }
    }

    private void up(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!better(i, parent)) {
                return;
            }
            swap(i, parent);
            i = parent;
        }
    }

    private void down(int i) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) {
                return;
            }
            int best = l + 1 < size && better(l + 1, l) ? l + 1 : l;
            if (!better(best, i)) {
                return;
            }
            swap(i, best);
            i = best;
        }
    }

    private boolean better(int a, int b) {
        if (values[a] != values[b]) {
            return values[a] > values[b];
        }
        return comparePairs(keys[a], keys[b]) > 0;
    }

    private int comparePairs(long a, long b) {
        if (a == b) {
            return 0;
        }
        int c = CodePoints.compare(symbols.text((int) (a >>> 32)), symbols.text((int) (b >>> 32)));
        return c != 0 ? c : CodePoints.compare(symbols.text((int) a), symbols.text((int) b));
    }

    private void swap(int a, int b) {
        long k = keys[a];
        keys[a] = keys[b];
        keys[b] = k;
        long v = values[a];
        values[a] = values[b];
        values[b] = v;
    }

    private void ensure(int n) {
        if (n > keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
            values = Arrays.copyOf(values, values.length * 2);
        }
    }
}

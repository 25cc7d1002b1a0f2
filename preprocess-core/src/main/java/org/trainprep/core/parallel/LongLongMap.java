package org.trainprep.core.parallel;

import java.util.Arrays;

/**
 * An open-addressing map from {@code long} to {@code long} with 0 for an absent key, so that a
 * symbol-pair table of millions of entries costs 16 bytes an entry instead of a boxed
 * {@code HashMap}'s ~80. Removal uses backward-shift deletion, so no tombstones pile up.
 */
final class LongLongMap {

    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private long[] values;
    private int size;
    private int mask;

    LongLongMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[capacity];
        values = new long[capacity];
        Arrays.fill(keys, EMPTY);
        mask = capacity - 1;
    }

    int size() {
        return size;
    }

    boolean containsKey(long key) {
        return keys[slot(key)] != EMPTY;
    }

    long get(long key) {
        int s = slot(key);
        return keys[s] == EMPTY ? 0 : values[s];
    }

    void put(long key, long value) {
        int s = slot(key);
        if (keys[s] == EMPTY) {
            keys[s] = key;
            if (++size * 2 > keys.length) {
                values[s] = value;
                grow();
                return;
            }
        }
        values[s] = value;
    }

    /** Adds {@code delta}, creating the entry at 0 first, as Python's {@code defaultdict(int)} does. */
    long add(long key, long delta) {
        int s = slot(key);
        if (keys[s] == EMPTY) {
            put(key, delta);
            return delta;
        }
        return values[s] += delta;
    }

    void remove(long key) {
        int s = slot(key);
        if (keys[s] == EMPTY) {
            return;
        }
        size--;
        int gap = s;
        int i = s;
        while (true) {
            i = (i + 1) & mask;
            if (keys[i] == EMPTY) {
                break;
            }
            int home = hash(keys[i]) & mask;
            // move the entry back into the gap unless its home lies cyclically in (gap, i]
            if (gap <= i ? (home <= gap || home > i) : (home <= gap && home > i)) {
                keys[gap] = keys[i];
                values[gap] = values[i];
                gap = i;
            }
        }
        keys[gap] = EMPTY;
    }

    /** Calls {@code action} for every entry; the map must not change meanwhile. */
    void forEach(Entry action) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != EMPTY) {
                action.accept(keys[i], values[i]);
            }
        }
    }

    /** Keys and values in one snapshot, for a pass that changes the map as it goes. */
    long[][] snapshot() {
        long[] k = new long[size];
        long[] v = new long[size];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != EMPTY) {
                k[n] = keys[i];
                v[n++] = values[i];
            }
        }
        return new long[][] {k, v};
    }

    LongLongMap copy() {
        LongLongMap c = new LongLongMap(1);
        c.keys = keys.clone();
        c.values = values.clone();
        c.size = size;
        c.mask = mask;
        return c;
    }

    private int slot(long key) {
        int s = hash(key) & mask;
        while (keys[s] != EMPTY && keys[s] != key) {
            s = (s + 1) & mask;
        }
        return s;
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                int s = slot(oldKeys[i]);
                keys[s] = oldKeys[i];
                values[s] = oldValues[i];
            }
        }
    }

    @FunctionalInterface
    interface Entry {
        void accept(long key, long value);
    }
}

package org.trainprep.core.text;

/**
 * An immutable map from words to ints that is probed with a slice of a char buffer, so hot
 * loops (stop-word tests, token-to-id lookups over billions of tokens) never make a String
 * per token. Open addressing with linear probing over a power-of-two table at most half full.
 */
public final class CharSliceIntMap {

    private final char[][] keys;
    private final int[] values;
    private final int mask;
    private final int size;

    private CharSliceIntMap(char[][] keys, int[] values, int size) {
        this.keys = keys;
        this.values = values;
        this.mask = keys.length - 1;
        this.size = size;
    }

    /** Collects entries; a repeated key keeps its first value. */
    public static final class Builder {
        private char[][] keys;
        private int[] values;
        private int size;

        public Builder(int expectedSize) {
            int capacity = Integer.highestOneBit(Math.max(8, expectedSize * 2) - 1) << 1;
            keys = new char[capacity][];
            values = new int[capacity];
        }

        /** Returns false (and keeps the old value) when {@code key} is already present. */
        public boolean put(String key, int value) {
            if ((size + 1) * 2 > keys.length) {
                grow();
            }
            char[] chars = key.toCharArray();
            int slot = hash(chars, 0, chars.length) & (keys.length - 1);
            while (keys[slot] != null) {
                if (keys[slot].length == chars.length && regionEquals(keys[slot], chars, 0, chars.length)) {
                    return false;
                }
                slot = (slot + 1) & (keys.length - 1);
            }
            keys[slot] = chars;
            values[slot] = value;
            size++;
            return true;
        }

        private void grow() {
            char[][] oldKeys = keys;
            int[] oldValues = values;
            keys = new char[oldKeys.length * 2][];
            values = new int[oldKeys.length * 2];
            int m = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    int slot = hash(oldKeys[i], 0, oldKeys[i].length) & m;
                    while (keys[slot] != null) {
                        slot = (slot + 1) & m;
                    }
                    keys[slot] = oldKeys[i];
                    values[slot] = oldValues[i];
                }
            }
        }

        public CharSliceIntMap build() {
            return new CharSliceIntMap(keys, values, size);
        }
    }

    public int size() {
        return size;
    }

    /** The value of {@code buf[off, off+len)}, or {@code missing} when absent. */
    public int get(char[] buf, int off, int len, int missing) {
        return get(buf, off, len, hash(buf, off, len), missing);
    }

    /**
     * As {@link #get(char[], int, int, int)} with the hash already known: callers that build a
     * token char by char fold {@link #hashStep} in as they go instead of hashing it again.
     *
     * @param hash {@link #finishHash} of {@link #hashStep} over the slice, starting from 0
     */
    public int get(char[] buf, int off, int len, int hash, int missing) {
        int slot = hash & mask;
        char[] candidate;
        while ((candidate = keys[slot]) != null) {
            if (candidate.length == len && regionEquals(candidate, buf, off, len)) {
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        return missing;
    }

    public int get(String key, int missing) {
        return get(key.toCharArray(), 0, key.length(), missing);
    }

    private static boolean regionEquals(char[] a, char[] buf, int off, int len) {
        for (int i = 0; i < len; i++) {
            if (a[i] != buf[off + i]) {
                return false;
            }
        }
        return true;
    }

    /** One step of the slice hash: {@code h = hashStep(h, c)} for each char, from 0. */
    public static int hashStep(int h, char c) {
        return 31 * h + c;
    }

    /** Spreads the high bits so the low bits used as a table index see them. */
    public static int finishHash(int h) {
        return h ^ (h >>> 16);
    }

    private static int hash(char[] buf, int off, int len) {
        int h = 0;
        for (int i = 0; i < len; i++) {
            h = hashStep(h, buf[off + i]);
        }
        return finishHash(h);
    }
}

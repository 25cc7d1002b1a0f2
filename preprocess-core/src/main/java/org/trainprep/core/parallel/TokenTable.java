package org.trainprep.core.parallel;

import java.util.Arrays;

/**
 * Distinct strings numbered 0, 1, 2... in the order they are first added: the ids a part's BPE
 * tokens (or, without BPE, its words) are counted by, so counting a token is an array increment.
 * A lookup is one probe of a {@code long} array (the hash beside the id) and one compare of chars.
 * Not thread-safe.
 */
final class TokenTable {

    /** by slot: the hash in the high half, id + 1 in the low; 0 is an empty slot */
    private long[] slots;
    private int[] hashes = new int[64];
    private String[] texts = new String[64];
    private int size;

    TokenTable(int expected) {
        slots = new long[Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1];
    }

    int size() {
        return size;
    }

    String text(int id) {
        return texts[id];
    }

    /** The id of {@code line}'s chars from {@code from} to {@code to}, -1 if absent. */
    private int find(String line, int from, int to) {
        int h = hash(line, from, to);
        int mask = slots.length - 1;
        for (int s = h & mask; ; s = (s + 1) & mask) {
            long slot = slots[s];
            if (slot == 0) {
                return -1;
            }
            if ((int) (slot >>> 32) == h) {
                int id = (int) slot - 1;
                String t = texts[id];
                if (t.length() == to - from && line.regionMatches(from, t, 0, to - from)) {
                    return id;
                }
            }
        }
    }

    /** The id of {@code text}, added if absent. */
    int id(String text) {
        int id = find(text, 0, text.length());
        return id >= 0 ? id : add(text);
    }

    /** Adds a string that is not in the table; its id. */
    int add(String text) {
        if (2 * (size + 1) > slots.length) {
            rehash(slots.length * 2);
        }
        if (size == texts.length) {
            texts = Arrays.copyOf(texts, size * 2);
            hashes = Arrays.copyOf(hashes, size * 2);
        }
        int h = hash(text, 0, text.length());
        texts[size] = text;
        hashes[size] = h;
        place(size, h);
        return size++;
    }

    private void place(int id, int h) {
        int mask = slots.length - 1;
        int s = h & mask;
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = (long) h << 32 | (id + 1L);
    }

    private void rehash(int capacity) {
        slots = new long[capacity];
        for (int id = 0; id < size; id++) {
            place(id, hashes[id]);
        }
    }

    static int hash(String line, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + line.charAt(i);
        }
        // the low bits pick the slot: spread the high ones into them
        h *= 0x9E3779B9;
        return h ^ (h >>> 15);
    }
}

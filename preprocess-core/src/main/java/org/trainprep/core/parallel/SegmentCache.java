package org.trainprep.core.parallel;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Words an applier has segmented, each with its printed segmentation and its tokens' ids, packed
 * in one {@code char} array: a word found by a range of a line's chars is one probe of the slot
 * array and one run of the packed array, where strings kept in maps followed six references a word
 * (the parts pass looks up every word of the corpus here). Bounded by the memory it is given: at
 * most {@link #MAX_WORDS} words in at most 32 chars a word (some 20 MB), fewer in less; when either
 * bound is reached everything is forgotten at once. A word too long to keep is not kept. Not thread-safe.
 *
 * <p>An entry: the word's length, the segmentation's length and the token count as two chars each,
 * then the word, the segmentation and the token ids (two chars each).
 */
final class SegmentCache {

    static final int MAX_WORDS = 1 << 18;
    private static final int MIN_WORDS = 1 << 12;
    private static final int CHARS_PER_WORD = 32;
    /** two slots of 8 bytes and 32 chars of 2 bytes a word */
    private static final int BYTES_PER_WORD = 80;
    private static final int HEADER = 6;
    /** what a cache of {@link #MAX_WORDS} takes */
    static final long MAX_BYTES = (long) MAX_WORDS * BYTES_PER_WORD;
    static final int MAX_CHARS = MAX_WORDS * CHARS_PER_WORD;

    private final int maxWords;
    private final int maxChars;
    /** by slot: the hash in the high half, the entry's offset + 1 in the low; 0 is an empty slot */
    private final long[] slots;
    private char[] packed = new char[1 << 16];
    private int used;
    private int words;

    /** A cache of the most words {@code bytes} hold (a power of two from 4,096 to {@link #MAX_WORDS}). */
    SegmentCache(long bytes) {
        maxWords = (int) Math.max(MIN_WORDS, Math.min(MAX_WORDS, Long.highestOneBit(Math.max(1, bytes / BYTES_PER_WORD))));
        maxChars = maxWords * CHARS_PER_WORD;
        slots = new long[maxWords * 2];
    }

    /** The entry of {@code line}'s chars from {@code from} to {@code to}, -1 if absent. */
    int find(String line, int from, int to) {
        int h = TokenTable.hash(line, from, to);
        int mask = slots.length - 1;
        int length = to - from;
        for (int s = h & mask; ; s = (s + 1) & mask) {
            long slot = slots[s];
            if (slot == 0) {
                return -1;
            }
            if ((int) (slot >>> 32) == h) {
                int e = (int) slot - 1;
                if (get(e) == length && sameChars(line, from, e + HEADER, length)) {
                    return e;
                }
            }
        }
    }

    /** Appends an entry's segmentation to {@code out} and hands its tokens to {@code tokenIds}. */
    void print(int entry, StringBuilder out, IntConsumer tokenIds) {
        int wordLength = get(entry);
        int segmentedLength = get(entry + 2);
        int tokens = get(entry + 4);
        int at = entry + HEADER + wordLength;
        out.append(packed, at, segmentedLength);
        at += segmentedLength;
        for (int t = 0; t < tokens; t++, at += 2) {
            tokenIds.accept(get(at));
        }
    }

    /**
     * Keeps a word, its segmentation and its tokens ({@code tokenIds[0..tokens)}); the entry, or -1
     * if the word is too long to keep.
     */
    int add(String word, String segmented, int[] tokenIds, int tokens) {
        long size = HEADER + (long) word.length() + segmented.length() + 2L * tokens;
        if (size > maxChars / 16) {
            return -1;
        }
        if (words == maxWords || used + size > maxChars) {
            clear();
        }
        if (used + size > packed.length) {
            packed = Arrays.copyOf(packed, (int) Math.min(maxChars, Math.max(packed.length * 2L, used + size)));
        }
        int e = used;
        put(e, word.length());
        put(e + 2, segmented.length());
        put(e + 4, tokens);
        int at = e + HEADER;
        word.getChars(0, word.length(), packed, at);
        at += word.length();
        segmented.getChars(0, segmented.length(), packed, at);
        at += segmented.length();
        for (int t = 0; t < tokens; t++, at += 2) {
            put(at, tokenIds[t]);
        }
        used = at;
        words++;
        int h = TokenTable.hash(word, 0, word.length());
        int mask = slots.length - 1;
        int s = h & mask;
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = (long) h << 32 | (e + 1L);
        return e;
    }

    private void clear() {
        Arrays.fill(slots, 0);
        used = 0;
        words = 0;
    }

    private boolean sameChars(String line, int from, int at, int length) {
        for (int i = 0; i < length; i++) {
            if (line.charAt(from + i) != packed[at + i]) {
                return false;
            }
        }
        return true;
    }

    private int get(int at) {
        return packed[at] << 16 | packed[at + 1];
    }

    private void put(int at, int value) {
        packed[at] = (char) (value >>> 16);
        packed[at + 1] = (char) value;
    }
}

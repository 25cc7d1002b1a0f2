package org.trainprep.core.vocab;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Stage 2 of the review chain: the tokens of cleaned texts counted by word. Cleaned texts hold
 * only {@code a-z}, {@code '} and single spaces, so a token is a run of bytes between spaces and
 * ASCII decoding is exact. An engine's task hands on and clears the counts whenever {@link #size()}
 * reaches its memory bound and sums them downstream; the reference runner keeps them all.
 *
 * <p>Every token of every distinct text passes through here, so a token is looked up by its
 * bytes in an open-addressing table and only a word seen for the first time is copied: no
 * {@code String} or boxed count per token (a {@code HashMap<String, ...>} was 8% of the chain's
 * time, docs/BENCHMARKS.md).
 */
public final class WordCounts {

    private byte[][] words = new byte[1024][];
    private long[] counts = new long[1024];
    /** Each held word's hash: most probes end on a differing hash, without comparing bytes. */
    private int[] hashes = new int[1024];
    private int size;

    /** Counts the tokens of one cleaned text (its bytes). */
    public void addText(byte[] text, int len) {
        int start = 0;
        int hash = 0;
        for (int i = 0; i < len; i++) {
            byte b = text[i];
            if (b == ' ') {
                if (i > start) {
                    add(text, start, i - start, hash);
                }
                start = i + 1;
                hash = 0;
            } else {
                hash = 31 * hash + b;
            }
        }
        if (len > start) {
            add(text, start, len - start, hash);
        }
    }

    private void add(byte[] text, int off, int len, int hash) {
        int mask = words.length - 1;
        int slot = slot(hash, mask);
        byte[] w;
        while ((w = words[slot]) != null) {
            if (hashes[slot] == hash && Arrays.equals(w, 0, w.length, text, off, off + len)) {
                counts[slot]++;
                return;
            }
            slot = (slot + 1) & mask;
        }
        words[slot] = Arrays.copyOfRange(text, off, off + len);
        counts[slot] = 1;
        hashes[slot] = hash;
        if (++size * 2 > words.length) {
            grow();
        }
    }

    /**
     * The home slot of a hash. A word's polynomial hash has few significant bits when the word is
     * short (most are), so it is spread by a multiplication before its low bits pick the slot:
     * without it short words crowded the table's first slots into long probe runs.
     */
    private static int slot(int hash, int mask) {
        int h = hash * 0x9E3779B9;
        return (h ^ (h >>> 15)) & mask;
    }

    private void grow() {
        byte[][] oldWords = words;
        long[] oldCounts = counts;
        int[] oldHashes = hashes;
        words = new byte[oldWords.length * 2][];
        counts = new long[oldWords.length * 2];
        hashes = new int[oldWords.length * 2];
        int mask = words.length - 1;
        for (int i = 0; i < oldWords.length; i++) {
            byte[] w = oldWords[i];
            if (w != null) {
                int slot = slot(oldHashes[i], mask);
                while (words[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                words[slot] = w;
                counts[slot] = oldCounts[i];
                hashes[slot] = oldHashes[i];
            }
        }
    }

    /** Distinct words held. */
    public int size() {
        return size;
    }

    /** Walks the words held, in no particular order; {@link #clear} after reading. */
    public Cursor cursor() {
        return new Cursor();
    }

    public void clear() {
        Arrays.fill(words, null);
        size = 0;
    }

    /** One pass over the held words: {@code while (c.next()) { c.word() ... c.count() }}. */
    public final class Cursor {
        private int slot = -1;

        public boolean next() {
            while (++slot < words.length) {
                if (words[slot] != null) {
                    return true;
                }
            }
            return false;
        }

        /** The current word's bytes (ASCII); do not modify. */
        public byte[] wordBytes() {
            return words[slot];
        }

        public String word() {
            return new String(words[slot], StandardCharsets.US_ASCII);
        }

        public long count() {
            return counts[slot];
        }
    }
}

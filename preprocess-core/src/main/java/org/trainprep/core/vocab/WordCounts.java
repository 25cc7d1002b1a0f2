package org.trainprep.core.vocab;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Stage 2 of the review chain: the tokens of cleaned texts counted by word. Cleaned texts hold
 * only {@code a-z}, {@code '} and single spaces, so a token is a run of bytes between spaces and
 * ASCII decoding is exact. A parallel corpus's words are counted here too, each added as its UTF-8
 * bytes ({@link #add(byte[], int, int)}) and read back as bytes. An engine's task hands on and clears the counts whenever {@link #size()}
 * reaches its memory bound and sums them downstream; the reference runner keeps them all.
 *
 * <p>Every token of every distinct text passes through here, so a token is looked up by its
 * bytes in an open-addressing table and only a word seen for the first time is copied: no
 * {@code String} or boxed count per token (a {@code HashMap<String, ...>} was 8% of the chain's
 * time, docs/BENCHMARKS.md). Each slot keeps its word's first eight bytes packed in a {@code long}
 * and, in the {@code long} beside it, its length and count: most words are at most eight bytes long,
 * so most lookups end on one cache line without reaching the word's own array (comparing it took a
 * sixth of the dedup's time; the head, length and count in three arrays were three cache misses a
 * token), and four slots share a cache line.
 */
public final class WordCounts {

    private static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles
            .byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    /**
     * The most distinct words a task holds before it hands its counts on ({@link #wordsWithin}):
     * 524,288 words fill a table of 2^20 slots to half, some 40 MB. Holding more hands on fewer
     * repeated counts: from 1 M realistic reviews, 0.8 million counts of 569,000 distinct words at
     * 500,000 words a task, 3.2 million at 200,000, and a vocabulary pass half as long
     * (docs/BENCHMARKS.md).
     */
    public static final int MAX_TASK_WORDS = 1 << 19;

    /** The fewest: a task whose memory holds less still counts words in tables of this size. */
    static final int MIN_TASK_WORDS = 1 << 13;

    /**
     * How many distinct words a task may hold in {@code bytes} of heap before it hands its counts
     * on: a table holds at most half as many words as it has slots, each slot 24 bytes (its two
     * {@code long}s and the reference to the word's array) and each word some 32 bytes of its own,
     * so 2^k slots holding 2^(k-1) words take 40 bytes a slot. A power of two between
     * {@link #MIN_TASK_WORDS} and {@link #MAX_TASK_WORDS}: the table never doubles past that.
     * Local mode runs a task per core in one heap: sixteen tasks of 500,000 words each in a
     * 768 MB heap spent a run in back-to-back full collections, which is why the bound is the
     * task's share of the heap ({@link org.trainprep.core.stage.TaskContext#memory}) and not a constant.
     */
    public static int wordsWithin(long bytes) {
        long slots = Long.highestOneBit(Math.max(1, bytes / 40));
        return (int) Math.max(MIN_TASK_WORDS, Math.min(MAX_TASK_WORDS, slots / 2));
    }

    /**
     * Per slot, two {@code long}s: the word's first eight bytes (the first in the lowest byte); its
     * length in the high 16 bits and its count in the low 48 (0: an empty slot).
     */
    private long[] slots = new long[2 * 1024];
    private byte[][] words = new byte[1024][];
    private int size;
    private static final long COUNT = (1L << 48) - 1;
    /** the most words a task holds before handing its counts on ({@link #holdsText}) */
    private final int maxWords;

    /** A table with no bound of its own: the reference runner keeps every word. */
    public WordCounts() {
        maxWords = Integer.MAX_VALUE;
    }

    /** A task's table, holding as many words as {@code bytes} of heap hold ({@link #wordsWithin}). */
    public WordCounts(long bytes) {
        maxWords = wordsWithin(bytes);
    }

    /** A text's tokens: where each starts, its length and head, found before any is counted. */
    private int[] tokenStarts = new int[64];
    private int[] tokenLengths = new int[64];
    private long[] tokenHeads = new long[64];
    /** What the touch of a text's home slots read: kept so the reads are not optimised away. */
    private long touched;

    /**
     * Counts the tokens of one cleaned text (its bytes). The tokens are found first and each one's
     * home slot read once, in a loop of independent loads, so the core fetches a text's slots from
     * memory together rather than one miss after another as each token is counted (the table is
     * tens of MB; a miss to memory a token was a sixth of a review run).
     */
    public void addText(byte[] text, int len) {
        int n = 0;
        int start = 0;
        int i = 0;
        // the spaces found eight bytes a step (a byte a step, the branch on each byte, was 19 ns a token)
        for (; i + 8 <= len; i += 8) {
            long x = (long) LONGS.get(text, i) ^ SPACES;
            // the high bit of exactly each byte that was a space
            long spaces = ~(((x & LOW7) + LOW7) | x | LOW7);
            while (spaces != 0) {
                int at = i + (Long.numberOfTrailingZeros(spaces) >>> 3);
                if (at > start) {
                    n = token(text, start, at - start, n);
                }
                start = at + 1;
                spaces &= spaces - 1;
            }
        }
        for (; i < len; i++) {
            if (text[i] == ' ') {
                if (i > start) {
                    n = token(text, start, i - start, n);
                }
                start = i + 1;
            }
        }
        if (len > start) {
            n = token(text, start, len - start, n);
        }
        long[] t = slots;
        int mask = words.length - 1;
        long touch = 0;
        for (int k = 0; k < n; k++) {
            touch += t[2 * slot(tokenHeads[k], tokenLengths[k], mask) + 1];
        }
        touched = touch;
        for (int k = 0; k < n; k++) {
            add(text, tokenStarts[k], tokenLengths[k], tokenHeads[k], 1);
        }
    }

    private static final long SPACES = 0x2020202020202020L;
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

    /** Notes token {@code n} of a text, {@code text[start, start + len)}, with its head; returns n + 1. */
    private int token(byte[] text, int start, int len, int n) {
        if (n == tokenStarts.length) {
            tokenStarts = Arrays.copyOf(tokenStarts, 2 * n);
            tokenLengths = Arrays.copyOf(tokenLengths, 2 * n);
            tokenHeads = Arrays.copyOf(tokenHeads, 2 * n);
        }
        tokenStarts[n] = start;
        tokenLengths[n] = len;
        // eight bytes read at once, those past the token masked off, unless they would pass the array's end
        tokenHeads[n] = start + 8 <= text.length
                ? (long) LONGS.get(text, start) & (len >= 8 ? -1L : (1L << (len << 3)) - 1) : head(text, start, len);
        return n + 1;
    }

    /** Counts one token, the bytes {@code text[off..off+len)} ({@code len > 0}). */
    public void add(byte[] text, int off, int len) {
        add(text, off, len, head(text, off, len), 1);
    }

    /**
     * Adds {@code count} (at least 1) to one word, the bytes {@code word[off..off+len)}
     * ({@code len > 0}): counts handed on by tasks, summed.
     */
    public void add(byte[] word, int off, int len, long count) {
        if (count < 1 || count > COUNT) {
            throw new IllegalArgumentException("a word's count must be 1.." + COUNT + ", was " + count);
        }
        add(word, off, len, head(word, off, len), count);
    }

    /** A word's first eight bytes packed in a {@code long}, the first in the lowest byte. */
    private static long head(byte[] text, int off, int len) {
        long head = 0;
        for (int i = 0, n = Math.min(len, 8); i < n; i++) {
            head |= (text[off + i] & 0xffL) << (i << 3);
        }
        return head;
    }

    private void add(byte[] text, int off, int len, long head, long count) {
        long[] t = slots;
        int mask = words.length - 1;
        int slot = slot(head, len, mask);
        long lengthBits = lengthBits(len);
        long l;
        while ((l = t[2 * slot + 1]) != 0) {
            if ((l & ~COUNT) == lengthBits && t[2 * slot] == head && (len <= 8 || sameTail(words[slot], text, off, len))) {
                if ((l & COUNT) + count > COUNT) {
                    throw new ArithmeticException("a word's count passed " + COUNT);
                }
                t[2 * slot + 1] = l + count;
                return;
            }
            slot = (slot + 1) & mask;
        }
        words[slot] = Arrays.copyOfRange(text, off, off + len);
        t[2 * slot] = head;
        t[2 * slot + 1] = lengthBits | count;
        if (++size * 2 > words.length) {
            grow();
        }
    }

    /** A word's length in a slot's high 16 bits (65,535 for any longer: its array says). */
    private static long lengthBits(int len) {
        return (long) Math.min(len, 0xffff) << 48;
    }

    /** Whether a held word equals the token past their (equal) first eight bytes. */
    private static boolean sameTail(byte[] word, byte[] text, int off, int len) {
        if (word.length != len) {
            return false;
        }
        int i = 8;
        for (; i + 8 <= len; i += 8) {
            if ((long) LONGS.get(word, i) != (long) LONGS.get(text, off + i)) {
                return false;
            }
        }
        for (; i < len; i++) {
            if (word[i] != text[off + i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The home slot of a word: its head and length mixed by multiplications (the head's high bytes
     * are zero for short words and its low bytes repeat across words, so its low bits alone would
     * crowd the table's first slots into long probe runs).
     */
    private static int slot(long head, int len, int mask) {
        long h = (head ^ ((long) len << 59)) * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47)) & mask;
    }

    private void grow() {
        long[] oldSlots = slots;
        byte[][] oldWords = words;
        int n = oldWords.length * 2;
        slots = new long[2 * n];
        words = new byte[n][];
        int mask = n - 1;
        for (int i = 0; i < oldWords.length; i++) {
            if (oldSlots[2 * i + 1] != 0) {
                int slot = slot(oldSlots[2 * i], oldWords[i].length, mask);
                while (slots[2 * slot + 1] != 0) {
                    slot = (slot + 1) & mask;
                }
                System.arraycopy(oldSlots, 2 * i, slots, 2 * slot, 2);
                words[slot] = oldWords[i];
            }
        }
    }

    /**
     * Whether a text of {@code bytes} bytes, its words separated by at least one byte (so at most
     * one word in two bytes), keeps the table within its bound; when not, a task hands its counts
     * on before adding it, so its table never doubles past the size {@link #wordsWithin} allowed.
     */
    public boolean holdsText(int bytes) {
        return size + (bytes + 1L) / 2 <= maxWords;
    }

    /** The heap the table takes: its slots, their references to the words and the words' own arrays. */
    long heapBytes() {
        long bytes = 8L * slots.length + 8L * words.length;
        for (byte[] w : words) {
            bytes += w == null ? 0 : 16 + ((w.length + 7) & ~7);
        }
        return bytes;
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
        Arrays.fill(slots, 0);
        size = 0;
    }

    /** One pass over the held words: {@code while (c.next()) { c.word() ... c.count() }}. */
    public final class Cursor {
        private int slot = -1;

        public boolean next() {
            while (++slot < words.length) {
                if (slots[2 * slot + 1] != 0) {
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
            return slots[2 * slot + 1] & COUNT;
        }
    }
}

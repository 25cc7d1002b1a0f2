package org.trainprep.core.text;

/**
 * A cleaned token (chars {@code a-z} and {@code '}) of at most {@link #MAX_LENGTH} chars as one
 * {@code long}: five bits a char, {@code a}=1 ... {@code z}=26, {@code '}=27, built with
 * {@link #step} as a loop reads the token. No char is 0, so tokens of different lengths never share
 * a code. Looking a token up by its code in a table of {@code long}s ({@link Map}) never reaches a
 * candidate's chars: the stop-word test and the vocabulary lookup of every token of a review.
 */
public final class PackedTokens {

    /** The longest token with a code. */
    public static final int MAX_LENGTH = 12;

    private PackedTokens() {
    }

    /** The next code of a token read so far as {@code code}, then {@code c} ({@code a-z} or {@code '}). */
    public static long step(long code, int c) {
        return (code << 5) | (c == '\'' ? 27 : c - ('a' - 1));
    }

    /** Whether {@code word} has a code: 1 to {@link #MAX_LENGTH} chars of {@code a-z} and {@code '}. */
    public static boolean packable(String word) {
        if (word.isEmpty() || word.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c == '\'')) {
                return false;
            }
        }
        return true;
    }

    /** The code of a {@link #packable} word. */
    public static long pack(String word) {
        long code = 0;
        for (int i = 0; i < word.length(); i++) {
            code = step(code, word.charAt(i));
        }
        return code;
    }

    /**
     * An immutable map from codes to ints: open addressing over a table at most half full, each
     * slot's code and value side by side, so a lookup reads one cache line, not one in an array of
     * codes and another in an array of values (the vocabulary lookup of every token of every row:
     * a tenth of the encoding, two misses a token, with the arrays apart and a quarter full).
     */
    public static final class Map {
        // per slot: its code (0: empty), then its value
        private final long[] slots;
        private final int shift;

        /** {@code values[i]} for {@code words[i]}; words without a code are left out. */
        public Map(java.util.List<String> words, int[] values) {
            int bits = 64 - Long.numberOfLeadingZeros(Math.max(16L, words.size() * 2L) - 1);
            this.slots = new long[2 << bits];
            this.shift = 64 - bits;
            int mask = (1 << bits) - 1;
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                if (packable(w)) {
                    long code = pack(w);
                    int slot = slot(code);
                    while (slots[2 * slot] != 0 && slots[2 * slot] != code) {
                        slot = (slot + 1) & mask;
                    }
                    if (slots[2 * slot] == 0) {
                        slots[2 * slot] = code;
                        slots[2 * slot + 1] = values[i];
                    }
                }
            }
        }

        private int slot(long code) {
            return (int) ((code * 0x9E3779B97F4A7C15L) >>> shift);
        }

        /** The value of the token with {@code code}, or {@code missing}. */
        public int get(long code, int missing) {
            long[] t = slots;
            int mask = (t.length >> 1) - 1;
            for (int slot = slot(code); ; slot = (slot + 1) & mask) {
                long c = t[2 * slot];
                if (c == code) {
                    return (int) t[2 * slot + 1];
                }
                if (c == 0) {
                    return missing;
                }
            }
        }
    }

    /**
     * An immutable set of codes, each in its own home slot: a lookup is one load and one compare,
     * with no probe loop whose exit a branch predictor must guess (the stop-word test of every token
     * of a review was a twelfth of the cleaning's samples as a probed {@link Map}). The table size
     * and the hash's multiplier are searched, deterministically, for one that gives every member a
     * slot of its own; a set too large to find one within {@link #MAX_BITS} bits is probed instead.
     */
    public static final class Set {
        private static final int MAX_BITS = 16;
        private static final int TRIES = 256;

        private final long[] codes;
        private final long multiplier;
        private final int shift;
        private final Map probed;

        /** The codes of the {@link #packable} words of {@code words}. */
        public Set(java.util.List<String> words) {
            long[] members = words.stream().filter(PackedTokens::packable).mapToLong(PackedTokens::pack)
                    .distinct().toArray();
            int bits = 64 - Long.numberOfLeadingZeros(Math.max(16L, members.length * 4L) - 1);
            java.util.SplittableRandom salts = new java.util.SplittableRandom(0x5EED);
            for (; bits <= MAX_BITS; bits++) {
                long[] table = new long[1 << bits];
                for (int t = 0; t < TRIES; t++) {
                    long m = salts.nextLong() | 1;
                    if (place(members, m, 64 - bits, table)) {
                        codes = table;
                        multiplier = m;
                        shift = 64 - bits;
                        probed = null;
                        return;
                    }
                }
            }
            codes = new long[]{-1L};
            multiplier = 0;
            shift = 63;
            int[] ones = new int[words.size()];
            java.util.Arrays.fill(ones, 1);
            probed = new Map(words, ones);
        }

        /** Whether every member has a slot of its own in {@code table} (one trial table per size, refilled). */
        private static boolean place(long[] members, long multiplier, int shift, long[] table) {
            // an empty slot holds -1, which no code is (a code has at most 60 bits)
            java.util.Arrays.fill(table, -1L);
            for (long code : members) {
                int slot = (int) ((code * multiplier) >>> shift);
                if (table[slot] != -1L) {
                    return false;
                }
                table[slot] = code;
            }
            return true;
        }

        /** Whether the token with {@code code} is a member. */
        public boolean contains(long code) {
            if (probed != null) {
                return probed.get(code, 0) != 0;
            }
            return codes[(int) ((code * multiplier) >>> shift)] == code;
        }
    }
}

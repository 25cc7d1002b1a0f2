package org.trainprep.core.reviews;

import org.trainprep.core.text.CharSliceIntMap;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * An immutable set of stop words that can be probed with a slice of a char buffer, so the
 * cleaner tests every token without making a String for it. A cleaned token of at most
 * {@link #PACKED_LENGTH} chars of {@code a-z} and {@code '} is also probed by its {@link #pack packed
 * code}, which the cleaner builds as it reads the token: one {@code long} looked up in a table that
 * fits in the processor's first cache, where comparing the token's chars with a candidate's took a
 * tenth of the cleaning.
 */
public final class StopWords {

    private static final String DEFAULT_RESOURCE = "stopwords-en.txt";
    /** Tokens up to this long have a packed code: five bits a char in a {@code long}. */
    public static final int PACKED_LENGTH = 12;

    private final CharSliceIntMap words;
    private final int maxLength;
    /** The packed codes of the stop words that have one, open addressing; 0 is an empty slot. */
    private final long[] codes;
    private final int shift;

    private StopWords(Collection<String> words) {
        CharSliceIntMap.Builder b = new CharSliceIntMap.Builder(words.size());
        int max = 0;
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(16, words.size() * 4L) - 1);
        long[] table = new long[1 << bits];
        for (String w : words) {
            if (b.put(w, 1)) {
                long code = packable(w) ? pack(w) : 0;
                if (code != 0) {
                    int slot = slot(code, 64 - bits);
                    while (table[slot] != 0) {
                        slot = (slot + 1) & (table.length - 1);
                    }
                    table[slot] = code;
                }
            }
            max = Math.max(max, w.length());
        }
        this.words = b.build();
        this.maxLength = max;
        this.codes = table;
        this.shift = 64 - bits;
    }

    /** One char's step of a token's packed code: {@code code = step(code, c)} from 0, for {@code a-z} and {@code '}. */
    public static long step(long code, char c) {
        return (code << 5) | (c == '\'' ? 27 : c - ('a' - 1));
    }

    private static boolean packable(String w) {
        if (w.isEmpty() || w.length() > PACKED_LENGTH) {
            return false;
        }
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c == '\'')) {
                return false;
            }
        }
        return true;
    }

    private static long pack(String w) {
        long code = 0;
        for (int i = 0; i < w.length(); i++) {
            code = step(code, w.charAt(i));
        }
        return code;
    }

    private static int slot(long code, int shift) {
        return (int) ((code * 0x9E3779B97F4A7C15L) >>> shift);
    }

    public static StopWords of(Collection<String> words) {
        return new StopWords(words);
    }

    /**
     * NLTK's English list plus the project's additions, exactly the list the original Python
     * mapper used (docs/FORMAT.md section 1).
     */
    public static StopWords english() {
        try (InputStream in = StopWords.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + DEFAULT_RESOURCE);
            }
            List<String> list = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isEmpty()) {
                    list.add(line);
                }
            }
            return new StopWords(list);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int size() {
        return words.size();
    }

    public boolean contains(String word) {
        return words.get(word, 0) != 0;
    }

    /** True if {@code buf[off, off+len)} is a stop word. */
    public boolean contains(char[] buf, int off, int len) {
        return len <= maxLength && words.get(buf, off, len, 0) != 0;
    }

    /**
     * As {@link #contains(char[], int, int)} for a cleaned token (chars of {@code a-z} and {@code '}
     * only) whose packed code, {@link #step} over its chars, is {@code code}.
     */
    public boolean containsCleaned(char[] buf, int off, int len, long code) {
        if (len > maxLength) {
            return false;
        }
        if (len > PACKED_LENGTH) {
            return words.get(buf, off, len, 0) != 0;
        }
        int mask = codes.length - 1;
        for (int slot = slot(code, shift); ; slot = (slot + 1) & mask) {
            long c = codes[slot];
            if (c == code) {
                return true;
            }
            if (c == 0) {
                return false;
            }
        }
    }
}

package org.trainprep.core.reviews;

import org.trainprep.core.text.CharSliceIntMap;
import org.trainprep.core.text.PackedTokens;

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
 * cleaner tests every token without making a String for it; a cleaned token of at most
 * {@link PackedTokens#MAX_LENGTH} chars is probed by its packed code, which the cleaner builds as
 * it reads the token (comparing the token's chars with a candidate's took a tenth of the cleaning).
 */
public final class StopWords {

    private static final String DEFAULT_RESOURCE = "stopwords-en.txt";

    private final CharSliceIntMap words;
    private final int maxLength;
    private final PackedTokens.Set packed;

    private StopWords(Collection<String> words) {
        CharSliceIntMap.Builder b = new CharSliceIntMap.Builder(words.size());
        int max = 0;
        for (String w : words) {
            b.put(w, 1);
            max = Math.max(max, w.length());
        }
        this.words = b.build();
        this.maxLength = max;
        this.packed = new PackedTokens.Set(List.copyOf(words));
    }

    public static StopWords of(Collection<String> words) {
        return new StopWords(words);
    }

    /**
     * NLTK's English list plus the project's additions, exactly the list the original Python
     * mapper used (docs/FORMAT.md section 1). One immutable set per JVM, shared by its tasks: each
     * task building its own searched for a collision-free table again (some 19 MB of trial tables a
     * task, a twentieth of a 1 M-review run's allocation).
     */
    public static StopWords english() {
        return English.WORDS;
    }

    /** Loaded when first asked for; the class's initialisation publishes it to every thread. */
    private static final class English {
        static final StopWords WORDS = load();
    }

    private static StopWords load() {
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
     * As {@link #contains(char[], int, int)} for a cleaned token (ASCII bytes of {@code a-z} and {@code '}
     * only) whose {@link PackedTokens} code is {@code code} (any value past the code's length).
     */
    public boolean containsCleaned(byte[] buf, int off, int len, long code) {
        if (len > maxLength) {
            return false;
        }
        if (len > PackedTokens.MAX_LENGTH) {
            return contains(new String(buf, off, len, java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        return packed.contains(code);
    }

}

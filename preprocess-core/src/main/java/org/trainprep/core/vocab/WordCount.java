package org.trainprep.core.vocab;

import java.util.Comparator;
import java.util.Objects;

/** A word and how often it occurs over the distinct cleaned texts. */
public record WordCount(String word, long count) {

    /**
     * Vocabulary rank order: count descending, ties by word ascending ({@code String.compareTo}),
     * so the vocabulary does not depend on input order or the number of reducers.
     */
    public static final Comparator<WordCount> RANK = (a, b) -> {
        int c = Long.compare(b.count, a.count);
        return c != 0 ? c : a.word.compareTo(b.word);
    };

    public WordCount {
        Objects.requireNonNull(word, "word");
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0, was " + count);
        }
    }
}

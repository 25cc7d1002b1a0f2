package org.trainprep.core.parallel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code vocab.bpe.N} as the GNMT pipeline makes it ({@code cat train.*.SRC train.*.TGT |
 * get_vocab.py | cut -f1 -d ' '}): every token of the BPE'd training text, most frequent first,
 * ties in the order they first occur in the source file and then the target file. A token's first
 * occurrence is kept as (side, line, position), so partial counts from tasks merge to the same
 * order whatever the partitioning ({@link #merge}).
 */
public final class BpeVocabulary {

    /** A token's count and where it first occurs. */
    public record Entry(long count, int side, long line, int position) implements Comparable<Entry> {
        /** Order of first occurrence. */
        @Override
        public int compareTo(Entry o) {
            int c = Integer.compare(side, o.side);
            if (c == 0) {
                c = Long.compare(line, o.line);
            }
            return c != 0 ? c : Integer.compare(position, o.position);
        }

        /** The sum of two partial counts of a token, first occurrence the earlier. */
        public Entry plus(Entry o) {
            Entry first = compareTo(o) <= 0 ? this : o;
            return new Entry(count + o.count, first.side, first.line, first.position);
        }
    }

    private final Map<String, Entry> tokens = new HashMap<>();

    /**
     * Counts the tokens of one BPE'd line ({@code side} 0 for the source, 1 for the target; {@code line} from 0).
     *
     * @return the line's tokens
     */
    public int add(int side, long line, String text) {
        int[] position = {0};
        Words.forEach(text, w -> merge(w, new Entry(1, side, line, position[0]++)));
        return position[0];
    }

    public void merge(String token, Entry entry) {
        tokens.merge(token, entry, Entry::plus);
    }

    /** Each token's count and first occurrence. */
    public Map<String, Entry> entries() {
        return java.util.Collections.unmodifiableMap(tokens);
    }

    /** One token a line, by count descending, ties by first occurrence. */
    public String text() {
        List<Map.Entry<String, Entry>> sorted = new ArrayList<>(tokens.entrySet());
        sorted.sort((a, b) -> {
            int c = Long.compare(b.getValue().count(), a.getValue().count());
            return c != 0 ? c : a.getValue().compareTo(b.getValue());
        });
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Entry> e : sorted) {
            out.append(e.getKey()).append('\n');
        }
        return out.toString();
    }

    /** How many distinct tokens. */
    public int size() {
        return tokens.size();
    }
}

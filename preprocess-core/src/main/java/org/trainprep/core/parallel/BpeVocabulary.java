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

    /**
     * A token's count and first occurrence as it is counted: updated in place, since every token of
     * every BPE'd line passes here (two {@link Entry}s made and merged per token were a sixth of the
     * parallel parts pass).
     */
    private static final class Tally {
        long count;
        int side;
        long line;
        int position;

        Tally(long count, int side, long line, int position) {
            this.count = count;
            this.side = side;
            this.line = line;
            this.position = position;
        }

        void add(long n, int side, long line, int position) {
            count += n;
            int c = Integer.compare(side, this.side);
            if (c == 0) {
                c = Long.compare(line, this.line);
            }
            if (c < 0 || c == 0 && position < this.position) {
                this.side = side;
                this.line = line;
                this.position = position;
            }
        }
    }

    private final Map<String, Tally> tokens = new HashMap<>();

    /**
     * Counts the tokens of one BPE'd line ({@code side} 0 for the source, 1 for the target; {@code line} from 0).
     *
     * @return the line's tokens
     */
    public int add(int side, long line, String text) {
        int[] position = {0};
        Words.forEach(text, w -> add(w, 1, side, line, position[0]++));
        return position[0];
    }

    public void merge(String token, Entry entry) {
        add(token, entry.count(), entry.side(), entry.line(), entry.position());
    }

    private void add(String token, long n, int side, long line, int position) {
        Tally t = tokens.get(token);
        if (t == null) {
            tokens.put(token, new Tally(n, side, line, position));
        } else {
            t.add(n, side, line, position);
        }
    }

    /** Each token's count and first occurrence, a copy. */
    public Map<String, Entry> entries() {
        Map<String, Entry> m = new HashMap<>(tokens.size() * 2);
        tokens.forEach((w, t) -> m.put(w, new Entry(t.count, t.side, t.line, t.position)));
        return m;
    }

    /** One token a line, by count descending, ties by first occurrence. */
    public String text() {
        List<Map.Entry<String, Entry>> sorted = new ArrayList<>(entries().entrySet());
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

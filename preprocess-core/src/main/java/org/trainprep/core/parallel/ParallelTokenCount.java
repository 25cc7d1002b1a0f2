package org.trainprep.core.parallel;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * A part's kept pairs segmented with the run's codes, their tokens counted for the BPE vocabulary
 * with their first occurrences: what every part writer does, and on its own the counting pass
 * {@code --h5} needs, since ids follow the vocabulary's order, known only once all parts are counted.
 * Tokens are counted by the id the applier gives them as it segments (no line split again, no
 * string hashed a token); without BPE a token is a word of the cleaned line. Memory: a few
 * arrays' slots a distinct token, and the applier's cache of segmented words.
 */
public final class ParallelTokenCount {

    /** null: no BPE, the cleaned line is the text */
    private final BpeApplier bpe;
    /** without BPE: the words seen */
    private final TokenTable words;
    private final long[] tokens = new long[2];
    private long lastLine = -1;
    private long[] counts = new long[1 << 10];
    /** by side: the line of a token's first occurrence on that side, -1 for none */
    private final long[][] firstLine = {filled(1 << 10), filled(1 << 10)};
    private final int[][] firstPosition = {new int[1 << 10], new int[1 << 10]};
    private int side;
    private long line;
    private int position;
    private final IntConsumer counter = this::count;

    /** @param cacheBytes the most the applier may keep of segmented words ({@link BpeApplier#BpeApplier(BpeCodes, long)}) */
    public ParallelTokenCount(ParallelSettings.Bpe settings, BpeCodes codes, long cacheBytes) {
        this.bpe = settings.learns() ? new BpeApplier(codes, cacheBytes) : null;
        this.words = bpe == null ? new TokenTable(1 << 12) : null;
    }

    /**
     * Segments a kept pair, cleaned, with its line number (from 0) in the input; lines must ascend.
     *
     * @return the source and target lines after BPE
     */
    public String[] pair(long line, String cleanSrc, String cleanTgt) {
        if (line <= lastLine) {
            throw new IllegalStateException("pairs out of line order: " + line + " after " + lastLine);
        }
        lastLine = line;
        this.line = line;
        return new String[] {side(0, cleanSrc), side(1, cleanTgt)};
    }

    private String side(int side, String clean) {
        this.side = side;
        position = 0;
        String text;
        if (bpe != null) {
            text = bpe.segmentLine(clean, counter);
        } else {
            text = clean;
            Words.forEach(clean, w -> count(words.id(w)));
        }
        tokens[side] += position;
        return text;
    }

    /** The next token of the current side's line. */
    private void count(int id) {
        if (id >= counts.length) {
            int n = Math.max(counts.length * 2, id + 1);
            counts = Arrays.copyOf(counts, n);
            for (int s = 0; s < 2; s++) {
                int old = firstLine[s].length;
                firstLine[s] = Arrays.copyOf(firstLine[s], n);
                Arrays.fill(firstLine[s], old, n, -1);
                firstPosition[s] = Arrays.copyOf(firstPosition[s], n);
            }
        }
        counts[id]++;
        // lines ascend and positions within a line: a side's first sighting is its earliest
        if (firstLine[side][id] < 0) {
            firstLine[side][id] = line;
            firstPosition[side][id] = position;
        }
        position++;
    }

    /** Tokens after BPE of side 0 (source) or 1 (target). */
    public long tokens(int side) {
        return tokens[side];
    }

    /** The BPE token counts with their first occurrences, for the run's vocabulary. */
    public BpeVocabulary vocabulary() {
        BpeVocabulary v = new BpeVocabulary();
        int n = bpe != null ? bpe.tokenCount() : words.size();
        for (int id = 0; id < n; id++) {
            if (counts.length > id && counts[id] > 0) {
                int s = firstLine[0][id] >= 0 ? 0 : 1;
                v.merge(bpe != null ? bpe.token(id) : words.text(id),
                        new BpeVocabulary.Entry(counts[id], s, firstLine[s][id], firstPosition[s][id]));
            }
        }
        return v;
    }

    private static long[] filled(int n) {
        long[] a = new long[n];
        Arrays.fill(a, -1);
        return a;
    }
}

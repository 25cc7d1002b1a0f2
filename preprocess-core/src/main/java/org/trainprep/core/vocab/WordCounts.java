package org.trainprep.core.vocab;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Stage 2 of the review chain: the tokens of cleaned texts counted by word. Cleaned texts hold
 * only {@code a-z}, {@code '} and single spaces, so a token is a run of bytes between spaces and
 * ASCII decoding is exact. An engine's task hands on and clears the counts whenever {@link #size()}
 * reaches its memory bound and sums them downstream; the reference runner keeps them all.
 */
public final class WordCounts {

    private final Map<String, long[]> counts = new HashMap<>();

    /** Counts the tokens of one cleaned text (its bytes). */
    public void addText(byte[] text, int len) {
        int start = 0;
        for (int i = 0; i <= len; i++) {
            if (i == len || text[i] == ' ') {
                if (i > start) {
                    counts.computeIfAbsent(new String(text, start, i - start, StandardCharsets.US_ASCII),
                            k -> new long[1])[0]++;
                }
                start = i + 1;
            }
        }
    }

    /** Distinct words held. */
    public int size() {
        return counts.size();
    }

    /** The words held and their counts (the count is element 0 of the array); {@link #clear} after reading. */
    public Iterable<Map.Entry<String, long[]>> entries() {
        return counts.entrySet();
    }

    public void clear() {
        counts.clear();
    }
}

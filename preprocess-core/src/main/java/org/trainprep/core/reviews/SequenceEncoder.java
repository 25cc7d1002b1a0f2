package org.trainprep.core.reviews;

import org.trainprep.core.vocab.Vocabulary;

/**
 * Turns a cleaned text (tokens joined by single spaces) and its rating into one trainer row:
 * the first {@code seqLen} token ids (unknown words {@link Vocabulary#UNK_ID}), right-padded
 * with {@link Vocabulary#PAD_ID}, then the label: {@code seqLen + 1} ints.
 * Not thread-safe (reuses a char buffer); one per task.
 */
public final class SequenceEncoder {

    private final Vocabulary vocabulary;
    private final int seqLen;
    private final LabelScheme labels;
    private char[] chars = new char[1024];
    private int unknown;

    public SequenceEncoder(Vocabulary vocabulary, int seqLen, LabelScheme labels) {
        if (seqLen < 1) {
            throw new IllegalArgumentException("seq-len must be >= 1, was " + seqLen);
        }
        this.vocabulary = vocabulary;
        this.seqLen = seqLen;
        this.labels = labels;
    }

    /** Unknown words among the tokens the last {@link #encode} kept (for the report). */
    public int unknownInLastRow() {
        return unknown;
    }

    public int rowWidth() {
        return seqLen + 1;
    }

    /** A new row for {@code cleanedText}. */
    public int[] encode(String cleanedText, int rating) {
        int[] row = new int[rowWidth()];
        encode(cleanedText, rating, row);
        return row;
    }

    /**
     * Fills {@code row} (length {@link #rowWidth()}) for {@code cleanedText}.
     *
     * @return the text's tokens before the cut at {@code seqLen} (for the report)
     */
    public int encode(String cleanedText, int rating, int[] row) {
        int n = cleanedText.length();
        if (chars.length < n) {
            chars = new char[Math.max(n, chars.length * 2)];
        }
        cleanedText.getChars(0, n, chars, 0);
        int col = 0;
        int start = 0;
        unknown = 0;
        for (int i = 0; i <= n && col < seqLen; i++) {
            if (i == n || chars[i] == ' ') {
                if (i > start) {
                    int id = vocabulary.id(chars, start, i - start);
                    if (id == Vocabulary.UNK_ID) {
                        unknown++;
                    }
                    row[col++] = id;
                }
                start = i + 1;
            }
        }
        int tokens = col;
        if (col == seqLen) {
            // the rest is only counted: a cleaned text's tokens are separated by single spaces
            for (int i = start; i < n; i++) {
                if (chars[i] == ' ') {
                    tokens++;
                }
            }
            if (start < n) {
                tokens++;
            }
        }
        while (col < seqLen) {
            row[col++] = Vocabulary.PAD_ID;
        }
        row[seqLen] = labels.label(rating);
        return tokens;
    }
}

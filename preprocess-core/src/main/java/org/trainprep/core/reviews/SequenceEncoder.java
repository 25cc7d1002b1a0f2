package org.trainprep.core.reviews;

import org.trainprep.core.text.PackedTokens;
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
        ensure(n);
        cleanedText.getChars(0, n, chars, 0);
        return encode(n, rating, row);
    }

    /** As {@link #encode(String, int, int[])} for a cleaned text's ASCII bytes, {@code text[0, length)}. */
    public int encode(byte[] text, int length, int rating, int[] row) {
        ensure(length);
        for (int i = 0; i < length; i++) {
            chars[i] = (char) (text[i] & 0xff);
        }
        return encode(length, rating, row);
    }

    private void ensure(int n) {
        if (chars.length < n) {
            chars = new char[Math.max(n, chars.length * 2)];
        }
    }

    /**
     * Encodes {@code chars[0, n)}. Each token's packed code is built as it is read, and a token that
     * has one is looked up by it: the vocabulary's chars are never compared (that, and hashing each
     * token again, was half of the encoding).
     */
    private int encode(int n, int rating, int[] row) {
        int col = 0;
        int start = 0;
        long code = 0;
        boolean packable = true;
        unknown = 0;
        for (int i = 0; i <= n && col < seqLen; i++) {
            char c = i == n ? ' ' : chars[i];
            if (c == ' ') {
                int len = i - start;
                if (len > 0) {
                    int id = packable && len <= PackedTokens.MAX_LENGTH ? vocabulary.idOfPacked(code)
                            : vocabulary.id(chars, start, len);
                    if (id == Vocabulary.UNK_ID) {
                        unknown++;
                    }
                    row[col++] = id;
                }
                start = i + 1;
                code = 0;
                packable = true;
            } else if (c >= 'a' && c <= 'z' || c == '\'') {
                code = PackedTokens.step(code, c);
            } else {
                packable = false;
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

package org.trainprep.core.parallel;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The ids {@code --h5} writes, as the GNMT loader (MLPerf v0.5, PipeDream) numbers tokens: its
 * four special tokens first (PAD 0, UNK 1, BOS 2, EOS 3), then every line of {@code vocab.bpe.N}
 * in order, so a token's id is 4 plus its line in that file. A sentence is BOS, its tokens, EOS,
 * as that loader's {@code segment} makes it. Memory is the vocabulary (merges plus the alphabet).
 */
public final class TokenIds {

    public static final int PAD = 0;
    public static final int UNK = 1;
    public static final int BOS = 2;
    public static final int EOS = 3;
    /** The id of {@code vocab.bpe.N}'s first line. */
    public static final int FIRST = 4;

    private final Map<String, Integer> ids;

    private TokenIds(Map<String, Integer> ids) {
        this.ids = ids;
    }

    /** From the text of {@code vocab.bpe.N}: one token a line. */
    public static TokenIds of(String vocabText) {
        Map<String, Integer> ids = new HashMap<>();
        int next = FIRST;
        int start = 0;
        for (int i = 0; i < vocabText.length(); i++) {
            if (vocabText.charAt(i) == '\n') {
                if (i > start) {
                    ids.putIfAbsent(vocabText.substring(start, i), next);
                }
                next++;
                start = i + 1;
            }
        }
        if (start < vocabText.length()) {
            ids.putIfAbsent(vocabText.substring(start), next++);
        }
        return new TokenIds(ids);
    }

    /** Ids in use: the special ones and one a vocabulary line, so every id is below this. */
    public int nVocab() {
        return FIRST + ids.size();
    }

    /**
     * Gives the ids of one BPE'd line: BOS, each token's (UNK for one the vocabulary lacks, which a
     * training line never has), EOS.
     *
     * @return how many ids were given
     */
    public int sentence(String bpeLine, IntConsumer id) {
        int n = 2;
        id.accept(BOS);
        // the loader's line.strip().split(): Python's white space, which holds \x1c-\x1f too (Perl's \s, by
        // which the training text was cleaned, does not: a --tokenized line may keep them inside a token)
        int start = 0;
        for (int i = 0; i <= bpeLine.length(); i++) {
            if (i == bpeLine.length() || pythonSpace(bpeLine.charAt(i))) {
                if (i > start) {
                    id.accept(ids.getOrDefault(bpeLine.substring(start, i), UNK));
                    n++;
                }
                start = i + 1;
            }
        }
        id.accept(EOS);
        return n;
    }

    /** What Python's {@code str.split()} splits at ({@code str.isspace()}). */
    static boolean pythonSpace(char c) {
        return c == ' ' || c >= '\t' && c <= '\r' || c >= '\u001c' && c <= '\u001f' || c == '\u0085' || c == '\u00a0'
                || c == '\u1680' || c >= '\u2000' && c <= '\u200a' || c == '\u2028' || c == '\u2029' || c == '\u202f'
                || c == '\u205f' || c == '\u3000';
    }
}

package org.trainprep.core.reviews;

import org.trainprep.core.text.PackedTokens;

/**
 * Cleans review text exactly like the original Python mapper (docs/FORMAT.md section 1), so its
 * vocabulary files stay usable:
 * <ol>
 *   <li>delete every character that is not an ASCII letter, an apostrophe or a space (the
 *   regex {@code [^a-zA-Z' ]+} replaced by nothing, so {@code good,bad} becomes {@code goodbad}
 *   and a newline between two words joins them);</li>
 *   <li>lowercase, split on runs of spaces;</li>
 *   <li>drop stop words.</li>
 * </ol>
 * The result is the kept tokens joined by single spaces, or the empty string.
 *
 * <p>One pass over a char copy of the text with reusable buffers: no regex, no String per
 * token, and each token's packed stop-word code ({@link PackedTokens}) is built with the token. An instance is
 * not thread-safe; make one per task.
 */
public final class TextCleaner {

    private final StopWords stopWords;
    private char[] in = new char[1024];
    private char[] out = new char[1024];

    public TextCleaner(StopWords stopWords) {
        this.stopWords = stopWords;
    }

    /** A cleaner with the contract's English stop words. */
    public static TextCleaner english() {
        return new TextCleaner(StopWords.english());
    }

    /** Cleans {@code raw}; returns "" when nothing is left. */
    public String clean(String raw) {
        int n = raw.length();
        if (in.length < n) {
            in = new char[Math.max(n, in.length * 2)];
        }
        if (out.length < n + 1) { // + 1: the space written after the last token
            out = new char[Math.max(n + 1, out.length * 2)];
        }
        raw.getChars(0, n, in, 0);
        // Tokens are built in place at the end of 'out'; a stop word is simply not kept.
        int kept = 0;       // chars of output so far
        int tokenStart = 0; // where the current token starts in 'out'
        long code = 0;
        for (int i = 0; i < n; i++) {
            char c = in[i];
            if (c >= 'a' && c <= 'z' || c == '\'') {
                out[kept++] = c;
                code = PackedTokens.step(code, c);
            } else if (c >= 'A' && c <= 'Z') {
                c += 'a' - 'A';
                out[kept++] = c;
                code = PackedTokens.step(code, c);
            } else if (c == ' ') {
                kept = endToken(tokenStart, kept, code);
                tokenStart = kept;
                code = 0;
            }
            // anything else is deleted without ending the token
        }
        kept = endToken(tokenStart, kept, code);
        if (kept > 0 && out[kept - 1] == ' ') {
            kept--;
        }
        return kept == 0 ? "" : new String(out, 0, kept);
    }

    /** Keeps the token in out[start, end) followed by a space, or drops it; returns the new end. */
    private int endToken(int start, int end, long code) {
        int len = end - start;
        if (len == 0) {
            return start;
        }
        // no branch on the outcome, which is a coin toss for English text: a dropped token's space is overwritten
        boolean stop = stopWords.containsCleaned(out, start, len, code);
        out[end] = ' ';
        return stop ? start : end + 1;
    }
}

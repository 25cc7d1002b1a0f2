package org.trainprep.core.reviews;

/**
 * Cleans review text exactly like the original Python mapper (CONTRACTS.md section 1), so its
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
 * <p>One pass over the chars with reusable buffers: no regex and no per-token String. An
 * instance is not thread-safe; make one per task.
 */
public final class TextCleaner {

    private final StopWords stopWords;
    private char[] token = new char[64];
    private final StringBuilder out = new StringBuilder(256);

    public TextCleaner(StopWords stopWords) {
        this.stopWords = stopWords;
    }

    /** A cleaner with the contract's English stop words. */
    public static TextCleaner english() {
        return new TextCleaner(StopWords.english());
    }

    /** Cleans {@code raw}; returns "" when nothing is left. */
    public String clean(CharSequence raw) {
        out.setLength(0);
        int len = 0;
        for (int i = 0, n = raw.length(); i < n; i++) {
            char c = raw.charAt(i);
            if (c >= 'a' && c <= 'z' || c == '\'') {
                token = append(token, len++, c);
            } else if (c >= 'A' && c <= 'Z') {
                token = append(token, len++, (char) (c + ('a' - 'A')));
            } else if (c == ' ') {
                emit(len);
                len = 0;
            }
            // anything else is deleted without ending the token
        }
        emit(len);
        return out.toString();
    }

    private void emit(int len) {
        if (len == 0 || stopWords.contains(token, 0, len)) {
            return;
        }
        if (out.length() > 0) {
            out.append(' ');
        }
        out.append(token, 0, len);
    }

    private static char[] append(char[] buf, int at, char c) {
        if (at == buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        buf[at] = c;
        return buf;
    }
}

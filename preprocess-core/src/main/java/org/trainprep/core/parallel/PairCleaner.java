package org.trainprep.core.parallel;

import java.util.regex.Pattern;

/**
 * {@code clean-corpus-n.perl} on one sentence pair: {@code |} removed and whitespace squeezed on
 * each side (Unicode whitespace, as Perl's {@code \s} on UTF-8 text), then the pair dropped if a
 * side is empty, has more than {@code maxLen} or fewer than {@code minLen} tokens, if one side has
 * more than {@code ratio} times the other's tokens, or if a token is longer than
 * {@code maxWordLength} characters; optionally ({@code --latin1}) if a side is not Latin-1.
 * Unlike the script, {@code |} is removed even when the corpus's first line has one (a factored
 * corpus, which no step here produces). Thread-safe.
 */
public final class PairCleaner {

    private static final Pattern SPACES = Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);

    private final int minLen;
    private final int maxLen;
    private final double ratio;
    private final int maxWordLength;
    private final boolean latin1;

    public PairCleaner(int minLen, int maxLen, double ratio, int maxWordLength, boolean latin1) {
        this.minLen = minLen;
        this.maxLen = maxLen;
        this.ratio = ratio;
        this.maxWordLength = maxWordLength;
        this.latin1 = latin1;
    }

    /** A pair that was kept (its sides cleaned), or why it was not. */
    public record Result(String src, String tgt, PairRejectReason reason) {
        public boolean kept() {
            return reason == null;
        }
    }

    public Result clean(String src, String tgt) {
        String s = squeeze(src);
        String t = squeeze(tgt);
        PairRejectReason reason = check(s, t);
        return reason == null ? new Result(s, t, null) : new Result(src, tgt, reason);
    }

    private PairRejectReason check(String s, String t) {
        if (s.isEmpty() && t.isEmpty()) {
            return PairRejectReason.BLANK;
        }
        if (s.isEmpty() || t.isEmpty()) {
            return PairRejectReason.EMPTY;
        }
        int sc = tokens(s);
        int tc = tokens(t);
        if (sc > maxLen || tc > maxLen) {
            return PairRejectReason.TOO_LONG;
        }
        if (sc < minLen || tc < minLen) {
            return PairRejectReason.TOO_SHORT;
        }
        if ((double) tc / sc > ratio || (double) sc / tc > ratio) {
            return PairRejectReason.LENGTH_RATIO;
        }
        if (longestToken(s) > maxWordLength || longestToken(t) > maxWordLength) {
            return PairRejectReason.LONG_WORD;
        }
        if (latin1 && (!isLatin1(s) || !isLatin1(t))) {
            return PairRejectReason.NOT_LATIN1;
        }
        return null;
    }

    static String squeeze(String side) {
        String s = side.indexOf('|') >= 0 ? side.replace("|", "") : side;
        s = SPACES.matcher(s).replaceAll(" ");
        int b = s.startsWith(" ") ? 1 : 0;
        int e = s.length() > b && s.endsWith(" ") ? s.length() - 1 : s.length();
        return s.substring(b, e);
    }

    private static int tokens(String s) {
        int n = 1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == ' ') {
                n++;
            }
        }
        return n;
    }

    /** In code points, as Perl counts characters. */
    private static int longestToken(String s) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            run = cp == ' ' ? 0 : run + 1;
            longest = Math.max(longest, run);
        }
        return longest;
    }

    private static boolean isLatin1(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0xFF) {
                return false;
            }
        }
        return true;
    }
}

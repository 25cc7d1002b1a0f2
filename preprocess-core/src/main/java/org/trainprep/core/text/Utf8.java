package org.trainprep.core.text;

import java.util.BitSet;

/**
 * Strict UTF-8 (RFC 3629): no overlong forms, no encoded surrogates (lone or paired, as CESU-8
 * writes them), nothing above U+10FFFF, no stray continuation bytes or cut sequences. Java's and
 * Jackson's decoders are lenient about some of these; a training set should not depend on which.
 */
public final class Utf8 {

    private Utf8() {
    }

    /** The positions (relative to {@code off}) of bytes that are not part of a valid sequence; null when all are valid. */
    public static BitSet invalidBytes(byte[] b, int off, int len) {
        BitSet bad = null;
        int i = off;
        int end = off + len;
        while (i < end) {
            int n = validSequenceLength(b, i, end);
            if (n > 0) {
                i += n;
            } else {
                if (bad == null) {
                    bad = new BitSet(len);
                }
                bad.set(i - off);
                i++;
            }
        }
        return bad;
    }

    /** Length of the valid sequence starting at {@code i}, or 0 if the byte there starts none. */
    private static int validSequenceLength(byte[] b, int i, int end) {
        int c = b[i] & 0xff;
        if (c < 0x80) {
            return 1;
        }
        int n;
        int min;
        if (c >= 0xc2 && c <= 0xdf) {
            n = 2;
            min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            n = 3;
            min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 4;
            min = 0x10000;
        } else {
            return 0; // continuation byte, C0/C1 (always overlong), F5..FF
        }
        if (i + n > end) {
            return 0;
        }
        int cp = c & (0xff >> (n + 1));
        for (int k = 1; k < n; k++) {
            int x = b[i + k] & 0xff;
            if ((x & 0xc0) != 0x80) {
                return 0;
            }
            cp = cp << 6 | x & 0x3f;
        }
        if (cp < min || cp > 0x10ffff || cp >= 0xd800 && cp <= 0xdfff) {
            return 0;
        }
        return n;
    }

    /** Whether {@code s} holds a UTF-16 surrogate without its pair (a JSON {@code \ud800} escape, say). */
    public static boolean hasLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (Character.isHighSurrogate(ch)) {
                if (i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return true;
                }
            } else if (Character.isLowSurrogate(ch)) {
                return true;
            }
        }
        return false;
    }
}

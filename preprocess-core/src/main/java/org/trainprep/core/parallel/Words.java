package org.trainprep.core.parallel;

import java.util.function.Consumer;

/** The words of a tokenized line as subword-nmt reads them: stripped of spaces, CRs and newlines, split on single spaces, empty words dropped. */
public final class Words {

    private Words() {
    }

    /** A word of a line: its chars from {@code from} to {@code to}. */
    @FunctionalInterface
    public interface Range {
        void word(int from, int to);
    }

    public static void forEach(String line, Consumer<String> word) {
        forEach(line, 0, line.length(), (b, e) -> word.accept(line.substring(b, e)));
    }

    /**
     * The words of the line that is {@code line}'s chars from {@code from} to {@code to}, as ranges
     * of {@code line}; {@code line} may be a string or UTF-8 bytes seen as chars ({@link #bytes}), as
     * the chars that split words are ASCII and no byte of a multi-byte character equals one.
     */
    public static void forEach(CharSequence line, int from, int to, Range word) {
        int start = from;
        for (int i = from; i <= to; i++) {
            char c = i < to ? line.charAt(i) : ' ';
            if (c == ' ' || (i < to && (c == '\r' || c == '\n') && isEdge(line, from, to, i))) {
                if (i > start) {
                    word.word(start, i);
                }
                start = i + 1;
            }
        }
    }

    /** A CR or newline is stripped only where the line's run of spaces, CRs and newlines reaches an end. */
    private static boolean isEdge(CharSequence line, int from, int to, int i) {
        int b = i;
        while (b > from && strip(line.charAt(b - 1))) {
            b--;
        }
        int e = i;
        while (e < to && strip(line.charAt(e))) {
            e++;
        }
        return b == from || e == to;
    }

    private static boolean strip(char c) {
        return c == ' ' || c == '\r' || c == '\n';
    }

    /** UTF-8 bytes as a {@link CharSequence} of one char a byte, for {@link #forEach(CharSequence, int, int, Range)}. */
    public static CharSequence bytes(byte[] utf8) {
        return new CharSequence() {
            @Override
            public int length() {
                return utf8.length;
            }

            @Override
            public char charAt(int index) {
                return (char) (utf8[index] & 0xff);
            }

            @Override
            public CharSequence subSequence(int start, int end) {
                return new String(utf8, start, end - start, java.nio.charset.StandardCharsets.ISO_8859_1);
            }
        };
    }
}

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

    /** The words of the line that is {@code line}'s chars from {@code from} to {@code to}, as ranges of {@code line}. */
    public static void forEach(String line, int from, int to, Range word) {
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
    private static boolean isEdge(String line, int from, int to, int i) {
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
}

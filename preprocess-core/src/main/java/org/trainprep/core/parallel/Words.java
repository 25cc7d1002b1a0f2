package org.trainprep.core.parallel;

import java.util.function.Consumer;

/** The words of a tokenized line as subword-nmt reads them: stripped of spaces, CRs and newlines, split on single spaces, empty words dropped. */
public final class Words {

    private Words() {
    }

    public static void forEach(String line, Consumer<String> word) {
        int start = 0;
        int n = line.length();
        for (int i = 0; i <= n; i++) {
            char c = i < n ? line.charAt(i) : ' ';
            if (c == ' ' || (i < n && (c == '\r' || c == '\n') && isEdge(line, i))) {
                if (i > start) {
                    word.accept(line.substring(start, i));
                }
                start = i + 1;
            }
        }
    }

    /** A CR or newline is stripped only where the line's run of spaces, CRs and newlines reaches an end. */
    private static boolean isEdge(String line, int i) {
        int b = i;
        while (b > 0 && strip(line.charAt(b - 1))) {
            b--;
        }
        int e = i;
        while (e < line.length() && strip(line.charAt(e))) {
            e++;
        }
        return b == 0 || e == line.length();
    }

    private static boolean strip(char c) {
        return c == ' ' || c == '\r' || c == '\n';
    }
}

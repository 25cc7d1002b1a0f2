package org.trainprep.core.parallel;

/** Strings compared as Python compares them: by code point, not by UTF-16 unit as {@link String#compareTo}. */
final class CodePoints {

    private CodePoints() {
    }

    static int compare(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                // a surrogate (U+D800..DFFF) begins a code point above U+FFFF, so it sorts after
                // every BMP character, including U+E000..FFFF, which UTF-16 order puts after it
                if (Character.isSurrogate(x) != Character.isSurrogate(y)) {
                    return Character.isSurrogate(x) ? 1 : -1;
                }
                return x - y;
            }
        }
        return a.length() - b.length();
    }
}

package org.trainprep.core.util;

/** Words for a command line a person pastes into a shell, so a path with a space, a quote or a {@code $} stays one word. */
public final class ShellWords {

    private ShellWords() {
    }

    /** {@code word} as is when the shell reads it so, else in single quotes (a quote inside as {@code '\''}). */
    public static String quote(String word) {
        if (!word.isEmpty() && word.matches("[A-Za-z0-9_./:=@%+,-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}

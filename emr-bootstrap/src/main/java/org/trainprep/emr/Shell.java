package org.trainprep.emr;

/** Words for the shell commands a plan prints, so a path with a space, a quote or a {@code $} stays one word. */
final class Shell {

    private Shell() {
    }

    /** {@code word} as is when the shell reads it so, else in single quotes (a quote inside as {@code '\''}). */
    static String quote(String word) {
        if (!word.isEmpty() && word.matches("[A-Za-z0-9_./:=@%+,-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}

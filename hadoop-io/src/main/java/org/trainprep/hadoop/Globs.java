package org.trainprep.hadoop;

import org.apache.hadoop.fs.Path;

/**
 * Paths Hadoop's file input formats glob ({@code FileInputFormat.listStatus} expands every input
 * path as a pattern): a run's own intermediate directory sits under the output the user named,
 * and an output named {@code out[1]} or {@code out{a,b}} would be read as a pattern matching
 * nothing, after minutes of work.
 */
public final class Globs {

    private static final String SPECIAL = "\\[]{}*?";

    private Globs() {
    }

    /** {@code dir} with every glob character escaped, so a pattern may follow it: {@code new Path(literal(dir), "part-*")}. */
    public static Path literal(Path dir) {
        String path = dir.toUri().getPath();
        StringBuilder b = new StringBuilder(path.length() + 8);
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (SPECIAL.indexOf(c) >= 0) {
                b.append('\\');
            }
            b.append(c);
        }
        return new Path(dir.toUri().getScheme(), dir.toUri().getAuthority(), b.toString());
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.fs.Path;

import java.io.IOException;

/**
 * A full disk, named: the JDK's "No space left on device" carries no path, so a run failed with
 * no hint of which disk (the output's, the work directory's, the tasks' scratch) to free.
 */
public final class DiskFull {

    private static final String ENOSPC = "No space left on device";

    private DiskFull() {
    }

    /** {@code e} itself, or when it is a full disk that does not say where, one naming {@code writing}. */
    public static IOException naming(IOException e, Path writing) {
        String m = e.getMessage();
        if (m == null || !m.contains(ENOSPC) || m.contains(writing.toUri().getPath())) {
            return e;
        }
        return new IOException(ENOSPC + " writing " + writing + ": free space there or choose another --output", e);
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Removes a run's directory whole, even while the tasks of its stopped job are still finishing
 * files in it: Spark's executors stop their tasks a moment after its context stops, and a file
 * created during a recursive delete makes the delete leave the folders above it. Where renaming a
 * directory is atomic, it is first renamed aside: tasks never create the folders they write to (the
 * driver does, before the stage), so from then on their new files fail, and the tree renamed aside
 * only shrinks. Elsewhere (S3, where there are no folders to lose), it is deleted until it stays gone.
 */
final class WholeRemoval {

    private static final Set<String> ATOMIC_RENAME = Set.of("file", "hdfs", "viewfs", "webhdfs", "swebhdfs");
    private static final int TRIES = 50;
    private static final long PAUSE_MS = 100;

    private WholeRemoval() {
    }

    /** Removes {@code dir} and everything in it; fails when it is still there after ~5 s of tries. */
    static void remove(FileSystem fs, Path dir) throws IOException {
        if (!fs.exists(dir)) {
            return;
        }
        Path doomed = dir;
        String scheme = fs.getUri().getScheme() == null ? "file" : fs.getUri().getScheme().toLowerCase(Locale.ROOT);
        if (ATOMIC_RENAME.contains(scheme) && dir.getParent() != null) {
            Path aside = new Path(dir.getParent(), dir.getName() + ".removing-"
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()));
            if (fs.rename(dir, aside)) {
                doomed = aside;
            }
        }
        for (int i = 1; ; i++) {
            fs.delete(doomed, true);
            if (!fs.exists(doomed)) {
                return;
            }
            if (i == TRIES) {
                throw new IOException("could not remove " + doomed + ": something still writes to it");
            }
            try {
                Thread.sleep(PAUSE_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while removing " + doomed);
            }
        }
    }
}

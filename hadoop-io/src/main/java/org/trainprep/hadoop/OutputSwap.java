package org.trainprep.hadoop;

import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How {@code --overwrite} replaces an earlier output without ever leaving the user with nothing:
 * the new run writes a complete output in a hidden sibling directory ({@link #staging}), and only
 * once its manifest is there does it take the earlier output's place.
 * <ul>
 *   <li>where renaming a directory is atomic (local disk, HDFS): the old directory is renamed aside,
 *       the staged one into place, and the old one deleted; a run killed between the two renames
 *       is mended by the next run, which renames the old output back ({@link #recover});</li>
 *   <li>on object stores (S3), where a "rename" is a copy of every object: the old manifest is
 *       deleted first (the output is unfinished from then on: the manifest is the commit point),
 *       each new file is moved over its old namesake (a server-side copy), the new manifest last,
 *       and only then are the old objects the new output does not have deleted.</li>
 * </ul>
 */
final class OutputSwap {

    private static final String STAGING = ".trainprep-staging";
    private static final String REPLACED = ".trainprep-replaced-";
    /** Schemes whose directory rename is one atomic metadata operation. */
    private static final Set<String> ATOMIC_RENAME = Set.of("file", "hdfs", "viewfs", "webhdfs", "swebhdfs");

    private OutputSwap() {
    }

    /** The longest name a directory may have on the file systems that rename (ext4, xfs, HDFS's default). */
    static final int NAME_MAX_BYTES = 255;
    /** What a run id adds to its command's name ({@code -20261125-232947-2bf7e9}). */
    private static final int RUN_ID_SUFFIX = 23;

    /**
     * Refuses, before any work, an output whose name is too long for the siblings a swap names
     * after it ({@code .NAME.trainprep-replaced-RUN}, the longest): the rename would fail only
     * once the new output is complete, and the file system gives no reason.
     */
    static void checkNameLength(String command, FileSystem fs, Path out) throws org.trainprep.core.cli.UsageException {
        if (!renamesAside(fs)) {
            return;
        }
        int name = out.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        int extra = 1 + REPLACED.length() + command.length() + RUN_ID_SUFFIX;
        if (name + extra > NAME_MAX_BYTES) {
            throw new org.trainprep.core.cli.UsageException(command + ": --overwrite replaces " + out + " by renaming it"
                    + " aside as ." + (name > 40 ? out.getName().substring(0, 20) + "..." : out.getName()) + REPLACED
                    + "RUN-ID, a name of " + (name + extra) + " bytes, over the " + NAME_MAX_BYTES + " a name may have"
                    + " here; give the output a name of at most " + (NAME_MAX_BYTES - extra) + " bytes (it has " + name + ")");
        }
    }

    /** Where a run replacing {@code out} writes its new output: {@code PARENT/.NAME.trainprep-staging}. */
    static Path staging(Path out) {
        return new Path(out.getParent(), "." + out.getName() + STAGING);
    }

    private static Path replaced(Path out, String runId) {
        return new Path(out.getParent(), "." + out.getName() + REPLACED + runId);
    }

    /**
     * Whether a swap on {@code fs} renames the earlier output aside (a directory rename is atomic
     * there); on an object store it never does, so there is nothing aside to look for, and the
     * output's parent, which may hold thousands of other outputs, is not listed.
     */
    private static boolean renamesAside(FileSystem fs) {
        String scheme = fs.getUri().getScheme() == null ? "file" : fs.getUri().getScheme().toLowerCase(Locale.ROOT);
        return ATOMIC_RENAME.contains(scheme);
    }

    /** The earlier output a swap killed between its renames left aside, when {@code out} is missing and there is one. */
    static java.util.Optional<Path> replacedAside(FileSystem fs, Path out) throws IOException {
        if (!renamesAside(fs) || out.getParent() == null || !fs.exists(out.getParent()) || fs.exists(out)) {
            return java.util.Optional.empty();
        }
        FileStatus[] aside = fs.listStatus(out.getParent(), p -> p.getName().startsWith("." + out.getName() + REPLACED));
        return aside.length == 1 ? java.util.Optional.of(aside[0].getPath()) : java.util.Optional.empty();
    }

    /**
     * Mends what a run killed in the middle of a swap left: with {@code out} gone and the earlier
     * output renamed aside, that earlier output goes back; with {@code out} there, what was renamed
     * aside is leftover and is deleted. Returns a line to print, or null when there was nothing to do.
     */
    static String recover(FileSystem fs, Path out) throws IOException {
        if (!renamesAside(fs) || out.getParent() == null || !fs.exists(out.getParent())) {
            return null;
        }
        FileStatus[] aside = fs.listStatus(out.getParent(),
                p -> p.getName().startsWith("." + out.getName() + REPLACED));
        if (aside.length == 0) {
            return null;
        }
        if (!fs.exists(out) && aside.length == 1 && fs.rename(aside[0].getPath(), out)) {
            return "restored " + out + " from " + aside[0].getPath() + ", where a run killed while replacing it had left it";
        }
        if (fs.exists(out)) {
            for (FileStatus s : aside) {
                fs.delete(s.getPath(), true);
            }
        }
        return null;
    }

    /**
     * Puts the complete output staged in {@code staging} in {@code out}'s place; the claim marker
     * moves along. {@code stopClaim} stops the claim's renewal: before the renames (the staged
     * directory's name goes away), and on an object store only after the copies, which can outlast
     * a lease (a run that found the claim stale meanwhile would empty the staging mid-swap).
     */
    static void swap(FileSystem fs, Path staging, Path out, String runId, Runnable stopClaim) throws IOException {
        if (renamesAside(fs)) {
            stopClaim.run();
            renameSwap(fs, staging, out, runId);
        } else {
            objectSwap(fs, staging, out, stopClaim);
        }
    }

    /**
     * An object store's swap failed after its commit point: the earlier output's manifest is gone
     * and some of its files replaced, and what the swap had not moved yet is still in the staging
     * directory, which must then be kept (it holds the only copy of the new output's other files).
     */
    static final class Unfinished extends IOException {
        Unfinished(String message, IOException cause) {
            super(message, cause);
        }
    }

    private static void renameSwap(FileSystem fs, Path staging, Path out, String runId) throws IOException {
        Path aside = replaced(out, runId);
        if (!fs.rename(out, aside)) {
            throw new IOException("could not move the earlier output " + out + " aside to " + aside
                    + "; it is unchanged, and the new output is complete in " + staging);
        }
        if (!fs.rename(staging, out)) {
            fs.rename(aside, out);
            throw new IOException("could not move the new output " + staging + " to " + out
                    + "; the earlier output is back in place");
        }
        if (!fs.delete(aside, true)) {
            System.err.println("could not remove the replaced output " + aside + "; delete it by hand");
        }
    }

    private static void objectSwap(FileSystem fs, Path staging, Path out, Runnable stopClaim) throws IOException {
        List<String> fresh = relativeFiles(fs, staging);
        fresh.remove(RunClaim.MARKER);
        // the commit point: from here the directory is unfinished until the new manifest lands (a
        // --no-combine run's parts have none: they are moved all the same)
        fs.delete(new Path(out, RunOutput.MANIFEST), false);
        boolean manifest = fresh.remove(RunOutput.MANIFEST);
        String moving = null;
        try {
            for (String f : fresh) {
                moving = f;
                move(fs, new Path(staging, f), new Path(out, f));
            }
            if (manifest) {
                moving = RunOutput.MANIFEST;
                move(fs, new Path(staging, RunOutput.MANIFEST), new Path(out, RunOutput.MANIFEST));
            }
        } catch (IOException e) {
            throw new Unfinished("could not finish replacing " + out + " (moving " + moving + ": " + e.getMessage()
                    + "): the earlier output there is gone (its manifest was removed as the swap began) and the new"
                    + " output's files not moved yet are kept in " + staging + "; rerun with --overwrite to write the"
                    + " output again", e);
        }
        stopClaim.run();
        Set<String> keep = new HashSet<>(fresh);
        keep.add(RunOutput.MANIFEST);
        for (String old : relativeFiles(fs, out)) {
            if (!keep.contains(old) && !old.equals(RunClaim.MARKER)) {
                fs.delete(new Path(out, old), false);
            }
        }
        fs.delete(staging, true);
    }

    private static void move(FileSystem fs, Path from, Path to) throws IOException {
        if (!fs.exists(from)) {
            // listed when the swap began: someone removed it since
            throw new IOException(from + " is gone from the staged output (did another run remove it?)");
        }
        if (fs.exists(to) && !fs.delete(to, false)) {
            throw new IOException("could not replace " + to);
        }
        fs.mkdirs(to.getParent());
        if (!fs.rename(from, to)) {
            throw new IOException("could not move " + from + " to " + to);
        }
    }

    /** Every file under {@code dir}, as paths relative to it. */
    private static List<String> relativeFiles(FileSystem fs, Path dir) throws IOException {
        List<String> names = new ArrayList<>();
        if (!fs.exists(dir)) {
            return names;
        }
        String root = fs.makeQualified(dir).toUri().getPath().replaceAll("/+$", "") + "/";
        RemoteIterator<LocatedFileStatus> it = fs.listFiles(dir, true);
        while (it.hasNext()) {
            String p = fs.makeQualified(it.next().getPath()).toUri().getPath();
            names.add(p.substring(root.length()));
        }
        return names;
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** Output directory handling every driver shares. */
public final class OutputDirs {

    private OutputDirs() {
    }

    /**
     * Checks {@code out} against the inputs and what is already there, and creates the directory
     * the run writes to: {@code out} itself when it does not exist yet, else (with {@code overwrite})
     * a hidden sibling where the new output is staged until it is complete ({@link OutputSwap}), so
     * the earlier output stays as it is until then. Replacing is refused for a directory that
     * holds an input or does not look like an earlier output of this command (empty, or holding
     * one of {@code markers}), and for a directory another run is writing (a stale claim, whose run
     * is gone, is taken over with {@code overwrite}). An output inside an input directory is
     * refused too: the job would read its own output. Paths are compared after expanding globs,
     * qualifying and resolving symbolic links, so a link into an old output directory cannot make
     * {@code --overwrite} delete an input.
     *
     * @param command for the one-line errors, e.g. {@code reviews}
     * @return the directory the run writes to
     */
    public static Path prepare(Configuration conf, String command, FileSystem fs, Path out, boolean overwrite, List<Path> inputs,
                               Set<String> markers) throws IOException, UsageException {
        checkInputs(conf, command, fs, out, inputs);
        // a run replacing this output may be between its two renames (the output briefly absent):
        // nothing may be restored, created or staged under it
        Path staging = out.getParent() == null ? null : OutputSwap.staging(out);
        java.util.Optional<RunClaim.Holder> replacing = staging == null ? java.util.Optional.empty()
                : RunClaim.holder(conf, fs, staging);
        if (replacing.isPresent() && !replacing.get().stale()) {
            throw new UsageException(RunClaim.refusal(command, staging, replacing.get()));
        }
        String restored = OutputSwap.recover(fs, out);
        if (restored != null) {
            System.err.println(command + ": " + restored);
        }
        if (!fs.exists(out)) {
            try {
                if (!fs.mkdirs(out)) {
                    throw new IOException("mkdirs returned false");
                }
            } catch (IOException e) {
                throw new UsageException(command + ": cannot create the output directory " + out + " ("
                        + e.getClass().getSimpleName() + ": " + e.getMessage() + "); choose a writable --output");
            }
            return out;
        }
        java.util.Optional<RunClaim.Holder> holder = RunClaim.holder(conf, fs, out);
        if (holder.isPresent() && (!holder.get().stale() || !overwrite)) {
            throw new UsageException(RunClaim.refusal(command, out, holder.get()));
        }
        if (out.getParent() == null) {
            // an empty bucket (a root always exists) is written as a new output; one holding files cannot
            // be replaced by --overwrite, which the next message would suggest, since nothing stages beside it
            if (fs.listStatus(out).length == 0) {
                return out;
            }
            throw new UsageException(command + ": output " + out + " is the root of its store and holds files; choose a"
                    + " directory below it");
        }
        if (!overwrite) {
            throw new UsageException(command + ": output " + out + " already exists; pass --overwrite to replace it");
        }
        if (!looksLikeOurs(fs, out, markers)) {
            throw new UsageException(command + ": output " + out + " is not empty and was not written by trainprep;"
                    + " refusing to delete it with --overwrite, choose another --output");
        }
        if (out.getParent() == null) {
            throw new UsageException(command + ": --overwrite cannot replace the root " + out + "; choose a directory below it");
        }
        OutputSwap.checkNameLength(command, fs, out);
        // what a run that died while replacing the output left (a live one was refused above): never a finished output
        fs.delete(staging, true);
        if (!fs.mkdirs(staging)) {
            throw new IOException("could not create " + staging + " (mkdirs returned false), where --overwrite stages the"
                    + " new output until it is complete");
        }
        return staging;
    }

    /**
     * The directory an output named by a symbolic link stands for: where the link points (its
     * parent's links resolved too), so that {@code --overwrite} replaces what the user sees through
     * the link, and the link stays; renaming the link itself would replace the link with a directory
     * and leave the earlier run where the link pointed. Says so in one line; any other path as it is.
     */
    static Path followLink(String command, FileSystem fs, Path out) throws IOException {
        Path followed = linkTarget(fs, out);
        if (!followed.equals(out)) {
            System.err.println(command + ": output " + out + " is a symbolic link to " + followed + "; the run writes"
                    + " there, and the link stays");
        }
        return followed;
    }

    /** Where a local symbolic link {@code out} points (qualified), whether or not that exists; any other path as it is. */
    static Path linkTarget(FileSystem fs, Path out) throws IOException {
        if (!LocalFiles.isLocal(fs)) {
            return out;
        }
        java.nio.file.Path local = LocalFiles.local(out);
        if (!java.nio.file.Files.isSymbolicLink(local)) {
            return out;
        }
        java.nio.file.Path target = local.getParent().toRealPath().resolve(java.nio.file.Files.readSymbolicLink(local))
                .normalize();
        java.nio.file.Path real = java.nio.file.Files.exists(target) ? target.toRealPath() : target;
        return fs.makeQualified(LocalFiles.hadoop(real));
    }

    /** Whether {@code p} is {@code dir} or below it, on the same file system. */
    public static boolean isWithin(Path p, Path dir) {
        if (!sameFileSystem(p, dir)) {
            return false;
        }
        // "/a/b" and "/a/b/" alike; "/a/bc" is not within "/a/b"
        String prefix = dir.toUri().getPath().replaceAll("/+$", "") + "/";
        String path = p.toUri().getPath().replaceAll("/+$", "") + "/";
        return path.startsWith(prefix);
    }

    /**
     * {@code p} qualified, with symbolic links resolved: through java.nio on the local file system
     * (for the longest part that exists, so an output not created yet resolves too), through the
     * file system's own {@code resolvePath} elsewhere.
     */
    static Path resolve(FileSystem fs, Path p) throws IOException {
        Path q = fs.makeQualified(p);
        if (LocalFiles.isLocal(fs)) {
            java.nio.file.Path local = LocalFiles.local(q);
            java.nio.file.Path existing = local;
            while (existing != null && !java.nio.file.Files.exists(existing)) {
                existing = existing.getParent();
            }
            if (existing == null) {
                return q;
            }
            java.nio.file.Path real = existing.toRealPath().resolve(existing.relativize(local));
            return fs.makeQualified(LocalFiles.hadoop(real));
        }
        return fs.exists(q) ? fs.resolvePath(q) : q;
    }

    private static boolean sameFileSystem(Path a, Path b) {
        return Objects.equals(a.toUri().getScheme(), b.toUri().getScheme())
                && Objects.equals(a.toUri().getAuthority(), b.toUri().getAuthority());
    }

    private static boolean looksLikeOurs(FileSystem fs, Path dir, Set<String> markers) throws IOException {
        if (!fs.getFileStatus(dir).isDirectory()) {
            return false;
        }
        FileStatus[] children = fs.listStatus(dir);
        return children.length == 0 || Arrays.stream(children).map(s -> s.getPath().getName())
                .anyMatch(n -> markers.contains(n) || n.equals(RunClaim.MARKER));
    }

    /** Refuses inputs inside the output and an output inside an input directory (it would read itself). */
    static void checkInputs(Configuration conf, String command, FileSystem fs, Path out, List<Path> inputs)
            throws IOException, UsageException {
        Path realOut = resolve(fs, out);
        for (Path in : inputs) {
            FileSystem inFs = in.getFileSystem(conf);
            FileStatus[] matches = inFs.globStatus(in);
            for (FileStatus m : matches == null ? new FileStatus[0] : matches) {
                Path realIn = resolve(inFs, m.getPath());
                if (isWithin(realIn, realOut)) {
                    throw new UsageException(command + ": input " + in + " is inside the output directory"
                            + (realIn.equals(m.getPath()) ? "" : " (as " + realIn + ")") + "; choose another --output");
                }
                if (m.isDirectory() && isWithin(realOut, realIn)) {
                    throw new UsageException(command + ": output " + out + " is inside the input directory " + in
                            + ", so the job would read its own output; choose another --output");
                }
            }
        }
    }
}

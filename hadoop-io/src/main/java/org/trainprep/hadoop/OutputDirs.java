package org.trainprep.hadoop;

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
     * Creates {@code out}. With {@code overwrite} an existing one is deleted recursively, so that
     * is refused for a directory that holds an input or does not look like an earlier output of
     * this command (empty, or holding one of {@code markers}).
     *
     * @param command for the one-line errors, e.g. {@code reviews}
     */
    public static void prepare(String command, FileSystem fs, Path out, boolean overwrite, List<Path> inputs,
                               Set<String> markers) throws IOException, UsageException {
        String outPrefix = out.toUri().getPath().replaceAll("/*$", "/");
        for (Path in : inputs) {
            if (in.toUri().getPath().startsWith(outPrefix) && sameFileSystem(in, out)) {
                throw new UsageException(command + ": input " + in + " is inside the output directory; choose another --output");
            }
        }
        if (fs.exists(out)) {
            if (!overwrite) {
                throw new UsageException(command + ": output " + out + " already exists; pass --overwrite to replace it");
            }
            if (!looksLikeOurs(fs, out, markers)) {
                throw new UsageException(command + ": output " + out + " is not empty and was not written by trainprep;"
                        + " refusing to delete it with --overwrite, choose another --output");
            }
            if (!fs.delete(out, true)) {
                throw new IOException("could not delete " + out);
            }
        }
        fs.mkdirs(out);
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
        return children.length == 0
                || Arrays.stream(children).map(s -> s.getPath().getName()).anyMatch(markers::contains);
    }
}

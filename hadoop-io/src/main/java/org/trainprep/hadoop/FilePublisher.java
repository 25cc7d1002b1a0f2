package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.h5.LocalFileSource;
import org.trainprep.core.h5.RandomAccessSource;

import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Publishes files to any Hadoop FileSystem, and lists parts there. Results are streamed under a
 * temporary name in the target directory and renamed, so readers never see half a file and
 * nothing is staged on local disk. Parts are read in place ({@link HadoopFileSource}), not copied.
 */
public final class FilePublisher {

    private final Configuration conf;
    private final Guard guard;

    public FilePublisher(Configuration conf) {
        this(conf, null);
    }

    /**
     * A publisher for a run's files, each step of which runs under {@code guard}: the run's clean-up
     * (SIGINT, SIGTERM, while the driver is still publishing) takes the same guard to remove the run's
     * directory, so a file is either published before it, and removed with the directory, or not at
     * all; no stats, report or manifest reappears after the clean-up said it removed the run. A long
     * copy runs outside the guard, into a temporary file whose folder the clean-up may remove under it.
     */
    public FilePublisher(Configuration conf, Guard guard) {
        this.conf = conf;
        this.guard = guard;
    }

    /** A run's hold on its directory, which its clean-up also takes. */
    @FunctionalInterface
    public interface Guard {
        /** Runs {@code step} unless the run was stopped (then throws), the clean-up waiting meanwhile. */
        void during(Step step) throws IOException;
    }

    /** A step of publishing. */
    @FunctionalInterface
    public interface Step {
        void run() throws IOException;
    }

    private void guarded(Step step) throws IOException {
        if (guard == null) {
            step.run();
        } else {
            guard.during(step);
        }
    }

    /** Opens a listed part where it is: a local file directly, anything else through its FileSystem. */
    public RandomAccessSource open(FileStatus part) throws IOException {
        FileSystem fs = part.getPath().getFileSystem(conf);
        return LocalFiles.isLocal(fs) ? new LocalFileSource(LocalFiles.local(fs.makeQualified(part.getPath())))
                : new HadoopFileSource(fs, part);
    }

    /** Where to build an output that will be published to {@code dir}: in place if local. */
    public java.nio.file.Path stagingFor(Path dir, String name, java.nio.file.Path workDir) throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        if (LocalFiles.isLocal(fs)) {
            java.nio.file.Path localDir = LocalFiles.local(fs.makeQualified(dir));
            guarded(() -> makeDir(fs, dir));
            return localDir.resolve("." + name + ".tmp");
        }
        return workDir.resolve(name);
    }

    /** Schemes with real directories, which a write could bring back after a run removed them. */
    private static final java.util.Set<String> DIRECTORIES = java.util.Set.of("file", "hdfs", "viewfs", "webhdfs",
            "swebhdfs");

    private static boolean hasDirectories(FileSystem fs) {
        String scheme = fs.getUri().getScheme();
        return scheme == null || DIRECTORIES.contains(scheme.toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Makes {@code dir}, one level only: its parent must be there. An interrupted run's directory is
     * removed while its driver may still be publishing; that must fail, not make the directory again.
     * Object stores have no directories to bring back.
     */
    static void makeDir(FileSystem fs, Path dir) throws IOException {
        if (!hasDirectories(fs)) {
            fs.mkdirs(dir);
            return;
        }
        if (fs.exists(dir)) {
            return;
        }
        Path parent = dir.getParent();
        if (parent != null && !fs.exists(parent)) {
            throw new java.io.FileNotFoundException("cannot publish to " + dir + ": " + parent
                    + " is not there (was the run stopped?)");
        }
        fs.mkdirs(dir);
    }

    /** Opens a file in a directory that is there (see {@link #makeDir}), replacing what is there. */
    static FSDataOutputStream create(FileSystem fs, Path file) throws IOException {
        if (!hasDirectories(fs)) {
            return fs.create(file, true);
        }
        return fs.createNonRecursive(file, true, fs.getConf().getInt("io.file.buffer.size", 4096),
                fs.getDefaultReplication(file), fs.getDefaultBlockSize(file), null);
    }

    public boolean exists(Path file) throws IOException {
        return file.getFileSystem(conf).exists(file);
    }

    /** Moves a staged local file (a file built with random access, e.g. census.h5) to {@code dir/name}, replacing what is there. */
    public void publish(java.nio.file.Path staged, Path dir, String name) throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        Path target = new Path(dir, name);
        if (LocalFiles.isLocal(fs)) {
            guarded(() -> Files.move(staged, staged.resolveSibling(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE));
            return;
        }
        Path tmp = new Path(dir, "." + name + ".tmp");
        guarded(() -> makeDir(fs, dir));
        fs.copyFromLocalFile(true, true, LocalFiles.hadoop(staged), tmp);
        guarded(() -> replace(fs, tmp, target));
    }

    /** Renames {@code tmp} to {@code target}, replacing what is there. */
    private static void replace(FileSystem fs, Path tmp, Path target) throws IOException {
        if (fs.exists(target) && !fs.delete(target, false)) {
            throw new IOException("could not replace " + target);
        }
        if (!fs.rename(tmp, target)) {
            throw new IOException("could not rename " + tmp + " to " + target);
        }
    }

    /** Writes a file as one sequential stream. */
    @FunctionalInterface
    public interface StreamWriter {
        void write(WritableByteChannel out) throws IOException;
    }

    /**
     * Streams a file straight to {@code dir/name}: under a temporary name in {@code dir}, renamed
     * when complete (replacing what is there), deleted if writing fails. Nothing is staged on local
     * disk. A local target is written through a {@link FileChannel}, so local-to-local copies stay in
     * the kernel ({@code transferTo}).
     */
    public void publishStreamed(Path dir, String name, StreamWriter writer) throws IOException {
        FileSystem fs = LocalFiles.withoutChecksumFiles(dir.getFileSystem(conf));
        Path target = new Path(dir, name);
        Path tmp = new Path(dir, "." + name + ".tmp");
        guarded(() -> makeDir(fs, dir));
        boolean done = false;
        try {
            writeStreamed(fs, tmp, target, name, writer);
            done = true;
        } catch (IOException e) {
            throw DiskFull.naming(e, target);
        } finally {
            if (!done) {
                fs.delete(tmp, false);
            }
        }
    }

    private void writeStreamed(FileSystem fs, Path tmp, Path target, String name, StreamWriter writer)
            throws IOException {
        if (LocalFiles.isLocal(fs)) {
            java.nio.file.Path local = LocalFiles.local(fs.makeQualified(tmp));
            try (FileChannel out = FileChannel.open(local, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                writer.write(out);
            }
            guarded(() -> Files.move(local, local.resolveSibling(name), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE));
            return;
        }
        try (FSDataOutputStream out = create(fs, tmp)) {
            writer.write(Channels.newChannel(out));
        }
        guarded(() -> replace(fs, tmp, target));
    }

    /**
     * Writes a small file ({@code vocab.json}, a manifest) straight to {@code dir/name} under a
     * temporary name and renames it, replacing what is there; no {@code .crc} file on local disk.
     */
    public void publishBytes(byte[] bytes, Path dir, String name) throws IOException {
        FileSystem fs = LocalFiles.withoutChecksumFiles(dir.getFileSystem(conf));
        Path target = new Path(dir, name);
        Path tmp = new Path(dir, "." + name + ".tmp");
        guarded(() -> {
            makeDir(fs, dir);
            try (FSDataOutputStream o = create(fs, tmp)) {
                o.write(bytes);
            } catch (IOException e) {
                fs.delete(tmp, false);
                throw DiskFull.naming(e, target);
            }
            replace(fs, tmp, target);
        });
    }


}

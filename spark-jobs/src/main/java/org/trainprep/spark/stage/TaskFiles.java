package org.trainprep.spark.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.trainprep.hadoop.LocalFiles;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Files Spark tasks write beside their results (parts, reject samples, side tallies): each under
 * a name of its task attempt, then renamed into place, so a failed, retried or speculative attempt
 * never leaves a partial or second copy (equal attempts write equal files; the first rename wins).
 * And the Hadoop configuration tasks need, shipped as bytes.
 */
public final class TaskFiles {

    private TaskFiles() {
    }

    /**
     * Opens an attempt's file (replacing what an earlier attempt left) without creating its folder,
     * which the driver made before the stage ({@link #folders}): once a stopped run's directory has
     * been removed, a task that is still running fails here instead of bringing the directory back.
     */
    public static FSDataOutputStream create(FileSystem fs, Path file) throws IOException {
        try {
            return fs.createNonRecursive(file, true, fs.getConf().getInt("io.file.buffer.size", 4096),
                    fs.getDefaultReplication(file), fs.getDefaultBlockSize(file), null);
        } catch (FileNotFoundException e) {
            throw new FileNotFoundException("the run's folder " + file.getParent()
                    + " is gone (the run was stopped or failed): " + e.getMessage());
        }
    }

    /** Copies a task's local file to an attempt's file, as {@link #create} opens it. */
    public static void copyFromLocal(FileSystem fs, java.nio.file.Path local, Path file) throws IOException {
        try (FSDataOutputStream out = create(fs, file)) {
            java.nio.file.Files.copy(local, out);
        }
    }

    /** Makes the folders a stage's tasks write to, from the driver, before the stage runs. */
    public static void folders(Configuration conf, Path... dirs) throws IOException {
        for (Path dir : dirs) {
            FileSystem fs = dir.getFileSystem(conf);
            if (!fs.mkdirs(dir)) {
                throw new IOException("could not make " + dir);
            }
        }
    }

    /** Where this task attempt writes {@code name} before {@link #commit} moves it into {@code dir}. */
    public static Path attempt(Path dir, String name) {
        TaskContext task = TaskContext.get();
        return new Path(dir, "_attempt-" + (task == null ? 0 : task.taskAttemptId()) + "-" + name);
    }

    /** Moves an attempt's file to {@code dir/name}; when another attempt got there first, drops this one. */
    public static void commit(FileSystem fs, Path attempt, Path dir, String name) throws IOException {
        Path target = new Path(dir, name);
        if (!fs.rename(attempt, target)) {
            if (!fs.exists(target)) {
                throw new IOException("could not move " + attempt + " to " + target);
            }
            fs.delete(attempt, false);
        }
    }

    /** Writes {@code lines} (one per line, UTF-8) as {@code dir/name}, through an attempt's file; nothing when empty. */
    public static void writeLines(Configuration conf, Path dir, String name, List<String> lines) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        FileSystem fs = LocalFiles.withoutChecksumFiles(dir.getFileSystem(conf));
        Path attempt = attempt(dir, name);
        try (FSDataOutputStream o = create(fs, attempt)) {
            for (String line : lines) {
                o.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        commit(fs, attempt, dir, name);
    }

    public static byte[] toBytes(Configuration conf) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            conf.write(out);
        }
        return bytes.toByteArray();
    }

    public static Configuration fromBytes(byte[] bytes) throws IOException {
        Configuration conf = new Configuration(false);
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            conf.readFields(in);
        }
        return conf;
    }
}

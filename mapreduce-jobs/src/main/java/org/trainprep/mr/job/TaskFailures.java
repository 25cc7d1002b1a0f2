package org.trainprep.mr.job;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Why a local task failed, for the driver to say: local mode keeps no task diagnostics (its job
 * reports none, and its reason is only a warning in the log), so a run that ran out of memory in a
 * map task said "Hadoop gives no reason". A local task writes its error's first line into
 * {@code JOB_OUTPUT/_task-failures/ATTEMPT} as it fails; on a cluster YARN keeps the diagnostics.
 */
public final class TaskFailures {

    static final String FOLDER = "_task-failures";

    private TaskFailures() {
    }

    /** A task's whole run. */
    @FunctionalInterface
    public interface Task {
        void run() throws IOException, InterruptedException;
    }

    /** Runs {@code task}, recording its failure ({@link #record}) before it propagates; a kill is no failure. */
    public static void recording(TaskInputOutputContext<?, ?, ?, ?> context, Task task)
            throws IOException, InterruptedException {
        try {
            task.run();
        } catch (IOException | RuntimeException | Error e) {
            record(context, e);
            throw e;
        }
    }

    /** Records {@code t} for the driver, when the task runs in local mode; never throws. */
    static void record(TaskInputOutputContext<?, ?, ?, ?> context, Throwable t) {
        Configuration conf = context.getConfiguration();
        Path out = FileOutputFormat.getOutputPath(context);
        if (out == null || !JobSetup.runsLocally(conf)) {
            return;
        }
        try {
            Path file = new Path(new Path(out, FOLDER), context.getTaskAttemptID().toString());
            try (FSDataOutputStream s = file.getFileSystem(conf).create(file, true)) {
                s.write(firstLine(t).getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException | RuntimeException | OutOfMemoryError e) {
            // the task's own error is what matters; the driver falls back to the log
        }
    }

    /** The first recorded failure of the job whose output folder is {@code out}, as {@code ATTEMPT: ERROR}. */
    public static Optional<String> first(Configuration conf, Path out) throws IOException {
        if (out == null) {
            return Optional.empty();
        }
        Path folder = new Path(out, FOLDER);
        FileSystem fs = folder.getFileSystem(conf);
        if (!fs.exists(folder)) {
            return Optional.empty();
        }
        for (FileStatus f : fs.listStatus(folder)) {
            if (f.isFile() && f.getLen() > 0 && f.getLen() < 64 << 10) {
                try (var in = fs.open(f.getPath())) {
                    return Optional.of("task " + f.getPath().getName() + ": "
                            + new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
                }
            }
        }
        return Optional.empty();
    }

    private static String firstLine(Throwable t) {
        String s = String.valueOf(t);
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}

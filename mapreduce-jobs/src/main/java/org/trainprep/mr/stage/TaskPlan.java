package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.TaskContext;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/**
 * A pass as its MapReduce tasks get it: the pass (with its functions), its folder, the run, for a
 * pass over lines how many splits the driver listed (each split knows its own place,
 * {@link LineInputFormat.Split}), and how many map and reduce tasks share a JVM's heap at a time
 * (local mode's slots; one on a cluster).
 */
record TaskPlan(Pass pass, String dir, String runId, int splits, int mapsAtOnce, int reducesAtOnce)
        implements Serializable {

    /** Configuration key of the plan's file. */
    static final String KEY = "trainprep.stage.plan";

    /** The plan of the job whose configuration is {@code conf}. */
    static TaskPlan of(Configuration conf) throws IOException {
        Path file = new Path(conf.get(KEY));
        try (FSDataInputStream in = file.getFileSystem(conf).open(file); ObjectInputStream o = new ObjectInputStream(in)) {
            return (TaskPlan) o.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException("the pass in " + file + " names a class this task cannot load: " + e.getMessage(), e);
        }
    }

    /**
     * The context of the task reading {@code split}. The driver lists a pass's splits to plan it and
     * Hadoop lists them again when the job is submitted: a count that differs means the input
     * changed in between, and the tasks' indices would not be the plan's.
     */
    TaskContext lineTask(LineInputFormat.Split split) throws IOException {
        TaskContext.Split s = split.split();
        if (split.tasks() != splits) {
            throw new IOException("split at byte " + s.start() + " of " + s.file() + " is one of " + split.tasks()
                    + " the job listed, but the driver listed " + splits + ": the job split its input differently");
        }
        return split.context(s, runId, memory(true));
    }

    /** A map (or reduce) task's share of this JVM's heap. */
    long memory(boolean map) {
        return TaskContext.memoryShare(Runtime.getRuntime().maxMemory(), map ? mapsAtOnce : reducesAtOnce);
    }

    Path folder() {
        return new Path(dir);
    }
}

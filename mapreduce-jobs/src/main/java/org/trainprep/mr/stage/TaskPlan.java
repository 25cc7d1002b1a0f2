package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.TaskContext;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;

/**
 * A pass as its MapReduce tasks get it: the pass (with its functions), its folder, the run, and
 * for a pass over lines its splits in the order Hadoop's input format lists them, so a task knows
 * its split's index (the name of what it writes) whatever order the job runs its tasks in, and
 * how many map and reduce tasks share a JVM's heap at a time (local mode's slots; one on a cluster).
 */
record TaskPlan(Pass pass, String dir, String runId, List<TaskContext.Split> splits, int mapsAtOnce, int reducesAtOnce)
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

    /** The context of the task reading split {@code (file, start)}. */
    TaskContext lineTask(String file, long start) throws IOException {
        for (int i = 0; i < splits.size(); i++) {
            TaskContext.Split s = splits.get(i);
            if (s.start() == start && s.file().equals(file)) {
                return new TaskContext(i, splits.size(), s, runId, memory(true));
            }
        }
        throw new IOException("split at byte " + start + " of " + file + " is not one the driver listed: the job split its"
                + " input differently");
    }

    /** A map (or reduce) task's share of this JVM's heap. */
    long memory(boolean map) {
        return TaskContext.memoryShare(Runtime.getRuntime().maxMemory(), map ? mapsAtOnce : reducesAtOnce);
    }

    Path folder() {
        return new Path(dir);
    }
}

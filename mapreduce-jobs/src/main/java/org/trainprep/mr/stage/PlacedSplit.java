package org.trainprep.mr.stage;

import org.apache.hadoop.io.Writable;
import org.apache.hadoop.mapreduce.InputSplit;
import org.trainprep.core.stage.TaskContext;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * A map task's split that carries the task's place among the pass's tasks, so the task knows its
 * index (the name of what it writes) whatever order the job runs its tasks in, as Hadoop's
 * submission sorts them by size: a split of a pass's lines ({@link LineInputFormat.Split}) or a
 * dataset's partition ({@link DatasetInputFormat.PartitionSplit}).
 */
abstract class PlacedSplit extends InputSplit implements Writable {
    private int task;
    private int tasks;

    /** For Hadoop's deserialization of a task's split. */
    PlacedSplit() {
    }

    PlacedSplit(int task, int tasks) {
        this.task = task;
        this.tasks = tasks;
    }

    /** The task's place among the pass's tasks. */
    int task() {
        return task;
    }

    /** How many tasks the pass has. */
    int tasks() {
        return tasks;
    }

    /** The context of the task reading this split, which the stages see as {@code split} (null for a dataset's partition). */
    TaskContext context(TaskContext.Split split, String runId, long memory) {
        return new TaskContext(task, tasks, split, runId, memory);
    }

    /** Writes the place, after the subclass's own fields; {@link #readPlace} reads it back in the same order. */
    final void writePlace(DataOutput out) throws IOException {
        out.writeInt(task);
        out.writeInt(tasks);
    }

    final void readPlace(DataInput in) throws IOException {
        task = in.readInt();
        tasks = in.readInt();
    }
}

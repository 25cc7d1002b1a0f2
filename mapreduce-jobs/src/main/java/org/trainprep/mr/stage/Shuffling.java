package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;

/** A map task's output: its records to the shuffle as byte writables when the pass has one. */
final class Shuffling {

    private Shuffling() {
    }

    static CommittedTaskOutput output(TaskInputOutputContext<?, ?, BytesWritable, BytesWritable> context, TaskPlan plan,
                                      TaskContext task) throws IOException {
        CommittedTaskOutput.Sink sink = null;
        if (plan.pass().shuffle() != null) {
            BytesWritable k = new BytesWritable();
            BytesWritable v = new BytesWritable();
            sink = (key, value) -> {
                k.set(key, 0, key.length);
                v.set(value, 0, value.length);
                try {
                    context.write(k, v);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new java.io.InterruptedIOException("interrupted while emitting");
                }
            };
        }
        return new CommittedTaskOutput(context.getConfiguration(), plan.folder(), plan.pass(), task,
                context.getTaskAttemptID().toString(), sink);
    }
}

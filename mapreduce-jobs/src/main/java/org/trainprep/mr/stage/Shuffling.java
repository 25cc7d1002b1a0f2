package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;

/** What every MapReduce task of a pass does alike: its output (records to the shuffle when the pass has one), its end. */
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

    /** Ends a task: its function finished, what it wrote committed, its scratch removed. */
    static void finish(Finish fn, CommittedTaskOutput out) throws IOException {
        try {
            fn.finish(out);
            out.commit();
        } finally {
            out.close();
        }
    }

    /** A function's last call. */
    @FunctionalInterface
    interface Finish {
        void finish(org.trainprep.core.stage.TaskOutput out) throws IOException;
    }
}

package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.Reducer;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;
import java.util.Arrays;
import java.util.Iterator;

/** A shuffle's partition on MapReduce: the pass's {@link GroupFn} over its keys in order. */
public final class StageReducer extends Reducer<BytesWritable, BytesWritable, NullWritable, NullWritable> {

    private GroupFn fn;
    private CommittedTaskOutput out;

    @Override
    protected void setup(Context context) throws IOException {
        TaskPlan plan = TaskPlan.of(context.getConfiguration());
        int partition = context.getTaskAttemptID().getTaskID().getId();
        TaskContext task = new TaskContext(partition, plan.pass().shuffle().partitions(), null, plan.runId(),
                plan.memory(false));
        out = new CommittedTaskOutput(context.getConfiguration(), plan.folder(), plan.pass(), task,
                context.getTaskAttemptID().toString(), null);
        fn = plan.pass().shuffle().group();
        fn.setup(task);
    }

    @Override
    protected void reduce(BytesWritable key, Iterable<BytesWritable> values, Context context) throws IOException {
        Iterator<BytesWritable> it = values.iterator();
        fn.group(Arrays.copyOf(key.getBytes(), key.getLength()), new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public byte[] next() {
                BytesWritable v = it.next();
                return Arrays.copyOf(v.getBytes(), v.getLength());
            }
        }, out);
    }

    @Override
    protected void cleanup(Context context) throws IOException {
        Shuffling.finish(fn::finish, out);
    }

    @Override
    public void run(Context context) throws IOException, InterruptedException {
        org.trainprep.mr.job.TaskFailures.recording(context, () -> super.run(context));
    }
}

package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.Mapper;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;
import java.util.Arrays;

/** A pass over datasets on MapReduce: one task a partition, running the pass's {@link RecordFn}. */
public final class StageRecordMapper extends Mapper<BytesWritable, BytesWritable, BytesWritable, BytesWritable> {

    private RecordFn fn;
    private CommittedTaskOutput out;

    @Override
    protected void setup(Context context) throws IOException, InterruptedException {
        TaskPlan plan = TaskPlan.of(context.getConfiguration());
        DatasetInputFormat.PartitionSplit split = (DatasetInputFormat.PartitionSplit) context.getInputSplit();
        TaskContext task = split.context(null, plan.runId(), plan.memory(true));
        out = Shuffling.output(context, plan, task);
        fn = plan.pass().recordFn();
        fn.setup(task);
    }

    @Override
    protected void map(BytesWritable key, BytesWritable value, Context context) throws IOException {
        fn.record(Arrays.copyOf(key.getBytes(), key.getLength()), Arrays.copyOf(value.getBytes(), value.getLength()), out);
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

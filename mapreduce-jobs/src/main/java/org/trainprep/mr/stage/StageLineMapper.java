package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.trainprep.core.stage.LineFn;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;

/** A pass over the run's lines on MapReduce: one task a split, running the pass's {@link LineFn}. */
public final class StageLineMapper extends Mapper<LongWritable, Text, BytesWritable, BytesWritable> {

    private LineFn fn;
    private CommittedTaskOutput out;

    @Override
    protected void setup(Context context) throws IOException, InterruptedException {
        TaskPlan plan = TaskPlan.of(context.getConfiguration());
        org.trainprep.core.stage.TaskContext task = plan.lineTask((LineInputFormat.Split) context.getInputSplit());
        out = Shuffling.output(context, plan, task);
        fn = plan.pass().lineFn();
        fn.setup(task);
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException {
        LineFn.feed(fn, offset.get(), line.getBytes(), line.getLength(), out);
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

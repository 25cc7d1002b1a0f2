package org.trainprep.mr.stage;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.Reducer;
import org.trainprep.core.stage.Shuffle;

import java.io.IOException;
import java.util.Arrays;

/** A shuffle's combiner on MapReduce: a key's values merged into one by the pass's {@link Shuffle.Combiner}. */
public final class StageCombiner extends Reducer<BytesWritable, BytesWritable, BytesWritable, BytesWritable> {

    private Shuffle.Combiner combiner;
    private final BytesWritable merged = new BytesWritable();

    @Override
    protected void setup(Context context) throws IOException {
        combiner = TaskPlan.of(context.getConfiguration()).pass().shuffle().combiner();
    }

    @Override
    protected void reduce(BytesWritable key, Iterable<BytesWritable> values, Context context)
            throws IOException, InterruptedException {
        byte[] acc = null;
        for (BytesWritable v : values) {
            byte[] value = Arrays.copyOf(v.getBytes(), v.getLength());
            acc = acc == null ? value : combiner.merge(acc, value);
        }
        merged.set(acc, 0, acc.length);
        context.write(key, merged);
    }
}

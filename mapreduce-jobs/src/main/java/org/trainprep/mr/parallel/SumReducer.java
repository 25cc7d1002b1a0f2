package org.trainprep.mr.parallel;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;

import java.io.IOException;

/** Pass 3's combiner and reduce: a word's count. */
public final class SumReducer extends Reducer<Text, LongWritable, Text, LongWritable> {

    private final LongWritable sum = new LongWritable();

    @Override
    protected void reduce(Text word, Iterable<LongWritable> counts, Context context) throws IOException, InterruptedException {
        long n = 0;
        for (LongWritable c : counts) {
            n += c.get();
        }
        sum.set(n);
        context.write(word, sum);
    }
}

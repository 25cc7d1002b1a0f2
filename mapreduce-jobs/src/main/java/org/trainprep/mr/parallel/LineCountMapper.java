package org.trainprep.mr.parallel;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.trainprep.hadoop.parallel.SplitLines;

import java.io.IOException;

/**
 * Pass 1 (map-only): how many lines each split of each side holds, one record a split
 * ({@link SplitLines#record}), so the driver can number every line of a file whichever split reads
 * it: the two sides are split independently, and a pair is the two lines of one number.
 */
public final class LineCountMapper extends Mapper<LongWritable, Text, Text, NullWritable> {

    private long lines;

    @Override
    protected void map(LongWritable offset, Text line, Context context) {
        lines++;
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        FileSplit split = (FileSplit) context.getInputSplit();
        context.write(new Text(SplitLines.record(ParallelConf.side(context.getConfiguration(), split.getPath().toString()),
                split.getStart(), lines)), NullWritable.get());
    }
}

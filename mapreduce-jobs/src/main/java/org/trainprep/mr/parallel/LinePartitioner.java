package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configurable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.mapreduce.Partitioner;

/**
 * Line {@code n} of {@code N} goes to partition {@code n * P / N}: contiguous ranges in order, so
 * the parts, in name order, hold the pairs in input order.
 */
public final class LinePartitioner extends Partitioner<LongWritable, Object> implements Configurable {

    private Configuration conf;
    private long lines;

    @Override
    public int getPartition(LongWritable line, Object value, int partitions) {
        return range(line.get(), lines, partitions);
    }

    static int range(long line, long lines, int partitions) {
        return (int) Math.min(partitions - 1, line * partitions / Math.max(1, lines));
    }

    @Override
    public void setConf(Configuration conf) {
        this.conf = conf;
        this.lines = conf.getLong(ParallelConf.LINES, 1);
    }

    @Override
    public Configuration getConf() {
        return conf;
    }
}

package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configurable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.Partitioner;
import org.trainprep.core.stage.Shuffle;


/** A shuffle's partitioner on MapReduce: the pass's {@link Shuffle.Partitioner}. */
public final class StagePartitioner extends Partitioner<BytesWritable, BytesWritable> implements Configurable {

    private Configuration conf;
    private Shuffle.Partitioner partitioner;

    @Override
    public int getPartition(BytesWritable key, BytesWritable value, int partitions) {
        return partitioner.partition(key.getBytes(), key.getLength(), partitions);
    }

    @Override
    public void setConf(Configuration conf) {
        this.conf = conf;
        partitioner = ShuffleKeys.of(conf).partitioner();
    }

    @Override
    public Configuration getConf() {
        return conf;
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Partitioner;
import org.trainprep.core.reviews.TextPartition;

/** Job 1's partitioner, the MapReduce adapter of {@link TextPartition}. */
public final class CleanTextPartitioner<V> extends Partitioner<Text, V> {

    @Override
    public int getPartition(Text text, V value, int partitions) {
        return TextPartition.of(text.getBytes(), text.getLength(), partitions);
    }
}

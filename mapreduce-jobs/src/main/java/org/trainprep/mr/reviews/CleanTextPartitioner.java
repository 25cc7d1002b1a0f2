package org.trainprep.mr.reviews;

import org.apache.hadoop.mapreduce.Partitioner;
import org.trainprep.core.reviews.TextOrder;

/** Job 1's partitioner, the MapReduce adapter of {@link TextOrder#partition}: equal hash ranges. */
public final class CleanTextPartitioner<V> extends Partitioner<HashedText, V> {

    @Override
    public int getPartition(HashedText key, V value, int partitions) {
        return TextOrder.partition(key.hash(), partitions);
    }
}

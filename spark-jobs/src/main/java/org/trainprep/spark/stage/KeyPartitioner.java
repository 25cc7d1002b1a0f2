package org.trainprep.spark.stage;

import org.trainprep.core.stage.Shuffle;

/** A shuffle's partitioner over its keys' bytes, as Spark asks for it. */
final class KeyPartitioner extends org.apache.spark.Partitioner {
    private final Shuffle.Partitioner partitioner;
    private final int partitions;

    KeyPartitioner(Shuffle.Partitioner partitioner, int partitions) {
        this.partitioner = partitioner;
        this.partitions = partitions;
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        byte[] b = (byte[]) key;
        return partitioner.partition(b, b.length, partitions);
    }
}

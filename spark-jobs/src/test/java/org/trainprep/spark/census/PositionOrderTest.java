package org.trainprep.spark.census;

import org.junit.jupiter.api.Test;
import org.trainprep.core.census.CensusRow;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** When partitions are not in input order the job must fall back to sorting by position. */
class PositionOrderTest {

    private static PartitionTally startingAt(long position) {
        PartitionTally t = new PartitionTally(2, 0, "f");
        if (position >= 0) {
            t.add(new CensusRow(CensusRow.Kind.BLANK, null, null), position, position, new org.apache.hadoop.io.Text(""));
        }
        return t;
    }

    @Test
    void detectsPartitionsOutOfPositionOrder() {
        long file1 = 1L << SparkCensusJob.OFFSET_BITS;
        assertThat(SparkCensusJob.inPositionOrder(List.of(startingAt(0), startingAt(500), startingAt(file1)))).isTrue();
        assertThat(SparkCensusJob.inPositionOrder(List.of(startingAt(0), startingAt(-1), startingAt(10)))).isTrue();
        assertThat(SparkCensusJob.inPositionOrder(List.of(startingAt(file1), startingAt(0)))).isFalse();
        assertThat(SparkCensusJob.inPositionOrder(List.of(startingAt(500), startingAt(20)))).isFalse();
    }
}

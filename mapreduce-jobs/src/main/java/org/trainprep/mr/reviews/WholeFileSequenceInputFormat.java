package org.trainprep.mr.reviews;

import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.lib.input.SequenceFileInputFormat;

/**
 * SequenceFiles read one whole file per map task, so a map-only job makes exactly one output
 * per input file (one HDF5 part per dedup reducer), however large the file.
 */
public final class WholeFileSequenceInputFormat<K, V> extends SequenceFileInputFormat<K, V> {
    @Override
    protected boolean isSplitable(JobContext context, Path filename) {
        return false;
    }
}

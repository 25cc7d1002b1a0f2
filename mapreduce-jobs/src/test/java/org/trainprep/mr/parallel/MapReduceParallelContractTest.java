package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.parallel.ParallelEngineContract;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.parallel.ParallelProgram;
import org.trainprep.core.parallel.ParallelType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.mr.stage.StagedSlice;
import org.trainprep.run.RunSkeleton;

import java.util.Map;

/** {@link ParallelEngineContract} on MapReduce, local mode, through the run skeleton and the generic stage runner. */
class MapReduceParallelContractTest extends ParallelEngineContract {

    @Override
    protected Map<String, Long> runEngine(ParallelOptions options, int partitions, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration();
        JobSetup.tuneLocalMode(conf);
        conf.setInt(ParallelProgram.PARTITIONS, partitions);
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, maxSplitBytes);
        return new RunSkeleton(conf, ProgressLog.silent()).run(options, new StagedSlice(new ParallelType()).passes())
                .tally().counts();
    }
}

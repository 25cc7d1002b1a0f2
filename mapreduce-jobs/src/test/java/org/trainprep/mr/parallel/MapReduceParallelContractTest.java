package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.parallel.ParallelEngineContract;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.mr.JobSetup;
import org.trainprep.run.RunSkeleton;

import java.util.Map;

/** {@link ParallelEngineContract} on MapReduce, local mode, through the run skeleton. */
class MapReduceParallelContractTest extends ParallelEngineContract {

    @Override
    protected Map<String, Long> runEngine(ParallelOptions options, int partitions, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration();
        JobSetup.tuneLocalMode(conf);
        conf.setInt(ParallelConf.PARTITIONS, partitions);
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        return new RunSkeleton(conf, ProgressLog.silent()).run(options, new ParallelPasses()).tally().counts();
    }
}

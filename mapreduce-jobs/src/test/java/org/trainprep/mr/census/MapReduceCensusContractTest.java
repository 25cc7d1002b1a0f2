package org.trainprep.mr.census;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.census.CensusEngineContract;
import org.trainprep.core.census.CensusOptions;

import java.util.Map;

/** The census contract on MapReduce in Hadoop's local mode. */
class MapReduceCensusContractTest extends CensusEngineContract {

    @Override
    protected Map<String, Long> runEngine(CensusOptions options, boolean manySplits) throws Exception {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        if (manySplits) {
            conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 64 * 1024);
            conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, 64 * 1024);
        }
        org.trainprep.mr.job.JobSetup.tuneLocalMode(conf);
        return org.trainprep.run.census.CensusRunSummary.of(new org.trainprep.run.RunSkeleton(conf,
                org.trainprep.core.progress.ProgressLog.silent()).run(options, new org.trainprep.mr.stage.StagedSlice(
                new org.trainprep.core.census.CensusType()).passes())).counts();
    }
}

package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.dataset.RegistryContract;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.merge.VerifyTool;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.mr.stage.StagedSlice;
import org.trainprep.run.RunSkeleton;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/** {@link RegistryContract} on MapReduce in local mode: every registered type, through the generic stage runner. */
class MapReduceRegistryContractTest extends RegistryContract {

    @Override
    protected void run(RunPlan plan, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration();
        JobSetup.tuneLocalMode(conf);
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, maxSplitBytes);
        new RunSkeleton(conf, ProgressLog.silent()).run(plan, new StagedSlice(plan.type()).passes());
    }

    @Override
    protected int verify(Path output) throws Exception {
        return org.apache.hadoop.util.ToolRunner.run(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())), new String[]{output.toString()});
    }
}

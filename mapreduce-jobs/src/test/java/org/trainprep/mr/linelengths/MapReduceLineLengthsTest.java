package org.trainprep.mr.linelengths;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.linelengths.LineLengthsContract;
import org.trainprep.core.linelengths.LineLengthsType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.merge.VerifyTool;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.stage.StagedSlice;
import org.trainprep.run.RunSkeleton;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/** {@link LineLengthsContract} on MapReduce, local mode: the generic stage runner, nothing of the type's own. */
class MapReduceLineLengthsTest extends LineLengthsContract {

    @Override
    protected Map<String, Long> runEngine(RunPlan plan, long maxSplitBytes) throws Exception {
        Configuration conf = new Configuration();
        JobSetup.tuneLocalMode(conf);
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", maxSplitBytes);
        return new RunSkeleton(conf, ProgressLog.silent()).run(plan, new StagedSlice(new LineLengthsType()).passes())
                .tally().counts();
    }

    @Override
    protected int verify(Path output) throws Exception {
        return org.apache.hadoop.util.ToolRunner.run(new VerifyTool(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())), new String[]{output.toString()});
    }
}

package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;

/**
 * The command of a dataset type on MapReduce: the type parses its arguments into a plan, the
 * skeleton runs its passes as MapReduce jobs, its summary printer prints. Nothing here knows any type.
 */
final class SkeletonTool extends CommandTool {

    private final StagedSlice slice;

    SkeletonTool(StagedSlice slice, PrintStream out, PrintStream err) {
        super(out, err);
        this.slice = slice;
    }

    @Override
    protected String name() {
        return slice.type().name();
    }

    @Override
    protected String usage() {
        return slice.type().help().text();
    }

    @Override
    protected String sizedBy() {
        return slice.type().sizedBy();
    }

    @Override
    protected void execute(String[] args) throws Exception {
        DatasetType type = slice.type();
        RunPlan plan = type.plan(args);
        refuseOtherEngine(type, args);
        Configuration conf = new Configuration(getConf());
        JobSetup.tuneLocalMode(conf);
        JobSetup.tuneTaskJvms(conf);
        Passes passes = slice.passes();
        RunSummary run = new RunSkeleton(conf, progress()).run(plan, passes);
        org.trainprep.run.SummaryPrinter.printRun(run, out);
    }

    /** A type that runs on several engines names its engine; this command runs MapReduce only. */
    private static void refuseOtherEngine(DatasetType type, String[] args) throws UsageException {
        var other = org.trainprep.core.dataset.Engine.MAPREDUCE.otherNamedIn(type, args);
        if (other.isPresent()) {
            throw new UsageException(type.name() + ": --engine " + other.get().id() + " runs with spark-submit (spark-jobs) or"
                    + " bin/pipeline, not hadoop jar; use --engine mapreduce here");
        }
    }
}

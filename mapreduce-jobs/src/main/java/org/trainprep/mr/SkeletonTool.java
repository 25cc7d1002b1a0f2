package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSkeleton;

import java.io.PrintStream;

/**
 * The command of a dataset type that runs on the run skeleton, on MapReduce: the type parses its
 * arguments into a plan, the skeleton runs it with the type's MapReduce passes, the summary is
 * printed. Nothing here knows any type.
 */
public final class SkeletonTool extends CommandTool {

    private final DatasetType type;
    private final Passes passes;

    public SkeletonTool(DatasetType type, Passes passes, PrintStream out, PrintStream err) {
        super(out, err);
        this.type = type;
        this.passes = passes;
    }

    @Override
    protected String name() {
        return type.name();
    }

    @Override
    protected String usage() {
        return type.help().text();
    }

    @Override
    protected void execute(String[] args) throws Exception {
        Configuration conf = new Configuration(getConf());
        JobSetup.tuneLocalMode(conf);
        new RunSkeleton(conf, progress()).run(type.plan(args), passes).print(out);
    }
}

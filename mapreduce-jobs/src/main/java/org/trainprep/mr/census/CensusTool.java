package org.trainprep.mr.census;

import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.CommandTool;

import java.io.PrintStream;

/** {@code census} command on MapReduce ({@code --engine spark} runs through spark-submit instead). */
public final class CensusTool extends CommandTool {

    public CensusTool() {
        this(System.out, System.err);
    }

    public CensusTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    @Override
    protected String name() {
        return "census";
    }

    @Override
    protected String usage() {
        return CensusOptions.HELP.text();
    }

    @Override
    protected void execute(String[] args) throws Exception {
        CensusOptions options = CensusOptions.parse(args);
        if (!options.engine().equals("mapreduce")) {
            throw new UsageException("census: --engine spark runs with spark-submit (spark-jobs) or bin/pipeline,"
                    + " not hadoop jar; use --engine mapreduce here");
        }
        new CensusPipeline(getConf(), progress()).run(options).print(out);
    }
}

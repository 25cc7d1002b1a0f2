package org.trainprep.mr.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.conf.Configured;
import org.apache.hadoop.util.Tool;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code census} command on MapReduce. Exit 0 on success, 2 on bad arguments (one line naming the
 * fix), 1 when the job fails.
 */
public final class CensusTool extends Configured implements Tool {

    private final PrintStream out;
    private final PrintStream err;

    public CensusTool() {
        this(System.out, System.err);
    }

    public CensusTool(PrintStream out, PrintStream err) {
        super(new Configuration());
        this.out = out;
        this.err = err;
    }

    @Override
    public int run(String[] args) throws Exception {
        if (java.util.Arrays.asList(args).contains("--help")) {
            out.println("usage: " + CensusOptions.USAGE);
            return 0;
        }
        try {
            CensusOptions options = CensusOptions.parse(args);
            if (!options.engine().equals("mapreduce")) {
                throw new UsageException("census: --engine spark runs with spark-submit (spark-jobs) or bin/pipeline,"
                        + " not hadoop jar; use --engine mapreduce here");
            }
            new CensusPipeline(getConf()).run(options).print(out);
            return 0;
        } catch (UsageException e) {
            err.println(e.getMessage());
            return UsageException.EXIT_CODE;
        } catch (IOException e) {
            err.println("census failed: " + e.getMessage());
            return 1;
        }
    }
}

package org.trainprep.combiner;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.conf.Configured;
import org.apache.hadoop.util.Tool;
import org.apache.hadoop.util.ToolRunner;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code combine} entry point: {@code hadoop jar mapreduce-jobs-*-emr.jar combine --input DIR --output DIR}
 * (Tool, so {@code -D} works). Exit 0 on success, 2 on bad arguments or an existing target without
 * {@code --overwrite}, 1 when the parts cannot be merged; failures are one line on stderr.
 */
public final class CombinerTool extends Configured implements Tool {

    private final PrintStream out;
    private final PrintStream err;

    public CombinerTool() {
        this(System.out, System.err);
    }

    public CombinerTool(PrintStream out, PrintStream err) {
        super(new Configuration());
        this.out = out;
        this.err = err;
    }

    @Override
    public int run(String[] args) throws Exception {
        if (java.util.Arrays.asList(args).contains("--help")) {
            out.println("usage: " + CombineOptions.USAGE);
            return 0;
        }
        CombineOptions options;
        try {
            options = CombineOptions.parse(args);
        } catch (UsageException e) {
            err.println(e.getMessage());
            return UsageException.EXIT_CODE;
        }
        try {
            HdfsCombine.Published p = new HdfsCombine(getConf()).run(options);
            printSummary(out, p);
            return 0;
        } catch (OutputExistsException e) {
            err.println("combine: " + e.getMessage());
            return UsageException.EXIT_CODE;
        } catch (IOException e) {
            // corrupt, truncated, mismatched or missing parts, or the store refused: one line, no trace
            err.println("combine failed: " + e.getMessage());
            return 1;
        }
    }

    static void printSummary(PrintStream out, HdfsCombine.Published p) {
        CombineResult r = p.result();
        out.printf("combined %d parts -> %s%n", r.parts().size(), p.fileUri());
        out.printf("  rows %d in %d shards %s, width %d, %s, labels %s%n", r.attributes().numRows(),
                r.plan().shards(), r.plan().shardRows(), r.rowWidth(), r.dtype(), r.attributes().labelScheme());
        out.printf("  trainers' loader reads %d items; %d rows unread (k * min - 1 rule)%n",
                r.plan().loaderItems(), r.plan().rowsUnreadByLoader());
        out.printf("  manifest %s%n", p.manifestUri());
    }

    public static void main(String[] args) throws Exception {
        System.exit(ToolRunner.run(new CombinerTool(), args));
    }
}

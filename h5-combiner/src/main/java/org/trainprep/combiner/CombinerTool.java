package org.trainprep.combiner;

import org.apache.hadoop.util.ToolRunner;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.CommandTool;

import java.io.PrintStream;

/**
 * {@code combine} command: {@code hadoop jar mapreduce-jobs-*-emr.jar combine --input DIR --output DIR}.
 * An existing target without {@code --overwrite} is a usage error (exit 2); parts that cannot be
 * merged (corrupt, truncated, mismatched, none) fail with exit 1.
 */
public final class CombinerTool extends CommandTool {

    public CombinerTool() {
        this(System.out, System.err);
    }

    public CombinerTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    @Override
    protected String name() {
        return "combine";
    }

    @Override
    protected String usage() {
        return CombineOptions.USAGE;
    }

    @Override
    protected void execute(String[] args) throws Exception {
        CombineOptions options = CombineOptions.parse(args);
        try {
            printSummary(out, new HdfsCombine(getConf()).run(options));
        } catch (OutputExistsException e) {
            throw new UsageException("combine: " + e.getMessage());
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

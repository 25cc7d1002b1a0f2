package org.trainprep.hadoop;

import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.PrintStream;

/**
 * A command whose one argument is a finished run's output directory ({@code verify DIR},
 * {@code report DIR}), on any Hadoop FileSystem: the argument check, the help and its example
 * are the same for each.
 */
public abstract class DirectoryTool extends CommandTool {

    protected DirectoryTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    /** What the command does, for its help. */
    protected abstract String about();

    /** Runs the command on {@code dir}. */
    protected abstract void run(Path dir) throws Exception;

    @Override
    protected final String usage() {
        return "usage: " + name() + " DIR\n\n" + about().strip() + "\n\n"
                + "  DIR    a reviews or census output: local, hdfs://, s3:// (EMRFS) or s3a://\n\n"
                + "example:\n  bin/pipeline " + name() + " out/reviews\n";
    }

    @Override
    protected final void execute(String[] args) throws Exception {
        if (args.length != 1 || args[0].startsWith("--")) {
            throw new UsageException(name() + ": give one output directory, e.g. bin/pipeline " + name() + " out/reviews");
        }
        run(new Path(args[0]));
    }
}

package org.trainprep.hadoop;

import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.progress.ProgressLog;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.conf.Configured;
import org.apache.hadoop.util.Tool;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * A command run through Hadoop's {@code ToolRunner} (so {@code -D key=value} works) under the
 * conventions every entry point shares ({@link CommandLine}).
 */
public abstract class CommandTool extends Configured implements Tool {

    protected final PrintStream out;
    protected final PrintStream err;

    protected CommandTool(PrintStream out, PrintStream err) {
        super(new Configuration());
        this.out = out;
        this.err = err;
    }

    /** {@code -D trainprep.progress.interval-ms=N}: how often progress lines are printed (default 5 s). */
    public static final String PROGRESS_INTERVAL = "trainprep.progress.interval-ms";

    /** Progress lines to stderr at the configured interval; redrawn in place only on a terminal. */
    protected ProgressLog progress() {
        return ProgressLog.to(err, getConf().getLong(PROGRESS_INTERVAL, ProgressLog.DEFAULT_INTERVAL_MILLIS));
    }

    /** The command's name, e.g. {@code reviews}. */
    protected abstract String name();

    /** One-line usage, without the leading "usage: ". */
    protected abstract String usage();

    /** The options that size what the command holds, named by its out-of-memory line ("" for none). */
    protected String sizedBy() {
        return "";
    }

    /**
     * Runs the command.
     *
     * @throws UsageException for bad arguments
     * @throws IOException    when a job or the file system fails
     */
    protected abstract void execute(String[] args) throws Exception;

    @Override
    public final int run(String[] args) throws Exception {
        return CommandLine.run(name(), usage(), sizedBy(), args, out, err, this::execute);
    }
}

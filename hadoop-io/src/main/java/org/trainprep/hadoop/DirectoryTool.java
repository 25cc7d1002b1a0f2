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

    /** The command's flags, name -> meaning (e.g. {@code quick}); none by default. */
    protected java.util.Map<String, String> flags() {
        return java.util.Map.of();
    }

    private final java.util.Set<String> given = new java.util.HashSet<>();

    /** Whether flag {@code name} was given. */
    protected boolean has(String name) {
        return given.contains(name);
    }

    @Override
    protected final String usage() {
        StringBuilder flagHelp = new StringBuilder();
        new java.util.TreeMap<>(flags()).forEach((f, meaning) -> flagHelp.append(String.format("  --%-6s %s%n", f, meaning)));
        return "usage: " + name() + (flags().isEmpty() ? "" : " [--" + String.join("] [--", new java.util.TreeSet<>(flags().keySet())) + "]")
                + " DIR\n\n" + about().strip() + "\n\n"
                + "  DIR      a finished run's output: local, hdfs://, s3:// (EMRFS) or s3a://\n" + flagHelp + "\n"
                + "example:\n  bin/pipeline " + name() + " out/reviews\n";
    }

    @Override
    protected final void execute(String[] args) throws Exception {
        given.clear();
        java.util.List<String> dirs = new java.util.ArrayList<>();
        for (String a : args) {
            if (a.startsWith("--")) {
                if (!flags().containsKey(a.substring(2))) {
                    throw new UsageException(name() + ": unknown option " + a + (flags().isEmpty() ? ""
                            : "; valid options: --" + String.join(" --", new java.util.TreeSet<>(flags().keySet()))));
                }
                given.add(a.substring(2));
            } else {
                dirs.add(a);
            }
        }
        if (dirs.size() != 1) {
            throw new UsageException(name() + ": give one output directory, e.g. bin/pipeline " + name() + " out/reviews");
        }
        Path dir = new Path(dirs.get(0));
        org.apache.hadoop.fs.FileSystem fs = dir.getFileSystem(getConf());
        if (fs.exists(dir) && fs.getFileStatus(dir).isFile()) {
            throw new UsageException(name() + ": " + dir + " is a file; " + name() + " takes the output directory that"
                    + " holds it (here " + dir.getParent() + ")");
        }
        run(dir);
    }
}

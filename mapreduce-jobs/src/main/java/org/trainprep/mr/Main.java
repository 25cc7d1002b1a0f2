package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.util.Tool;
import org.apache.hadoop.util.ToolRunner;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.stage.StagedType;
import org.trainprep.mr.stage.StagedSlice;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The jar's entry point: {@code hadoop jar mapreduce-jobs.jar <command> [-D k=v] [options]},
 * and what {@code bin/pipeline} runs locally. Its commands are every registered dataset type
 * (each run by the stage API's MapReduce runner, {@link StagedSlice}), and {@code report} (report.html
 * again from stats.json). {@code --help} prints {@code bin/pipeline}'s list of commands.
 * Merging parts on their own, and publishing to S3, is {@code h5-combiner-*-emr.jar}.
 */
public final class Main {

    /** The commands other jars run, for the list {@code bin/pipeline --help} prints. */
    private static final List<List<String>> OTHER_COMMANDS = List.of(
            List.of("combine", "--input PARTS_DIR --output DIR [options]",
                    "merge a --no-combine run's HDF5 parts into one file (composed on S3 for s3://)"),
            List.of("verify", "[--quick] DIR",
                    "check a finished output: manifest, sizes, rows, every row's values and checksums"),
            List.of("report", "DIR", "draw DIR/report.html again from DIR/stats.json"),
            List.of("emr-steps", "--bucket B --input s3://B/raw/ [options]",
                    "the JSON and commands that run the pipeline on EMR"));

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Map<String, StagedSlice> slices = slices();
        if (args.length == 0) {
            err.print(usage(slices));
            return UsageException.EXIT_CODE;
        }
        if (args[0].equals("--help") || args[0].equals("-h")) {
            out.print(usage(slices));
            return 0;
        }
        Tool tool = args[0].equals("report") ? new ReportTool(out, err)
                : slices.containsKey(args[0]) ? slices.get(args[0]).tool(out, err) : null;
        if (tool == null) {
            err.println("unknown command '" + args[0] + "': use " + String.join(", ", slices.keySet())
                    + " or report, or through bin/pipeline verify, combine or emr-steps (bin/pipeline --help describes"
                    + " each)");
            return UsageException.EXIT_CODE;
        }
        return ToolRunner.run(new Configuration(), tool, Arrays.copyOfRange(args, 1, args.length));
    }

    /** Every registered dataset type (each is written on the stage API) by its name. */
    static Map<String, StagedSlice> slices() {
        Map<String, StagedSlice> m = new TreeMap<>();
        for (DatasetType t : DatasetTypes.load(Main.class.getClassLoader()).all()) {
            if (t instanceof StagedType) {
                m.put(t.name(), new StagedSlice(t));
            }
        }
        return m;
    }

    /** {@code bin/pipeline}'s list of commands: the dataset types first, then the tools. */
    static String usage(Map<String, StagedSlice> slices) {
        Map<String, String[]> lines = new LinkedHashMap<>();
        slices.forEach((name, s) -> lines.put(name, new String[]{s.type().help().synopsis(), s.type().summary()}));
        OTHER_COMMANDS.forEach(c -> lines.put(c.get(0), new String[]{c.get(1), c.get(2)}));
        int width = lines.entrySet().stream().mapToInt(e -> e.getKey().length() + e.getValue()[0].length()).max().orElse(0);
        StringBuilder b = new StringBuilder("usage: bin/pipeline <command> [options]\n");
        lines.forEach((name, l) -> b.append("  ").append(name).append(' ').append(l[0])
                .append(" ".repeat(width - name.length() - l[0].length() + 2)).append(l[1]).append('\n'));
        b.append("Every command lists its options, their meaning and defaults, with an example: bin/pipeline COMMAND --help\n");
        b.append("Dataset commands run on MapReduce in local mode; --engine spark runs one through Spark.\n");
        return b.toString();
    }
}

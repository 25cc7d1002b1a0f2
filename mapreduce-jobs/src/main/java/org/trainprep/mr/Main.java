package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.util.Tool;
import org.apache.hadoop.util.ToolRunner;
import org.trainprep.core.cli.UsageException;
import org.trainprep.mr.census.CensusTool;
import org.trainprep.mr.reviews.ReviewsTool;

import java.util.Arrays;

/**
 * The jar's entry point: {@code hadoop jar mapreduce-jobs.jar <command> [-D k=v] [options]},
 * and what {@code bin/pipeline} runs locally.
 * Commands: {@code reviews} (the whole review chain), {@code census} (PUMS CSV to census.h5),
 * {@code report} (report.html again from stats.json).
 * Merging parts on their own, and publishing to S3, is {@code h5-combiner-*-emr.jar}.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args));
    }

    static int run(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: <reviews|census|report> [options]; e.g. reviews --input reviews.json --output out/");
            return UsageException.EXIT_CODE;
        }
        Tool tool = switch (args[0]) {
            case "reviews" -> new ReviewsTool();
            case "census" -> new CensusTool();
            case "report" -> new ReportTool();
            default -> null;
        };
        if (tool == null) {
            System.err.println("unknown command '" + args[0] + "': use reviews, census or report (combine is h5-combiner's jar)");
            return UsageException.EXIT_CODE;
        }
        return ToolRunner.run(new Configuration(), tool, Arrays.copyOfRange(args, 1, args.length));
    }
}

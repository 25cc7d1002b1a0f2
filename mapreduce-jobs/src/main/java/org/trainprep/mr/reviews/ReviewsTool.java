package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.conf.Configured;
import org.apache.hadoop.util.Tool;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code reviews} command: parses {@link ReviewsOptions}, runs {@link ReviewsPipeline}, prints the
 * summary. Exit 0 on success, 2 on bad arguments (one line naming the fix), 1 when a job fails.
 */
public final class ReviewsTool extends Configured implements Tool {

    private final PrintStream out;
    private final PrintStream err;

    public ReviewsTool() {
        this(System.out, System.err);
    }

    public ReviewsTool(PrintStream out, PrintStream err) {
        super(new Configuration());
        this.out = out;
        this.err = err;
    }

    @Override
    public int run(String[] args) throws Exception {
        if (java.util.Arrays.asList(args).contains("--help")) {
            out.println("usage: " + ReviewsOptions.USAGE);
            return 0;
        }
        try {
            ReviewsOptions options = ReviewsOptions.parse(args);
            ReviewsSummary summary = new ReviewsPipeline(getConf()).run(options);
            summary.print(out);
            return 0;
        } catch (UsageException e) {
            err.println(e.getMessage());
            return UsageException.EXIT_CODE;
        } catch (IllegalArgumentException e) {
            err.println("reviews: " + e.getMessage());
            return UsageException.EXIT_CODE;
        } catch (IOException e) {
            err.println("reviews failed: " + e.getMessage());
            return 1;
        }
    }
}

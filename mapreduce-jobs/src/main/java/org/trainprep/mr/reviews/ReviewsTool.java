package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.hadoop.CommandTool;

import java.io.PrintStream;

/** {@code reviews} command: parses {@link ReviewsOptions}, runs {@link ReviewsPipeline}, prints the summary. */
public final class ReviewsTool extends CommandTool {

    public ReviewsTool() {
        this(System.out, System.err);
    }

    public ReviewsTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    @Override
    protected String name() {
        return "reviews";
    }

    @Override
    protected String usage() {
        return ReviewsOptions.HELP.text();
    }

    @Override
    protected void execute(String[] args) throws Exception {
        new ReviewsPipeline(getConf(), progress()).run(ReviewsOptions.parse(args)).print(out);
    }
}

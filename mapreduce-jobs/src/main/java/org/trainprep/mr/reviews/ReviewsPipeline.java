package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.mr.JobSetup;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.RunSummary;
import org.trainprep.run.reviews.ReviewsSummary;

import java.io.IOException;

/**
 * The review chain on MapReduce: its passes ({@link ReviewsPasses}) on the run skeleton, leaving
 * in the output directory {@code vocab.json}, {@code _rejects/}, {@code stats.json},
 * {@code report.html} and either the combined file with {@code manifest.json} or (with
 * {@code --no-combine}) the HDF5 parts under {@code parts/}; and the summary a reviews run prints.
 */
public final class ReviewsPipeline {

    private final Configuration base;
    private final ProgressLog progress;

    /** @param base cluster settings; each run works on its own copy, so an instance can run again */
    public ReviewsPipeline(Configuration base) {
        this(base, ProgressLog.silent());
    }

    /** @param progress where the jobs' progress lines go */
    public ReviewsPipeline(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    public ReviewsSummary run(ReviewsOptions o) throws IOException, InterruptedException, UsageException {
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        ReviewsPasses passes = new ReviewsPasses();
        RunSummary run = new RunSkeleton(conf, progress).run(o, passes);
        return summary(run, passes);
    }

    /** What a review run on MapReduce prints: the skeleton's summary with what these passes made and took. */
    static ReviewsSummary summary(RunSummary run, ReviewsPasses passes) {
        return ReviewsSummary.of(run, passes.sizing(), passes.workDir(), passes.stageMillis());
    }
}

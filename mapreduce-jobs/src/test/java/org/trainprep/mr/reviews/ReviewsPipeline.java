package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.mr.stage.StagedSlice;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.reviews.ReviewsSummary;

import java.io.IOException;

/** The review chain on MapReduce as the tests run it: the registered type's passes on the run skeleton, with its summary. */
final class ReviewsPipeline {

    private final Configuration base;
    private final ProgressLog progress;

    ReviewsPipeline(Configuration base) {
        this(base, ProgressLog.silent());
    }

    ReviewsPipeline(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    /** The type on MapReduce, as the registry finds it. */
    static StagedSlice slice() {
        return new StagedSlice(new ReviewsType());
    }

    ReviewsSummary run(ReviewsOptions o) throws IOException, InterruptedException, UsageException {
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        return ReviewsSummary.of(new RunSkeleton(conf, progress).run(o, slice().passes()));
    }
}

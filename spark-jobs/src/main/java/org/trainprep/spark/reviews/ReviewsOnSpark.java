package org.trainprep.spark.reviews;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.SparkSlice;

import java.io.PrintStream;
import java.util.Arrays;

/** The review chain on Spark ({@link SparkReviewsPasses}) on the run skeleton, as the registry finds it. */
public final class ReviewsOnSpark implements SparkSlice {

    @Override
    public DatasetType type() {
        return new ReviewsType();
    }

    @Override
    public void check(String[] args) throws Exception {
        ReviewsOptions.parse(args);
        int at = Arrays.asList(args).indexOf("--engine");
        if (at >= 0 && at + 1 < args.length && !args[at + 1].equals("spark")) {
            throw new UsageException("reviews: this is the Spark job; run --engine mapreduce with hadoop jar or bin/pipeline");
        }
    }

    @Override
    public void run(JavaSparkContext sc, String[] args, PrintStream out) throws Exception {
        new RunSkeleton(sc.hadoopConfiguration(), ProgressLog.to(System.err, ProgressLog.DEFAULT_INTERVAL_MILLIS))
                .run(ReviewsOptions.parse(args), new SparkReviewsPasses(sc)).print(out);
    }
}

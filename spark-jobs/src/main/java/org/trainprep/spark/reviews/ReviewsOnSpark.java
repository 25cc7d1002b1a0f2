package org.trainprep.spark.reviews;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.reviews.ReviewsType;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSummary;
import org.trainprep.run.reviews.ReviewsSummary;
import org.trainprep.spark.SparkSlice;

import java.io.PrintStream;
import java.util.List;

/** The review chain on Spark ({@link SparkReviewsPasses}), as the registry finds it. */
public final class ReviewsOnSpark implements SparkSlice {

    @Override
    public DatasetType type() {
        return new ReviewsType();
    }

    @Override
    public Passes passes(JavaSparkContext sc) {
        return new SparkReviewsPasses(sc);
    }

    @Override
    public List<Class<?>> kryoClasses() {
        return List.of(TextKey.class);
    }

    /** The review summary, the same on both engines. */
    @Override
    public void print(RunSummary run, Passes passes, PrintStream out) {
        SparkReviewsPasses p = (SparkReviewsPasses) passes;
        ReviewsSummary.of(run, p.sizing(), p.workDir(), p.stageMillis()).print(out);
    }
}

package org.trainprep.spark.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.spark.LocalSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.ReviewsEngineContract;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.run.RunSkeleton;

import java.util.Map;

/** The review contract on Spark in local[2]: the reference runner's rows, vocabulary and counts, as on MapReduce. */
class SparkReviewsContractTest extends ReviewsEngineContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = LocalSpark.start("trainprep-reviews-contract");
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected Map<String, Long> runEngine(ReviewsOptions o) throws Exception {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        // a gzip file of more than 64 KB of text is read by several tasks, as a large one is on a cluster
        conf.setLong(org.trainprep.hadoop.DecompressedRange.RANGE_BYTES, 64 * 1024);
        return org.trainprep.run.reviews.ReviewsSummary.of(new RunSkeleton(conf, ProgressLog.silent()).run(o,
                new org.trainprep.spark.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType()).passes(sc)))
                .counts();
    }

    @Override
    protected AutoCloseable claimAsAnotherRun(java.nio.file.Path dir) throws Exception {
        org.apache.hadoop.conf.Configuration conf = new Configuration(sc.hadoopConfiguration());
        return org.trainprep.hadoop.RunClaim.claim(conf, org.apache.hadoop.fs.FileSystem.getLocal(conf),
                new org.apache.hadoop.fs.Path(dir.toUri()), "reviews-another-run", "reviews");
    }
}

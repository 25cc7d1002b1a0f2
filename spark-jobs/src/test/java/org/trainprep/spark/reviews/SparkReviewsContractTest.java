package org.trainprep.spark.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.reviews.LocalReviewsRunner;
import org.trainprep.core.reviews.ReviewsEngineContract;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsOutcome;
import org.trainprep.core.sizing.PartSizing;
import org.trainprep.run.RunSkeleton;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The review contract on Spark in local[2]: the reference runner's rows, vocabulary and counts, as on MapReduce. */
class SparkReviewsContractTest extends ReviewsEngineContract {

    private static JavaSparkContext sc;

    @BeforeAll
    static void startSpark() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("trainprep-reviews-contract")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                // the serializer SparkMain sets by default
                .set("spark.serializer", "org.apache.spark.serializer.KryoSerializer"));
    }

    @AfterAll
    static void stopSpark() {
        if (sc != null) {
            sc.stop();
        }
    }

    @Override
    protected Map<String, Long> runEngine(List<Path> files, Path out, int reducers, int shards,
                                          LocalReviewsRunner.Settings s) throws Exception {
        ReviewsOptions o = ReviewsOptions.defaults(files.stream().map(Path::toString).toList(), out.toString())
                .withEncoding(new ReviewsOptions.Encoding(s.vocabSize(), s.seqLen(), s.labels(), null, ElementType.INT32,
                        ReviewsOptions.DEFAULT_MAX_OOV_FRACTION))
                .withParts(new ReviewsOptions.Parts(reducers, PartSizing.DEFAULT_TARGET_PART_BYTES, shards, true))
                .withBudget(new InputBudget(1.0, 1, false));
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        return ((ReviewsOutcome) new RunSkeleton(conf, ProgressLog.silent()).run(o, new SparkReviewsPasses(sc))
                .outcome()).counts();
    }
}

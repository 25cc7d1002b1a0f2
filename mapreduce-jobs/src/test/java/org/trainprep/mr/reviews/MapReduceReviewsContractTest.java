package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsEngineContract;

import java.util.Map;

/** The review contract on the MapReduce chain in Hadoop's local mode: the reference runner's rows and counts. */
class MapReduceReviewsContractTest extends ReviewsEngineContract {

    @Override
    protected Map<String, Long> runEngine(ReviewsOptions o) throws Exception {
        return new ReviewsPipeline(PipelineRuns.localConf()).run(o).counts();
    }

    @Override
    protected AutoCloseable claimAsAnotherRun(java.nio.file.Path dir) throws Exception {
        org.apache.hadoop.conf.Configuration conf = PipelineRuns.localConf();
        return org.trainprep.hadoop.RunClaim.claim(conf, org.apache.hadoop.fs.FileSystem.getLocal(conf),
                new org.apache.hadoop.fs.Path(dir.toUri()), "reviews-another-run", "reviews");
    }
}

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
}

package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.reviews.LocalReviewsRunner;
import org.trainprep.core.reviews.ReviewsEngineContract;
import org.trainprep.core.sizing.PartSizing;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The review contract on the MapReduce chain in Hadoop's local mode: the reference runner's rows and counts. */
class MapReduceReviewsContractTest extends ReviewsEngineContract {

    @Override
    protected Map<String, Long> runEngine(List<Path> files, Path out, int reducers, int shards,
                                          LocalReviewsRunner.Settings s) throws Exception {
        ReviewsOptions o = ReviewsOptions.defaults(files.stream().map(Path::toString).toList(), out.toString())
                .withEncoding(new ReviewsOptions.Encoding(s.vocabSize(), s.seqLen(), s.labels(), null, ElementType.INT32,
                        ReviewsOptions.DEFAULT_MAX_OOV_FRACTION))
                .withParts(new ReviewsOptions.Parts(reducers, PartSizing.DEFAULT_TARGET_PART_BYTES, shards, true))
                .withBudget(new InputBudget(1.0, 1, false));
        return new ReviewsPipeline(PipelineRuns.localConf()).run(o).counts();
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Counters;
import org.junit.jupiter.api.Test;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewTally;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Mapper, combiner and reducers of the review jobs, driven directly without a cluster. */
class ReviewTasksTest {

    private final Configuration conf = new Configuration(false);
    private final Counters counters = new Counters();

    ReviewTasksTest() {
        conf.setInt(ReviewsConf.REJECTS_PER_TASK, 0); // sampling writes files; the pipeline tests cover it
        conf.setInt(ReviewsConf.VOCAB_SIZE, 2);
    }

    private long count(Enum<?> c) {
        return counters.findCounter(c).getValue();
    }

    @Test
    void cleanMapperEmitsCleanedTextAndCountsEveryKindOfLine() throws Exception {
        List<Map.Entry<String, String>> out = new ArrayList<>();
        CleanMapper m = new CleanMapper();
        var ctx = TaskContexts.mapContext(conf, counters, out);
        m.setup(ctx);
        String[] lines = {
                "{\"reviewText\": \"Great phone, works!\", \"overall\": 5.0}",
                "",
                "{\"reviewText\": \"the and of\", \"overall\": 4.0}",
                "{\"reviewText\": \"x\", \"overall\": 4.5}",
                "garbage",
                "[{\"reviewText\": \"Array dump\", \"overall\": 2},\r",
        };
        long offset = 0;
        for (String line : lines) {
            m.map(new LongWritable(offset), new Text(line), ctx);
            offset += line.length() + 1;
        }
        m.cleanup(ctx);
        assertThat(out).extracting(Map.Entry::getKey).containsExactly("great phone works", "array dump");
        assertThat(out.get(0).getValue()).isEqualTo("[0, 0, 0, 0, 1]");
        assertThat(count(ReviewCounters.LINES_READ)).isEqualTo(6);
        assertThat(count(ReviewCounters.VALID)).isEqualTo(3);
        assertThat(count(ReviewCounters.BLANK)).isEqualTo(1);
        assertThat(count(ReviewCounters.INVALID)).isEqualTo(2);
        assertThat(count(ReviewCounters.EMPTY_AFTER_CLEANING)).isEqualTo(1);
        assertThat(count(RejectReason.RATING_NOT_INTEGRAL)).isEqualTo(1);
        assertThat(count(RejectReason.NOT_JSON_OBJECT)).isEqualTo(1);
    }

    private static RatingCountsWritable ratings(int... rs) {
        RatingCountsWritable w = new RatingCountsWritable();
        for (int r : rs) {
            w.histogram().add(r, 1);
        }
        return w;
    }

    @Test
    void combinerSumsAndReducerKeepsTheModeWithTiesToTheLowest() throws Exception {
        List<Map.Entry<String, String>> combined = new ArrayList<>();
        var cctx = TaskContexts.reduceContext(conf, counters, combined);
        new RatingCountsCombiner().reduce(new HashedText().set("t"), List.of(ratings(5), ratings(5, 1), ratings(4)), cctx);
        assertThat(combined).containsExactly(Map.entry("t", "[1, 0, 0, 1, 2]"));

        List<Map.Entry<String, String>> out = new ArrayList<>();
        var rctx = TaskContexts.reduceContext(conf, counters, out);
        DedupReducer r = new DedupReducer();
        r.reduce(new HashedText().set("mode not min"), List.of(ratings(5, 5), ratings(1)), rctx);
        r.reduce(new HashedText().set("tie"), List.of(ratings(4), ratings(2)), rctx);
        assertThat(out).containsExactly(Map.entry("mode not min", "5"), Map.entry("tie", "2"));
        assertThat(count(ReviewCounters.DISTINCT_TEXTS)).isEqualTo(2);
        ReviewTally.Sums tally = new ReviewTally.Sums(r.tally().counts());
        assertThat(tally.duplicateGroups()).isEqualTo(2);
        assertThat(tally.disagreeingGroups()).isEqualTo(2);
        assertThat(tally.copiesOffMode()).as("the 1, and the 4").isEqualTo(2);
        assertThat(tally.ratingAfter(5)).isEqualTo(1);
        assertThat(tally.ratingAfter(2)).isEqualTo(1);
    }

    @Test
    void topWordsReducerKeepsTheBestK() throws Exception {
        List<Map.Entry<String, String>> top = new ArrayList<>();
        var rctx = TaskContexts.reduceContext(conf, counters, top);
        TopWordsReducer r = new TopWordsReducer();
        r.setup(rctx);
        r.reduce(new Text("well"), List.of(new LongWritable(2)), rctx);
        r.reduce(new Text("great"), List.of(new LongWritable(3), new LongWritable(1)), rctx);
        r.reduce(new Text("value"), List.of(new LongWritable(2)), rctx);
        r.writeTop(rctx);
        assertThat(top).containsExactly(Map.entry("great", "4"), Map.entry("value", "2"));
        assertThat(r.spectrum().wordsByCount()).as("words per count, for the coverage curve")
                .containsExactly(Map.entry(2L, 2L), Map.entry(4L, 1L));
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Counters;
import org.junit.jupiter.api.Test;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;

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
    }

    @Test
    void wordCountMapperSplitsOnSpacesAndTopWordsReducerKeepsTheBestK() throws Exception {
        List<Map.Entry<String, String>> words = new ArrayList<>();
        var mctx = TaskContexts.mapContext(conf, counters, words);
        WordCountMapper wm = new WordCountMapper();
        wm.map(new Text("great works great"), new IntWritable(5), mctx);
        wm.map(new Text("it's great"), new IntWritable(4), mctx);
        assertThat(words).as("counts are held in the mapper until cleanup").isEmpty();
        wm.cleanup(mctx);
        assertThat(words).containsExactlyInAnyOrder(Map.entry("great", "3"), Map.entry("works", "1"),
                Map.entry("it's", "1"));

        List<Map.Entry<String, String>> top = new ArrayList<>();
        var rctx = TaskContexts.reduceContext(conf, counters, top);
        TopWordsReducer r = new TopWordsReducer();
        r.setup(rctx);
        r.reduce(new Text("well"), List.of(new LongWritable(2)), rctx);
        r.reduce(new Text("great"), List.of(new LongWritable(3), new LongWritable(1)), rctx);
        r.reduce(new Text("value"), List.of(new LongWritable(2)), rctx);
        r.cleanup(rctx);
        assertThat(top).containsExactly(Map.entry("great", "4"), Map.entry("value", "2"));
    }

    @Test
    void wordCountMapperFlushesWhenItsBufferIsFullSoMemoryStaysBounded() throws Exception {
        List<Map.Entry<String, String>> words = new ArrayList<>();
        var ctx = TaskContexts.mapContext(conf, counters, words);
        WordCountMapper wm = new WordCountMapper();
        StringBuilder text = new StringBuilder();
        int perText = 1000;
        for (int i = 0; i < WordCountMapper.MAX_BUFFERED_WORDS; i += perText) {
            text.setLength(0);
            for (int j = 0; j < perText; j++) {
                text.append(j == 0 ? "" : " ").append('w').append(Integer.toString(i + j, 36));
            }
            wm.map(new Text(text.toString()), new IntWritable(1), ctx);
        }
        assertThat(words).as("flushed on reaching the bound, before cleanup").hasSize(WordCountMapper.MAX_BUFFERED_WORDS);
        wm.map(new Text("again w0"), new IntWritable(1), ctx);
        wm.cleanup(ctx);
        assertThat(words).hasSize(WordCountMapper.MAX_BUFFERED_WORDS + 2);
        assertThat(words.subList(WordCountMapper.MAX_BUFFERED_WORDS, words.size()))
                .containsExactlyInAnyOrder(Map.entry("again", "1"), Map.entry("w0", "1"));
    }
}

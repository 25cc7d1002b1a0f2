package org.trainprep.mr.reviews;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.WordCount;

import java.io.IOException;

/**
 * Job 2 reduce: total count per word, keeping only this partition's top K (O(K) memory); the
 * driver merges the per-reducer lists into the global top K, the same for any reducer count.
 */
public final class TopWordsReducer extends Reducer<Text, LongWritable, Text, LongWritable> {

    private TopWords top;

    @Override
    protected void setup(Context context) {
        top = new TopWords(ReviewsConf.vocabSize(context.getConfiguration()));
    }

    @Override
    protected void reduce(Text word, Iterable<LongWritable> counts, Context context) {
        long total = 0;
        for (LongWritable c : counts) {
            total += c.get();
        }
        top.offer(word.toString(), total);
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        Text w = new Text();
        LongWritable c = new LongWritable();
        for (WordCount wc : top.ranked()) {
            w.set(wc.word());
            c.set(wc.count());
            context.write(w, c);
        }
    }
}

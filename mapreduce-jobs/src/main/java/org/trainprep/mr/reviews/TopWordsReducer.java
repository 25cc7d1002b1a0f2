package org.trainprep.mr.reviews;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.WordCount;

import java.io.IOException;

/**
 * Job 2 reduce: total count per word, keeping only this partition's top K (O(K) memory); the
 * driver merges the per-reducer lists into the global top K, the same for any reducer count.
 * Beside them each reducer writes its partition's {@link CountSpectrum} (words per count, for the
 * report's coverage curve) to the {@code spectrum} side output.
 */
public final class TopWordsReducer extends Reducer<Text, LongWritable, Text, LongWritable> {

    /** Named output (MultipleOutputs) of the count spectrum: count -> words. */
    static final String SPECTRUM_OUTPUT = "spectrum";

    private TopWords top;
    private final CountSpectrum spectrum = new CountSpectrum();
    private MultipleOutputs<Text, LongWritable> outputs;

    @Override
    protected void setup(Context context) {
        top = new TopWords(ReviewsConf.vocabSize(context.getConfiguration()));
        outputs = new MultipleOutputs<>(context);
    }

    @Override
    protected void reduce(Text word, Iterable<LongWritable> counts, Context context) {
        long total = 0;
        for (LongWritable c : counts) {
            total += c.get();
        }
        top.offer(word.toString(), total);
        spectrum.add(total);
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        writeTop(context);
        LongWritable count = new LongWritable();
        LongWritable words = new LongWritable();
        for (var e : spectrum.wordsByCount().entrySet()) {
            count.set(e.getKey());
            words.set(e.getValue());
            outputs.write(SPECTRUM_OUTPUT, count, words, SPECTRUM_OUTPUT);
        }
        outputs.close();
    }

    /** This partition's count spectrum so far. */
    CountSpectrum spectrum() {
        return spectrum;
    }

    /** Writes this partition's top K, best first. */
    void writeTop(Context context) throws IOException, InterruptedException {
        Text w = new Text();
        LongWritable c = new LongWritable();
        for (WordCount wc : top.ranked()) {
            w.set(wc.word());
            c.set(wc.count());
            context.write(w, c);
        }
    }
}

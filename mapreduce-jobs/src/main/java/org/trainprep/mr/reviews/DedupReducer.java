package org.trainprep.mr.reviews;

import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.reviews.RatingHistogram;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewTally;
import org.trainprep.core.vocab.WordCounts;

import java.io.IOException;

/**
 * Job 1 reduce: one row per distinct cleaned text, rated by the mode (ties to the lowest), in
 * {@link org.trainprep.core.reviews.TextOrder}. It also counts the words of each distinct text
 * ({@link WordCounts}, the vocabulary stage's function) into the {@code words} side output, flushed
 * whenever {@link #MAX_BUFFERED_WORDS} words are held, so the vocabulary job merges small count
 * files instead of reading every distinct text again.
 */
public final class DedupReducer extends Reducer<HashedText, RatingCountsWritable, Text, IntWritable> {

    /** Named output (MultipleOutputs) of the word counts, under {@code OUTPUT/_words/}. */
    static final String WORDS_OUTPUT = "words";
    static final String WORDS_DIR = "_words";
    /** Distinct words held before a flush: about 20 MB of heap at most. */
    static final int MAX_BUFFERED_WORDS = 200_000;

    private final RatingHistogram sum = new RatingHistogram();
    private final IntWritable mode = new IntWritable();
    private final WordCounts words = new WordCounts();
    private final Text word = new Text();
    private final LongWritable count = new LongWritable();
    private MultipleOutputs<Text, IntWritable> outputs;
    private boolean countWords;
    private final ReviewTally tally = new ReviewTally();

    @Override
    protected void setup(Context context) throws IOException {
        countWords = ReviewsConf.countWords(context.getConfiguration());
        outputs = new MultipleOutputs<>(context);
    }

    @Override
    protected void reduce(HashedText key, Iterable<RatingCountsWritable> counts, Context context)
            throws IOException, InterruptedException {
        sum.clear();
        for (RatingCountsWritable c : counts) {
            sum.merge(c.histogram());
        }
        mode.set(sum.mode());
        tally.distinct(sum, mode.get());
        context.getCounter(ReviewCounters.DISTINCT_TEXTS).increment(1);
        context.write(key.text(), mode);
        if (countWords) {
            words.addText(key.text().getBytes(), key.text().getLength());
            if (words.size() >= MAX_BUFFERED_WORDS) {
                flushWords();
            }
        }
    }

    /** What this task has tallied so far. */
    ReviewTally tally() {
        return tally;
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        flushWords();
        TallyCounters.add(context, tally);
        outputs.close();
    }

    private void flushWords() throws IOException, InterruptedException {
        WordCounts.Cursor c = words.cursor();
        while (c.next()) {
            word.set(c.wordBytes());
            count.set(c.count());
            outputs.write(WORDS_OUTPUT, word, count, WORDS_DIR + "/words");
        }
        words.clear();
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.trainprep.core.vocab.WordCounts;

import java.io.IOException;
import java.util.Map;

/**
 * Job 2 map, the MapReduce adapter of {@link WordCounts}: counts the tokens of each distinct text
 * and emits (word, count). Counts are summed in the mapper (in-mapper combining) and flushed whenever {@link #MAX_BUFFERED_WORDS} distinct
 * words are held, so task memory stays bounded while the shuffle carries one record per word
 * per flush instead of one per token. The job's combiner still sums across flushes and spills.
 */
public final class WordCountMapper extends Mapper<Text, IntWritable, Text, LongWritable> {

    /** Distinct words held before a flush: about 20 MB of heap at most. */
    static final int MAX_BUFFERED_WORDS = 200_000;

    private final WordCounts counts = new WordCounts();
    private final Text word = new Text();
    private final LongWritable count = new LongWritable();

    @Override
    protected void map(Text text, IntWritable rating, Context context) throws IOException, InterruptedException {
        counts.addText(text.getBytes(), text.getLength());
        if (counts.size() >= MAX_BUFFERED_WORDS) {
            flush(context);
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        flush(context);
    }

    private void flush(Context context) throws IOException, InterruptedException {
        for (Map.Entry<String, long[]> e : counts.entries()) {
            word.set(e.getKey());
            count.set(e.getValue()[0]);
            context.write(word, count);
        }
        counts.clear();
    }
}

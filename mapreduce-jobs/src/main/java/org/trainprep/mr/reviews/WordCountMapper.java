package org.trainprep.mr.reviews;

import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Job 2 map: counts the tokens of each distinct text and emits (word, count). Counts are summed
 * in the mapper (in-mapper combining) and flushed whenever {@link #MAX_BUFFERED_WORDS} distinct
 * words are held, so task memory stays bounded while the shuffle carries one record per word
 * per flush instead of one per token. The job's combiner still sums across flushes and spills.
 */
public final class WordCountMapper extends Mapper<Text, IntWritable, Text, LongWritable> {

    /** Distinct words held before a flush: about 20 MB of heap at most. */
    static final int MAX_BUFFERED_WORDS = 200_000;

    private final Map<String, long[]> counts = new HashMap<>();
    private final Text word = new Text();
    private final LongWritable count = new LongWritable();

    @Override
    protected void map(Text text, IntWritable rating, Context context) throws IOException, InterruptedException {
        byte[] b = text.getBytes();
        int n = text.getLength();
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || b[i] == ' ') {
                if (i > start) {
                    // cleaned texts hold only a-z, ' and spaces, so ASCII decoding is exact
                    counts.computeIfAbsent(new String(b, start, i - start, StandardCharsets.US_ASCII),
                            k -> new long[1])[0]++;
                }
                start = i + 1;
            }
        }
        if (counts.size() >= MAX_BUFFERED_WORDS) {
            flush(context);
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        flush(context);
    }

    private void flush(Context context) throws IOException, InterruptedException {
        for (Map.Entry<String, long[]> e : counts.entrySet()) {
            word.set(e.getKey());
            count.set(e.getValue()[0]);
            context.write(word, count);
        }
        counts.clear();
    }
}

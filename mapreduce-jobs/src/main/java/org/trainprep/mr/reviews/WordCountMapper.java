package org.trainprep.mr.reviews;

import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;

import java.io.IOException;

/**
 * Job 2 map: each distinct text's tokens -> (word, 1). Cleaned texts are single-space
 * separated, so the split is a byte scan over the Text buffer, with no String per token.
 */
public final class WordCountMapper extends Mapper<Text, IntWritable, Text, LongWritable> {

    private static final LongWritable ONE = new LongWritable(1);
    private final Text word = new Text();

    @Override
    protected void map(Text text, IntWritable rating, Context context) throws IOException, InterruptedException {
        byte[] b = text.getBytes();
        int n = text.getLength();
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || b[i] == ' ') {
                if (i > start) {
                    word.set(b, start, i - start);
                    context.write(word, ONE);
                }
                start = i + 1;
            }
        }
    }
}

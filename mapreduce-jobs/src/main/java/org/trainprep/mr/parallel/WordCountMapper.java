package org.trainprep.mr.parallel;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.trainprep.core.parallel.Words;

import java.io.IOException;

/** Pass 3's map: every word of both sides of a kept pair, once per occurrence (the combiner sums them). */
public final class WordCountMapper extends Mapper<LongWritable, Text, Text, LongWritable> {

    private static final LongWritable ONE = new LongWritable(1);
    private final Text word = new Text();

    @Override
    protected void map(LongWritable line, Text pair, Context context) throws IOException, InterruptedException {
        String text = pair.toString();
        int tab = text.indexOf('\t');
        IOException[] failed = new IOException[1];
        java.util.function.Consumer<String> emit = w -> {
            word.set(w);
            try {
                context.write(word, ONE);
            } catch (IOException e) {
                failed[0] = e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failed[0] = new IOException(e);
            }
        };
        Words.forEach(text.substring(0, tab), emit);
        Words.forEach(text.substring(tab + 1), emit);
        if (failed[0] != null) {
            throw failed[0];
        }
    }
}

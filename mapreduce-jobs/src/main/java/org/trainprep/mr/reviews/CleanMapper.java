package org.trainprep.mr.reviews;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.reviews.ParsedReview;
import org.trainprep.core.reviews.ReviewParser;
import org.trainprep.core.reviews.TextCleaner;
import org.trainprep.mr.FaultHook;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;

/**
 * Job 1 map: one input line -> (cleaned text, rating seen once). Invalid lines are counted per
 * reason and the first few per task are kept under {@code _rejects/}; blank and
 * empty-after-cleaning lines are counted and dropped.
 */
public final class CleanMapper extends Mapper<LongWritable, Text, Text, RatingCountsWritable> {

    private final ReviewParser parser = new ReviewParser();
    private final Text outKey = new Text();
    private final RatingCountsWritable outValue = new RatingCountsWritable();
    private TextCleaner cleaner;
    private MultipleOutputs<Text, RatingCountsWritable> outputs;
    private RejectSampler rejects;

    @Override
    protected void setup(Context context) throws IOException {
        FaultHook.maybeFail(context);
        cleaner = TextCleaner.english();
        outputs = new MultipleOutputs<>(context);
        rejects = new RejectSampler(outputs, fileName(context.getInputSplit()),
                ReviewsConf.rejectsPerTask(context.getConfiguration()));
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
        context.getCounter(ReviewCounters.LINES_READ).increment(1);
        ParsedReview r = parser.parse(line.getBytes(), 0, line.getLength());
        switch (r.kind()) {
            case BLANK -> context.getCounter(ReviewCounters.BLANK).increment(1);
            case INVALID -> {
                context.getCounter(ReviewCounters.INVALID).increment(1);
                context.getCounter(r.reason()).increment(1);
                if (rejects.offer(r.reason(), offset.get(), line)) {
                    context.getCounter(ReviewCounters.REJECTS_SAMPLED).increment(1);
                }
            }
            case VALID -> {
                context.getCounter(ReviewCounters.VALID).increment(1);
                String cleaned = cleaner.clean(r.text());
                if (cleaned.isEmpty()) {
                    context.getCounter(ReviewCounters.EMPTY_AFTER_CLEANING).increment(1);
                } else {
                    outKey.set(cleaned);
                    context.write(outKey, outValue.setSingle(r.rating()));
                }
            }
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        outputs.close();
    }

    private static String fileName(InputSplit split) {
        return split instanceof FileSplit fs ? fs.getPath().toString() : String.valueOf(split);
    }
}

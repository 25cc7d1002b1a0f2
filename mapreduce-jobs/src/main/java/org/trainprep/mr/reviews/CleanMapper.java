package org.trainprep.mr.reviews;

import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.trainprep.core.rejects.FileYield;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Counter;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.reviews.CleanStage;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewTally;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Job 1 map, the MapReduce adapter of {@link CleanStage}: one input line -> (cleaned text, rating
 * seen once). Invalid lines are counted per reason and the first few per task are kept under
 * {@code _rejects/}; blank and empty-after-cleaning lines are counted and dropped.
 */
public final class CleanMapper extends Mapper<LongWritable, Text, HashedText, RatingCountsWritable> {

    private CleanStage stage;
    private final HashedText outKey = new HashedText();
    private final RatingCountsWritable outValue = new RatingCountsWritable();
    private MultipleOutputs<HashedText, RatingCountsWritable> outputs;
    private RejectSampler rejects;
    private final Map<Enum<?>, Counter> counters = new IdentityHashMap<>();
    private final ReviewTally tally = new ReviewTally();
    private String file;
    private long valid;
    private long invalid;
    private long blank;

    /** Named output (and folder) of each task's per-file counts ({@link FileYield}). */
    public static final String YIELD_DIR = org.trainprep.run.RunSkeleton.YIELDS;

    /** Adds the task's side outputs to the clean job: reject samples and per-file counts. */
    static void registerOutputs(org.apache.hadoop.mapreduce.Job job) {
        org.trainprep.mr.SideOutputs.register(job);
    }

    @Override
    protected void setup(Context context) throws IOException {
        stage = new CleanStage(ReviewsConf.fields(context.getConfiguration()));
        outputs = new MultipleOutputs<>(context);
        file = fileName(context.getInputSplit());
        rejects = new RejectSampler(outputs, file,
                ReviewsConf.rejectsPerTask(context.getConfiguration()));
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
        boolean record = stage.accept(line.getBytes(), 0, line.getLength());
        for (Enum<?> c : stage.counters()) {
            counter(context, c).increment(1);
            if (c == ReviewCounters.VALID) {
                valid++;
            } else if (c == ReviewCounters.INVALID) {
                invalid++;
            } else if (c == ReviewCounters.BLANK) {
                blank++;
            }
        }
        if (record) {
            outKey.set(stage.cleaned());
            context.write(outKey, outValue.setSingle(stage.rating()));
            tally.kept(stage.rating());
        } else if (stage.reason() != null && rejects.offer(stage.reason(), stage.reasonField(), offset.get(), line)) {
            counter(context, ReviewCounters.REJECTS_SAMPLED).increment(1);
        }
    }

    /** Hadoop finds a counter by its enum's class and name on every call: looked up once per task. */
    private Counter counter(Context context, Enum<?> name) {
        return counters.computeIfAbsent(name, context::getCounter);
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        TallyCounters.add(context, tally);
        if (org.trainprep.mr.SideOutputs.yieldsRegistered(context.getConfiguration())) {
            org.trainprep.mr.SideOutputs.writeYield(outputs, file, valid, invalid, blank);
        }
        outputs.close();
    }

    private static String fileName(InputSplit split) {
        return split instanceof FileSplit fs ? fs.getPath().toString() : String.valueOf(split);
    }
}

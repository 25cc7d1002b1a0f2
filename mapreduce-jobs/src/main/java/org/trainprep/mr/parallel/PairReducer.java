package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.parallel.PairCleaner;
import org.trainprep.core.parallel.PairRejectReason;
import org.trainprep.core.parallel.ParallelCounts;
import org.trainprep.core.parallel.SideRecord;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;

/**
 * Pass 2's reduce: the two lines of each number joined into a pair and cleaned
 * ({@link PairCleaner}); a kept pair is written as {@code src TAB tgt} under its line number (the
 * cleaned sides hold no tab), a dropped one counted by reason and sampled with both sides. Its
 * partition is a range of line numbers, so its output is in input order.
 */
public final class PairReducer extends Reducer<LongWritable, BytesWritable, LongWritable, Text> {

    private final Text out = new Text();
    private PairCleaner cleaner;
    private MultipleOutputs<LongWritable, Text> outputs;
    private RejectSampler rejects;

    @Override
    protected void setup(Context context) throws IOException {
        Configuration conf = context.getConfiguration();
        cleaner = ParallelConf.settings(conf).clean().cleaner();
        outputs = new MultipleOutputs<>(context);
        rejects = new RejectSampler(outputs, conf.get(ParallelConf.SRC), conf.getInt(ParallelConf.REJECTS_PER_TASK, 100));
    }

    @Override
    protected void reduce(LongWritable line, Iterable<BytesWritable> values, Context context)
            throws IOException, InterruptedException {
        SideRecord src = null;
        SideRecord tgt = null;
        for (BytesWritable v : values) {
            SideRecord r = SideRecord.decode(v.getBytes(), v.getLength());
            if (r.side == 0) {
                src = r;
            } else {
                tgt = r;
            }
        }
        if (src == null || tgt == null) {
            throw new IOException("line " + (line.get() + 1) + " has no " + (src == null ? "source" : "target")
                    + " side, though pass 1 counted as many lines on each");
        }
        context.getCounter(ParallelCounts.class.getSimpleName(), ParallelCounts.PAIRS_READ).increment(1);
        PairCleaner.Result r = SideRecord.join(cleaner, src, tgt);
        PairRejectReason reason = r.reason();
        if (reason != null) {
            context.getCounter(reason).increment(1);
            if (rejects.wantsMore()) {
                rejects.offer(reason, "line " + (line.get() + 1), src.offset, new Text(SideRecord.sample(src, tgt)));
            }
            return;
        }
        context.getCounter(ParallelCounts.class.getSimpleName(), ParallelCounts.PAIRS_KEPT).increment(1);
        out.set(r.src() + "\t" + r.tgt());
        context.write(line, out);
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        outputs.close();
    }
}

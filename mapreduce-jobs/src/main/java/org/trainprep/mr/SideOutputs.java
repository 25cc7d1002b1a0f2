package org.trainprep.mr;

import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.run.RunSkeleton;

import java.io.IOException;

/**
 * The side outputs a reading pass's tasks leave beside the job's output for the run skeleton:
 * reject samples ({@link RejectSampler}, under {@code _rejects/}) and each task's per-file counts
 * (under {@code _yield/}), from which a whole file of the wrong kind is found.
 */
public final class SideOutputs {

    /** Named output (MultipleOutputs) of the per-file counts. */
    public static final String YIELD_OUTPUT = "yield";
    private static final String YIELD_REGISTERED = "trainprep.yield-output";

    private SideOutputs() {
    }

    /** Adds both named outputs to a job. */
    public static void register(Job job) {
        RejectSampler.register(job);
        MultipleOutputs.addNamedOutput(job, YIELD_OUTPUT, RejectsOutputFormat.class, Text.class, NullWritable.class);
        job.getConfiguration().setBoolean(YIELD_REGISTERED, true);
    }

    /** The task's counts for the file its split is of, if the job registered the output. */
    public static void writeYield(MultipleOutputs<?, ?> outputs, String file, long valid, long invalid, long blank)
            throws IOException, InterruptedException {
        outputs.write(YIELD_OUTPUT, new Text(FileYield.line(file, valid, invalid, blank)), NullWritable.get(),
                RunSkeleton.YIELDS + "/yield");
    }

    /** Whether the job of {@code conf} registered the per-file counts. */
    public static boolean yieldsRegistered(org.apache.hadoop.conf.Configuration conf) {
        return conf.getBoolean(YIELD_REGISTERED, false);
    }
}

package org.trainprep.mr;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;

import java.io.IOException;

/**
 * Keeps the first {@code limit} rejected lines of a task as
 * {@code REASON <tab> file:byteOffset <tab> line} under {@code _rejects/}, so a user can see
 * what was dropped without the sample growing with the dirt. Lines are cut at 4 KiB.
 */
public final class RejectSampler {

    /** Named output (MultipleOutputs) the samples go to; register it with {@link #register}. */
    public static final String OUTPUT = "rejects";
    /** Folder under the job output holding the samples. */
    public static final String DIR = "_rejects";

    private static final int MAX_LINE_BYTES = 4096;

    private final MultipleOutputs<?, ?> outputs;
    private final String file;
    private final int limit;
    private final Text key = new Text();
    private final Text value = new Text();
    private int kept;

    /** Adds the samples' named output to a job. */
    public static void register(org.apache.hadoop.mapreduce.Job job) {
        MultipleOutputs.addNamedOutput(job, OUTPUT, RejectsOutputFormat.class, Text.class, Text.class);
    }

    public RejectSampler(MultipleOutputs<?, ?> outputs, String file, int limit) {
        this.outputs = outputs;
        this.file = file;
        this.limit = limit;
    }

    /** Returns true if the line was kept in the sample. */
    public boolean offer(Enum<?> reason, long offset, Text line) throws IOException, InterruptedException {
        if (kept >= limit) {
            return false;
        }
        kept++;
        key.set(reason.name() + "\t" + file + ":" + offset);
        value.set(line.getBytes(), 0, Math.min(line.getLength(), MAX_LINE_BYTES));
        outputs.write(OUTPUT, key, value, DIR + "/rejects");
        return true;
    }
}

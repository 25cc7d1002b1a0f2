package org.trainprep.mr;

import org.apache.hadoop.io.NullWritable;
import org.trainprep.core.rejects.RejectRecord;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;

import java.io.IOException;

/**
 * Keeps the first {@code limit} rejected lines of a task under {@code _rejects/}, one
 * {@link RejectRecord} JSON object a line (reason, file, byte offset, the raw line: lossless,
 * base64 when not UTF-8, cut at 4 KiB), so a user can see what was dropped without the sample
 * growing with the dirt.
 */
public final class RejectSampler {

    /** Named output (MultipleOutputs) the samples go to; register it with {@link #register}. */
    public static final String OUTPUT = "rejects";
    /** Folder under the job output holding the samples. */
    public static final String DIR = "_rejects";

    private final MultipleOutputs<?, ?> outputs;
    private final String file;
    private final int limit;
    private final Text key = new Text();
    private int kept;

    /** Adds the samples' named output to a job. */
    public static void register(org.apache.hadoop.mapreduce.Job job) {
        MultipleOutputs.addNamedOutput(job, OUTPUT, RejectsOutputFormat.class, Text.class, NullWritable.class);
    }

    public RejectSampler(MultipleOutputs<?, ?> outputs, String file, int limit) {
        this.outputs = outputs;
        this.file = file;
        this.limit = limit;
    }

    /** Whether another rejected line would still be kept: a caller may then skip building it. */
    public boolean wantsMore() {
        return kept < limit;
    }

    /** Returns true if the line was kept in the sample. */
    public boolean offer(Enum<?> reason, long offset, Text line) throws IOException, InterruptedException {
        return offer(reason, null, offset, line);
    }

    /** As {@link #offer(Enum, long, Text)}, naming the field the line was rejected for (or null). */
    public boolean offer(Enum<?> reason, String field, long offset, Text line) throws IOException, InterruptedException {
        if (kept >= limit) {
            return false;
        }
        kept++;
        key.set(RejectRecord.of(reason.name(), file, offset, line.getBytes(), 0, line.getLength()).withField(field)
                .toJsonLine());
        outputs.write(OUTPUT, key, NullWritable.get(), DIR + "/rejects");
        return true;
    }
}

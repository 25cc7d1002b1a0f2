package org.trainprep.mr.reviews;

import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.reviews.RejectReason;

import java.io.IOException;

/**
 * Keeps the first {@code limit} rejected lines of a task as
 * {@code REASON <tab> file:byteOffset <tab> line} under {@code _rejects/}, so a user can see
 * what was dropped without the sample growing with the dirt. Lines are cut at 4 KiB.
 */
final class RejectSampler {

    private static final int MAX_LINE_BYTES = 4096;

    private final MultipleOutputs<?, ?> outputs;
    private final String file;
    private final int limit;
    private final Text key = new Text();
    private final Text value = new Text();
    private int kept;

    RejectSampler(MultipleOutputs<?, ?> outputs, String file, int limit) {
        this.outputs = outputs;
        this.file = file;
        this.limit = limit;
    }

    /** Returns true if the line was kept in the sample. */
    boolean offer(RejectReason reason, long offset, Text line) throws IOException, InterruptedException {
        if (kept >= limit) {
            return false;
        }
        kept++;
        key.set(reason.name() + "\t" + file + ":" + offset);
        value.set(line.getBytes(), 0, Math.min(line.getLength(), MAX_LINE_BYTES));
        outputs.write(ReviewsConf.REJECTS_OUTPUT, key, value, ReviewsConf.REJECTS_DIR + "/rejects");
        return true;
    }
}

package org.trainprep.mr.linelengths;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.hadoop.MatrixPartFile;
import org.trainprep.mr.RejectSampler;
import org.trainprep.mr.SideOutputs;

import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The test type's one pass (map-only): each line counted, rejected with a sample or kept as a row;
 * at the end the task's rows become its part, {@code part-NNNNN.h5} by split, in the attempt's
 * work path, so only a committed attempt's part is ever seen.
 */
public final class LineLengthsMapper extends Mapper<LongWritable, Text, NullWritable, NullWritable> {

    static final String MAX_LENGTH = "trainprep.test.line-lengths.max";
    static final String RUN_ID = "trainprep.test.line-lengths.run-id";

    /** Counts every line lands in. */
    enum Count { LINES_READ, VALID, INVALID, BLANK }

    /** Why a line is invalid. */
    enum Reason { TOO_LONG }

    private int maxLength;
    private MultipleOutputs<NullWritable, NullWritable> outputs;
    private RejectSampler rejects;
    private String file;
    private java.nio.file.Path localDir;
    private RowSpool spool;
    private final int[] row = new int[2];
    private long valid;
    private long invalid;
    private long blank;

    @Override
    protected void setup(Context context) throws IOException {
        maxLength = context.getConfiguration().getInt(MAX_LENGTH, 80);
        outputs = new MultipleOutputs<>(context);
        file = ((FileSplit) context.getInputSplit()).getPath().toString();
        rejects = new RejectSampler(outputs, file, 100);
        localDir = Files.createTempDirectory("trainprep-test-part-");
        spool = new RowSpool(localDir, 2, LineLengthsType.elementType());
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
        context.getCounter(Count.LINES_READ).increment(1);
        String text = line.toString();
        if (text.isBlank()) {
            blank++;
            context.getCounter(Count.BLANK).increment(1);
        } else if (text.length() > maxLength) {
            invalid++;
            context.getCounter(Count.INVALID).increment(1);
            context.getCounter(Reason.TOO_LONG).increment(1);
            rejects.offer(Reason.TOO_LONG, offset.get(), line);
        } else {
            valid++;
            context.getCounter(Count.VALID).increment(1);
            row[0] = text.length();
            row[1] = text.length() % 2;
            spool.add(row);
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        SideOutputs.writeYield(outputs, file, valid, invalid, blank);
        outputs.close();
        Configuration conf = context.getConfiguration();
        int task = context.getTaskAttemptID().getTaskID().getId();
        Path part = new Path(FileOutputFormat.getWorkOutputPath(context), String.format("part-%05d.h5", task));
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("line_lengths_max", maxLength);
        attributes.put("source", file);
        try {
            MatrixPartFile.write(conf, part, FileAttributes.of(attributes),
                    new PartIdentity(conf.get(RUN_ID), task, conf.getInt("mapreduce.job.maps", 1)), spool);
        } finally {
            spool.close();
            Files.deleteIfExists(localDir);
        }
    }
}

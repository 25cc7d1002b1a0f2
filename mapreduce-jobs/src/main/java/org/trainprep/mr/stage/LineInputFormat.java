package org.trainprep.mr.stage;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.Writable;
import org.apache.hadoop.mapred.SplitLocationInfo;
import org.apache.hadoop.mapreduce.InputFormat;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.DecompressedRange;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A pass's lines on MapReduce: {@link DamageAwareTextInputFormat}'s splits and records, each split
 * wrapped so that it is not a {@code FileSplit}. For a file split, MapReduce's map task reads the
 * file system's byte statistics of every thread twice a record (to count the bytes read), which
 * was a quarter of the census's time (12 M lines of ~25 bytes) and a few percent of the reviews';
 * the reader counts them itself ({@link DamageAwareTextInputFormat#countingReader}).
 */
public final class LineInputFormat extends InputFormat<LongWritable, Text> {

    private final DamageAwareTextInputFormat lines = new DamageAwareTextInputFormat();

    @Override
    public List<InputSplit> getSplits(JobContext job) throws IOException {
        List<InputSplit> splits = new ArrayList<>();
        for (InputSplit s : lines.getSplits(job)) {
            splits.add(new Split((FileSplit) s));
        }
        return splits;
    }

    @Override
    public RecordReader<LongWritable, Text> createRecordReader(InputSplit split, TaskAttemptContext context)
            throws IOException, InterruptedException {
        return lines.countingReader(fileSplit(split), context);
    }

    /** The file split a task's split is. */
    static FileSplit fileSplit(InputSplit split) {
        return split instanceof Split s ? s.file : (FileSplit) split;
    }

    /** A file split that MapReduce does not take for one. */
    public static final class Split extends InputSplit implements Writable {
        private FileSplit file;

        public Split() {
            file = new FileSplit();
        }

        Split(FileSplit file) {
            this.file = file;
        }

        @Override
        public long getLength() {
            return file.getLength();
        }

        @Override
        public String[] getLocations() throws IOException {
            return file.getLocations();
        }

        @Override
        public SplitLocationInfo[] getLocationInfo() throws IOException {
            return file.getLocationInfo();
        }

        @Override
        public void write(DataOutput out) throws IOException {
            out.writeBoolean(file instanceof DecompressedRange);
            file.write(out);
        }

        @Override
        public void readFields(DataInput in) throws IOException {
            file = in.readBoolean() ? new DecompressedRange() : new FileSplit();
            file.readFields(in);
        }

        @Override
        public String toString() {
            return file.toString();
        }
    }
}

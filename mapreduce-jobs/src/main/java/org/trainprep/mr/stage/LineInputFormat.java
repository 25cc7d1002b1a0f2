package org.trainprep.mr.stage;

import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapred.SplitLocationInfo;
import org.apache.hadoop.mapreduce.InputFormat;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.DecompressedRange;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A pass's lines on MapReduce: {@link DamageAwareTextInputFormat}'s splits and records, each split
 * wrapped so that it is not a {@code FileSplit}. For a file split, MapReduce's map task reads the
 * file system's byte statistics of every thread twice a record (to count the bytes read), which
 * was a quarter of the census's time (12 M lines of ~25 bytes) and a few percent of the reviews';
 * the reader counts them itself ({@link DamageAwareTextInputFormat#countingReader}).
 *
 * <p>Each split carries what its task's {@link TaskContext} needs: its place in the order the
 * input format lists them (the name of what the task writes, whatever order the job runs its tasks
 * in, as Hadoop's submission sorts them by size), how many there are, and its file's place among
 * the job's inputs. A task used to find itself in a list of every split in the pass's plan: each
 * of n tasks read and searched all n, quadratic in the splits of a folder of many small files.
 */
public final class LineInputFormat extends InputFormat<LongWritable, Text> {

    private final DamageAwareTextInputFormat lines = new DamageAwareTextInputFormat();

    @Override
    public List<InputSplit> getSplits(JobContext job) throws IOException {
        List<String> files = new ArrayList<>();
        for (org.apache.hadoop.fs.Path p : FileInputFormat.getInputPaths(job)) {
            files.add(p.toString());
        }
        return new ArrayList<>(listed(job, files));
    }

    /**
     * The job's splits in the order its input format lists them, each with its place among them
     * and its file's among {@code files} (the pass's inputs, in its order).
     */
    static List<Split> listed(JobContext job, List<String> files) throws IOException {
        Map<String, Integer> places = DamageAwareTextInputFormat.places(files);
        List<InputSplit> found = new DamageAwareTextInputFormat().getSplits(job);
        List<Split> splits = new ArrayList<>(found.size());
        for (InputSplit s : found) {
            FileSplit f = (FileSplit) s;
            splits.add(new Split(f, splits.size(), found.size(), DamageAwareTextInputFormat.fileIndex(f, places)));
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

    /** A file split that MapReduce does not take for one, with its place among the pass's splits and its file's among the inputs. */
    public static final class Split extends PlacedSplit {
        private FileSplit file;
        private int fileIndex;

        public Split() {
            file = new FileSplit();
        }

        /** Split {@code index} of the {@code splits} the input format listed, of the input at {@code fileIndex}. */
        Split(FileSplit file, int index, int splits, int fileIndex) {
            super(index, splits);
            this.file = file;
            this.fileIndex = fileIndex;
        }

        /** The split as the stages see it. */
        TaskContext.Split split() {
            return DamageAwareTextInputFormat.taskSplit(file, fileIndex);
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
            out.writeInt(fileIndex);
            writePlace(out);
        }

        @Override
        public void readFields(DataInput in) throws IOException {
            file = in.readBoolean() ? new DecompressedRange() : new FileSplit();
            file.readFields(in);
            fileIndex = in.readInt();
            readPlace(in);
        }

        @Override
        public String toString() {
            return file.toString();
        }
    }
}

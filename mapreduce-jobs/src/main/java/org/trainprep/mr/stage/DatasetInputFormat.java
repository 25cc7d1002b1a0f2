package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.mapreduce.InputFormat;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.trainprep.core.stage.PassResult;
import org.trainprep.hadoop.stage.CommittedTaskOutput;
import org.trainprep.hadoop.stage.DatasetFiles;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Datasets earlier passes wrote, as MapReduce input: one split a partition, every partition of
 * each in order (one whose file no task wrote reads as empty), each read whole in the order it
 * was written.
 */
public final class DatasetInputFormat extends InputFormat<BytesWritable, BytesWritable> {

    static final String FOLDERS = "trainprep.stage.dataset.folders";
    static final String PARTITIONS = "trainprep.stage.dataset.partitions";

    /** Reads {@code datasets}: their partitions in order, a task each. */
    static void setInput(Configuration conf, List<PassResult.DatasetRef> datasets) {
        // a key each: a folder URI may hold commas and braces, which Hadoop's string lists would split
        conf.setInt(FOLDERS, datasets.size());
        for (int d = 0; d < datasets.size(); d++) {
            conf.set(FOLDERS + "." + d, datasets.get(d).folder());
            conf.setInt(PARTITIONS + "." + d, datasets.get(d).partitions());
        }
    }

    @Override
    public List<InputSplit> getSplits(JobContext job) {
        Configuration conf = job.getConfiguration();
        int datasets = conf.getInt(FOLDERS, 0);
        int tasks = 0;
        for (int d = 0; d < datasets; d++) {
            tasks += conf.getInt(PARTITIONS + "." + d, 0);
        }
        List<InputSplit> splits = new ArrayList<>(tasks);
        int task = 0;
        for (int d = 0; d < datasets; d++) {
            for (int i = 0; i < conf.getInt(PARTITIONS + "." + d, 0); i++) {
                splits.add(new PartitionSplit(conf.get(FOLDERS + "." + d), i, task++, tasks));
            }
        }
        return splits;
    }

    @Override
    public RecordReader<BytesWritable, BytesWritable> createRecordReader(InputSplit split, TaskAttemptContext context) {
        return new Reader();
    }

    /** Partition {@code partition} of the dataset in {@code folder}: task {@code task} of {@code tasks}. */
    public static final class PartitionSplit extends PlacedSplit {
        private String folder;
        private int partition;

        public PartitionSplit() {
        }

        PartitionSplit(String folder, int partition, int task, int tasks) {
            super(task, tasks);
            this.folder = folder;
            this.partition = partition;
        }

        Path file() {
            return new Path(folder, CommittedTaskOutput.datasetFile(partition));
        }

        @Override
        public long getLength() {
            return 0;
        }

        @Override
        public String[] getLocations() {
            return new String[0];
        }

        @Override
        public void write(DataOutput out) throws IOException {
            out.writeUTF(folder);
            out.writeInt(partition);
            writePlace(out);
        }

        @Override
        public void readFields(DataInput in) throws IOException {
            folder = in.readUTF();
            partition = in.readInt();
            readPlace(in);
        }
    }

    private static final class Reader extends RecordReader<BytesWritable, BytesWritable> {
        private SequenceFile.Reader in;
        private final BytesWritable key = new BytesWritable();
        private final BytesWritable value = new BytesWritable();

        @Override
        public void initialize(InputSplit split, TaskAttemptContext context) throws IOException {
            in = DatasetFiles.open(context.getConfiguration(), ((PartitionSplit) split).file());
        }

        @Override
        public boolean nextKeyValue() throws IOException {
            return in != null && in.next(key, value);
        }

        @Override
        public BytesWritable getCurrentKey() {
            return key;
        }

        @Override
        public BytesWritable getCurrentValue() {
            return value;
        }

        @Override
        public float getProgress() {
            return 0;
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
            }
        }
    }
}

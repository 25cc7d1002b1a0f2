package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.Writable;
import org.apache.hadoop.mapreduce.InputFormat;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A dataset an earlier pass wrote, as MapReduce input: one split a partition, every partition
 * (one whose file no task wrote reads as empty), each read whole in the order it was written.
 */
public final class DatasetInputFormat extends InputFormat<BytesWritable, BytesWritable> {

    static final String FOLDER = "trainprep.stage.dataset.folder";
    static final String PARTITIONS = "trainprep.stage.dataset.partitions";

    @Override
    public List<InputSplit> getSplits(JobContext job) {
        Configuration conf = job.getConfiguration();
        int n = conf.getInt(PARTITIONS, 0);
        List<InputSplit> splits = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            splits.add(new PartitionSplit(conf.get(FOLDER), i, n));
        }
        return splits;
    }

    @Override
    public RecordReader<BytesWritable, BytesWritable> createRecordReader(InputSplit split, TaskAttemptContext context) {
        return new Reader();
    }

    /** Partition {@code index} of {@code partitions} of the dataset in {@code folder}. */
    public static final class PartitionSplit extends InputSplit implements Writable {
        private String folder;
        private int index;
        private int partitions;

        public PartitionSplit() {
        }

        PartitionSplit(String folder, int index, int partitions) {
            this.folder = folder;
            this.index = index;
            this.partitions = partitions;
        }

        int index() {
            return index;
        }

        int partitions() {
            return partitions;
        }

        Path file() {
            return new Path(folder, CommittedTaskOutput.datasetFile(index));
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
            out.writeInt(index);
            out.writeInt(partitions);
        }

        @Override
        public void readFields(DataInput in) throws IOException {
            folder = in.readUTF();
            index = in.readInt();
            partitions = in.readInt();
        }
    }

    private static final class Reader extends RecordReader<BytesWritable, BytesWritable> {
        private SequenceFile.Reader in;
        private final BytesWritable key = new BytesWritable();
        private final BytesWritable value = new BytesWritable();

        @Override
        public void initialize(InputSplit split, TaskAttemptContext context) throws IOException {
            Path file = ((PartitionSplit) split).file();
            Configuration conf = context.getConfiguration();
            if (file.getFileSystem(conf).exists(file)) {
                in = new SequenceFile.Reader(conf, SequenceFile.Reader.file(file));
            }
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

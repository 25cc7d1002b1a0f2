package org.trainprep.mr;

import org.trainprep.hadoop.LocalFiles;

import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;

import java.io.IOException;

/**
 * One line per key ({@code .jsonl}, see {@link org.trainprep.core.rejects.RejectRecord}), never
 * compressed: the rejects sample is for people to read, while the same job compresses its main
 * output (and TextOutputFormat would follow that setting).
 */
public final class RejectsOutputFormat extends FileOutputFormat<Text, NullWritable> {

    @Override
    public RecordWriter<Text, NullWritable> getRecordWriter(TaskAttemptContext context) throws IOException {
        Path file = getDefaultWorkFile(context, ".jsonl");
        FSDataOutputStream out = LocalFiles.withoutChecksumFiles(file.getFileSystem(context.getConfiguration()))
                .create(file, false);
        return new RecordWriter<>() {
            @Override
            public void write(Text key, NullWritable value) throws IOException {
                out.write(key.getBytes(), 0, key.getLength());
                out.write('\n');
            }

            @Override
            public void close(TaskAttemptContext c) throws IOException {
                out.close();
            }
        };
    }
}

package org.trainprep.mr;

import org.trainprep.hadoop.LocalFiles;

import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;

import java.io.IOException;

/**
 * Plain {@code key<TAB>value} lines, never compressed: the rejects sample is for people to read,
 * while the same job compresses its main output (and TextOutputFormat would follow that setting).
 */
public final class RejectsOutputFormat extends FileOutputFormat<Text, Text> {

    @Override
    public RecordWriter<Text, Text> getRecordWriter(TaskAttemptContext context) throws IOException {
        Path file = getDefaultWorkFile(context, ".txt");
        FSDataOutputStream out = LocalFiles.withoutChecksumFiles(file.getFileSystem(context.getConfiguration()))
                .create(file, false);
        return new RecordWriter<>() {
            @Override
            public void write(Text key, Text value) throws IOException {
                out.write(key.getBytes(), 0, key.getLength());
                out.write('\t');
                out.write(value.getBytes(), 0, value.getLength());
                out.write('\n');
            }

            @Override
            public void close(TaskAttemptContext c) throws IOException {
                out.close();
            }
        };
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DamageAwareTextInputFormatTest {

    @TempDir
    java.nio.file.Path dir;

    @Test
    void aBzip2FileIsOneSplitWhoseLinesAreAtTheirDecompressedOffsets() throws Exception {
        StringBuilder text = new StringBuilder();
        List<Long> offsets = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            offsets.add((long) text.length());
            text.append("line ").append(i * 7919L % 100_003).append(" of the corpus\n");
        }
        java.nio.file.Path file = dir.resolve("lines.txt.bz2");
        BZip2Codec codec = new BZip2Codec();
        codec.setConf(new Configuration(false));
        try (OutputStream out = codec.createOutputStream(Files.newOutputStream(file))) {
            out.write(text.toString().getBytes(StandardCharsets.US_ASCII));
        }
        Path plain = new Path(Files.writeString(dir.resolve("lines.txt"), text).toUri());
        Job job = Job.getInstance(new Configuration());
        job.getConfiguration().setLong("mapreduce.input.fileinputformat.split.maxsize", 4096);
        FileInputFormat.setInputPaths(job, new Path(file.toUri()), plain);
        DamageAwareTextInputFormat format = new DamageAwareTextInputFormat();
        List<InputSplit> splits = format.getSplits(job);
        assertThat(splits.stream().filter(s -> s.toString().contains(".bz2"))).hasSize(1);
        assertThat(splits.size()).as("the plain file is still split").isGreaterThan(10);

        InputSplit bz = splits.stream().filter(s -> s.toString().contains(".bz2")).findFirst().orElseThrow();
        List<Long> read = new ArrayList<>();
        try (RecordReader<LongWritable, Text> r = format.createRecordReader(bz,
                new TaskAttemptContextImpl(job.getConfiguration(), new TaskAttemptID()))) {
            r.initialize(bz, new TaskAttemptContextImpl(job.getConfiguration(), new TaskAttemptID()));
            while (r.nextKeyValue()) {
                read.add(r.getCurrentKey().get());
            }
        }
        assertThat(read).isEqualTo(offsets);
    }
}

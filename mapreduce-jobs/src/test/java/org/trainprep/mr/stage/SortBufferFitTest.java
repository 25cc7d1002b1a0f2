package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A local pass's map tasks each allocate and zero their sort buffer: it follows what the largest
 * task may emit, not Hadoop's fixed size, for passes over plain text, compressed text and datasets.
 */
class SortBufferFitTest {

    private static final int MB = 1 << 20;

    @TempDir
    Path dir;

    private static Job localJob() throws Exception {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        return Job.getInstance(conf);
    }

    private static void write(Path file, int bytes) throws Exception {
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[bytes]);
    }

    @Test
    void aPassOverDatasetsSizesItsBufferToTwiceTheLargestPartTwice() throws Exception {
        write(dir.resolve("a/part-00000"), 3 * MB);
        write(dir.resolve("a/part-00001"), MB);
        write(dir.resolve("b/part-00000"), 2 * MB);
        Pass.Dataset d = new Pass.Dataset(List.of(new PassResult.DatasetRef(dir.resolve("a").toUri().toString(), 2),
                new PassResult.DatasetRef(dir.resolve("b").toUri().toString(), 1),
                // a pass whose tasks wrote nothing has no folder
                new PassResult.DatasetRef(dir.resolve("none").toUri().toString(), 1)));
        Job job = localJob();
        long output = MapReduceStages.largestPartOutput(job.getConfiguration(), d);
        assertThat(output).as("local parts are plain: twice the largest").isEqualTo(6L * MB);
        org.trainprep.mr.job.JobSetup.fitSortBuffer(job, output);
        assertThat(job.getConfiguration().getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(12);
    }

    @Test
    void aPassOverCompressedTextAllowsForItsTextAndOneOverPlainTextForItsBytes() throws Exception {
        Random random = new Random(7);
        byte[] text = new byte[600_000];
        for (int i = 0; i < text.length; i++) {
            text[i] = (byte) (i % 80 == 79 ? '\n' : 'a' + random.nextInt(26));
        }
        Path gz = dir.resolve("in/reviews.json.gz");
        Files.createDirectories(gz.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(text);
        }
        long compressed = Files.size(gz);
        Job zipped = localJob();
        FileInputFormat.setInputPaths(zipped, new org.apache.hadoop.fs.Path(gz.toUri()));
        MapReduceStages.splits(zipped, List.of(gz.toUri().toString()));
        assertThat(zipped.getConfiguration().getLong(MRJobConfig.IO_SORT_MB, 0))
                .isEqualTo((2 * 8 * compressed + MB - 1) / MB).isGreaterThan(1);

        Path plain = dir.resolve("plain/reviews.json");
        Files.createDirectories(plain.getParent());
        Files.write(plain, text);
        Job job = localJob();
        FileInputFormat.setInputPaths(job, new org.apache.hadoop.fs.Path(plain.toUri()));
        MapReduceStages.splits(job, List.of(plain.toUri().toString()));
        assertThat(job.getConfiguration().getLong(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(2);
    }
}

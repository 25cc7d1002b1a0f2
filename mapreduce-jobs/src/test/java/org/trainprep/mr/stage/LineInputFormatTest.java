package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.TaskCounter;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormatCounter;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pass's line input on MapReduce, in a real local-mode job over a plain file cut into many
 * splits and a gzipped one: every line once, at its offset, read through splits that are not
 * {@code FileSplit}s, and the bytes-read counter (the progress lines' measure) the input's size.
 */
class LineInputFormatTest {

    @TempDir
    Path dir;

    @Test
    void everyLineOnceAndTheInputsBytesCounted() throws Exception {
        List<String> plain = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            plain.add("line " + i + " " + "x".repeat(i % 70));
        }
        Path a = dir.resolve("a.txt");
        Files.write(a, plain);
        Path b = dir.resolve("b.txt.gz");
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(b))) {
            for (int i = 0; i < 5_000; i++) {
                o.write(("gz " + i + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 100_000);
        Job job = Job.getInstance(conf, "lines");
        job.setInputFormatClass(LineInputFormat.class);
        job.setMapperClass(EchoMapper.class);
        job.setNumReduceTasks(0);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(NullWritable.class);
        FileInputFormat.setInputPaths(job, new org.apache.hadoop.fs.Path(a.toString()), new org.apache.hadoop.fs.Path(b.toString()));
        Path out = dir.resolve("out");
        FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(out.toString()));
        assertThat(job.waitForCompletion(false)).isTrue();

        assertThat(job.getCounters().findCounter(TaskCounter.MAP_INPUT_RECORDS).getValue()).isEqualTo(35_000L);
        assertThat(job.getCounters().findCounter(FileInputFormatCounter.BYTES_READ).getValue())
                .isEqualTo(Files.size(a) + Files.size(b));
        List<String> got = new ArrayList<>();
        try (var parts = Files.list(out)) {
            for (Path p : parts.filter(p -> p.getFileName().toString().startsWith("part-")).toList()) {
                got.addAll(Files.readAllLines(p));
            }
        }
        List<String> want = new ArrayList<>();
        long offset = 0;
        for (String line : plain) {
            want.add("a.txt\t" + offset + "\t" + line);
            offset += line.length() + 1;
        }
        offset = 0;
        for (int i = 0; i < 5_000; i++) {
            String line = "gz " + i;
            want.add("b.txt.gz\t" + offset + "\t" + line);
            offset += line.length() + 1;
        }
        got.sort(null);
        want.sort(null);
        assertThat(got).isEqualTo(want);
    }

    /**
     * Each split knows its place in the listing, how many there are and its file's place among the
     * pass's inputs, as the run lists them, for names a URI or a glob would read otherwise: the
     * place a task used to look itself up by in a list of every split, and its file's by a search
     * of every input.
     */
    @Test
    void eachSplitCarriesItsPlaceAndItsFilesPlaceAmongTheRunsInputs() throws Exception {
        List<String> names = List.of("data[2020].json", "x{1,2}.json", "with space.json", "caf\u00e9.json",
                "p%41.json", "c,d.json", "plain.json");
        Path in = Files.createDirectories(dir.resolve("in put"));
        for (String n : names) {
            Files.writeString(in.resolve(n), (n + "\n").repeat(5_000));
        }
        Configuration conf = new Configuration();
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 20_000);
        // the inputs as a run lists them, and as MapReduceStages gives them to the job
        List<String> files = org.trainprep.hadoop.InputFiles.listed(conf, List.of(in.toString()), "reviews").stream()
                .map(f -> f.getPath().toString()).toList();
        assertThat(files).hasSize(names.size());
        Job job = Job.getInstance(conf);
        FileInputFormat.setInputPaths(job, files.stream().map(org.apache.hadoop.fs.Path::new).toArray(org.apache.hadoop.fs.Path[]::new));

        List<org.apache.hadoop.mapreduce.InputSplit> submitted = new LineInputFormat().getSplits(job);
        assertThat(submitted).hasSizeGreaterThan(2 * names.size());
        for (int i = 0; i < submitted.size(); i++) {
            LineInputFormat.Split s = (LineInputFormat.Split) submitted.get(i);
            // as Hadoop hands it to a task
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            s.write(new java.io.DataOutputStream(bytes));
            LineInputFormat.Split task = new LineInputFormat.Split();
            task.readFields(new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray())));
            assertThat(task.task()).isEqualTo(i);
            assertThat(task.tasks()).isEqualTo(submitted.size());
            String file = LineInputFormat.fileSplit(s).getPath().toString();
            assertThat(task.split().fileIndex()).as(file).isEqualTo(files.indexOf(file)).isNotNegative();
            assertThat(task.split().file()).isEqualTo(file);
            assertThat(task.split().start()).isEqualTo(LineInputFormat.fileSplit(s).getStart());
        }
        // the driver's listing for its plan is the same
        assertThat(MapReduceStages.splits(job, files)).hasSize(submitted.size());
    }

    /** Each line as "file offset line", failing on a split MapReduce would take for a file split. */
    public static final class EchoMapper extends Mapper<LongWritable, Text, Text, NullWritable> {
        private String file;

        @Override
        protected void setup(Context context) {
            assertThat(context.getInputSplit()).isInstanceOf(LineInputFormat.Split.class);
            file = LineInputFormat.fileSplit(context.getInputSplit()).getPath().getName();
        }

        @Override
        protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
            context.write(new Text(file + "\t" + offset.get() + "\t" + line), NullWritable.get());
        }
    }

    /**
     * The job's progress lines cap the map share by the bytes read of the listed input: the driver
     * states that size. Thousands of small files: "map 99%" for 7 minutes, and as many 16 MB sort
     * buffers, whose collections cost more than the work (400 files of 3 lines: 12.8 s, now 6.7 s).
     */
    @Test
    void theDriverTellsTheProgressLinesHowManyBytesTheInputHoldsAndSizesSortBuffersToItsSplits() throws Exception {
        List<String> files = new ArrayList<>();
        long bytes = 0;
        for (int i = 0; i < 40; i++) {
            Path f = Files.writeString(dir.resolve("small-" + i + ".txt"), "line " + i + "\n".repeat(i + 1));
            files.add(new org.apache.hadoop.fs.Path(f.toUri()).toString());
            bytes += Files.size(f);
        }
        Job job = Job.getInstance(new Configuration());
        FileInputFormat.setInputPaths(job, files.stream().map(org.apache.hadoop.fs.Path::new)
                .toArray(org.apache.hadoop.fs.Path[]::new));
        assertThat(MapReduceStages.splits(job, files)).hasSize(40);
        assertThat(job.getConfiguration().getLong("trainprep.progress.input-bytes", 0)).isEqualTo(bytes);
        // and each local map task's sort buffer fits the largest split: 1 MB, not 16 MB for a few bytes
        assertThat(job.getConfiguration().getLong("mapreduce.task.io.sort.mb", 100)).isEqualTo(1);
    }
}

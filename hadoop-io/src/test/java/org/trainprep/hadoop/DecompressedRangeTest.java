package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.DataInputBuffer;
import org.apache.hadoop.io.DataOutputBuffer;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class DecompressedRangeTest {

    @TempDir
    java.nio.file.Path dir;

    /** Lines of random lengths (empty ones too) and every terminator, a byte order mark first. */
    private static byte[] text(long seed, int lines, boolean mixedTerminators) {
        SplittableRandom random = new SplittableRandom(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[]{(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        String[] ends = mixedTerminators ? new String[]{"\n", "\r\n", "\r", "\n\n"} : new String[]{"\n"};
        for (int i = 0; i < lines; i++) {
            int length = random.nextInt(10) == 0 ? 0 : random.nextInt(1, 400);
            StringBuilder line = new StringBuilder();
            for (int j = 0; j < length; j++) {
                // a \r inside a line too, which a newline-only reader keeps
                line.append(random.nextInt(50) == 0 ? (mixedTerminators ? ' ' : '\r') : (char) ('a' + random.nextInt(26)));
            }
            out.writeBytes((i + " " + line + ends[random.nextInt(ends.length)]).getBytes(StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    private static java.nio.file.Path gzip(java.nio.file.Path file, byte[] text, int members) throws Exception {
        try (OutputStream raw = Files.newOutputStream(file)) {
            int step = text.length / members;
            for (int m = 0; m < members; m++) {
                int from = m * step;
                int to = m == members - 1 ? text.length : from + step;
                // concatenated members, as pigz and `cat a.gz b.gz` write them
                GZIPOutputStream gz = new GZIPOutputStream(new java.io.FilterOutputStream(raw) {
                    @Override
                    public void close() {
                    }
                });
                gz.write(text, from, to - from);
                gz.finish();
                gz.close();
            }
        }
        return file;
    }

    private static List<String> read(DamageAwareTextInputFormat format, Configuration conf, List<InputSplit> splits)
            throws Exception {
        List<String> lines = new ArrayList<>();
        for (InputSplit split : splits) {
            // through Writable serialization, as a task gets its split
            DataOutputBuffer written = new DataOutputBuffer();
            ((FileSplit) split).write(written);
            FileSplit copy = split instanceof DecompressedRange ? new DecompressedRange() : new FileSplit();
            DataInputBuffer in = new DataInputBuffer();
            in.reset(written.getData(), written.getLength());
            copy.readFields(in);
            TaskAttemptContextImpl context = new TaskAttemptContextImpl(conf, new TaskAttemptID());
            try (RecordReader<LongWritable, Text> r = format.createRecordReader(copy, context)) {
                r.initialize(copy, context);
                while (r.nextKeyValue()) {
                    lines.add(r.getCurrentKey().get() + ":" + r.getCurrentValue());
                }
                assertThat(r.getProgress()).isBetween(0f, 1f);
            }
        }
        return lines;
    }

    private static Job job(java.nio.file.Path file, long rangeBytes, boolean newlineOnly) throws Exception {
        Job job = Job.getInstance(Codecs.register(new Configuration()));
        job.getConfiguration().setLong(DecompressedRange.RANGE_BYTES, rangeBytes);
        if (newlineOnly) {
            DamageAwareTextInputFormat.newlineOnly(job.getConfiguration());
        }
        job.getConfiguration().set("mapreduce.output.fileoutputformat.outputdir", file.getParent().resolve("out").toUri().toString());
        FileInputFormat.setInputPaths(job, new Path(file.toUri()));
        return job;
    }

    @Test
    void theRangesOfALargeGzipOrZstdFileHoldEveryLineOnceAtItsDecompressedOffsetAsTheWholeFileDoes() throws Exception {
        for (boolean newlineOnly : new boolean[]{false, true}) {
            for (int seed = 0; seed < 2; seed++) {
                byte[] text = text(seed, 1500, !newlineOnly);
                List<java.nio.file.Path> files = new ArrayList<>(List.of(
                        gzip(dir.resolve("t" + seed + newlineOnly + ".json.gz"), text, 1),
                        gzip(dir.resolve("m" + seed + newlineOnly + ".json.gz"), text, 3)));
                java.nio.file.Path zst = dir.resolve("t" + seed + newlineOnly + ".json.zst");
                try (OutputStream out = new io.airlift.compress.zstd.ZstdCodec().createOutputStream(Files.newOutputStream(zst))) {
                    out.write(text);
                }
                files.add(zst);
                for (java.nio.file.Path file : files) {
                    DamageAwareTextInputFormat format = new DamageAwareTextInputFormat();
                    Job whole = job(file, Long.MAX_VALUE, newlineOnly);
                    List<InputSplit> one = format.getSplits(whole);
                    assertThat(one).hasSize(1).allSatisfy(s -> assertThat(s).isNotInstanceOf(DecompressedRange.class));
                    List<String> expected = read(format, whole.getConfiguration(), one);
                    assertThat(expected).hasSizeGreaterThanOrEqualTo(1500);
                    // ranges of every size around the lines' own, so many boundaries fall on a line's first byte
                    for (long range : new long[]{text.length / 7, 997, text.length / 2 + 1, text.length - 1}) {
                        Job cut = job(file, range, newlineOnly);
                        List<InputSplit> splits = format.getSplits(cut);
                        assertThat(splits).as(file + " in ranges of " + range).hasSizeGreaterThan(1)
                                .hasSizeLessThanOrEqualTo(DecompressedRange.MAX_RANGES)
                                .allSatisfy(s -> assertThat(s).isInstanceOf(DecompressedRange.class));
                        assertThat(format.getSplits(cut)).as("the same ranges on every listing").map(Object::toString)
                                .isEqualTo(splits.stream().map(Object::toString).toList());
                        assertThat(read(format, cut.getConfiguration(), splits)).as(file + " in ranges of " + range)
                                .isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void aBoundaryOnALinesFirstByteGivesTheLineToTheRangeBefore() throws Exception {
        // ten lines of 100 bytes: ranges of 300 bytes end on the first bytes of lines 3, 6 and 9
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            text.append(String.format("%099d\n", i));
        }
        java.nio.file.Path file = gzip(dir.resolve("exact.txt.gz"), text.toString().getBytes(StandardCharsets.US_ASCII), 1);
        DamageAwareTextInputFormat format = new DamageAwareTextInputFormat();
        Job job = job(file, 334, false);
        List<InputSplit> splits = format.getSplits(job);
        assertThat(splits).hasSize(3);
        List<List<String>> perRange = new ArrayList<>();
        for (InputSplit s : splits) {
            perRange.add(read(format, job.getConfiguration(), List.of(s)).stream().map(l -> l.substring(0, l.indexOf(':')))
                    .toList());
        }
        assertThat(perRange).containsExactly(List.of("0", "100", "200", "300"), List.of("400", "500", "600"),
                List.of("700", "800", "900"));
    }

    @Test
    void bzip2PlainSmallAndDamagedFilesStayWhole() throws Exception {
        byte[] text = text(9, 3000, false);
        java.nio.file.Path gz = gzip(dir.resolve("cut.json.gz"), text, 1);
        byte[] bytes = Files.readAllBytes(gz);
        java.nio.file.Path cut = Files.write(dir.resolve("cut-short.json.gz"), java.util.Arrays.copyOf(bytes, 40));
        java.nio.file.Path notGzip = Files.write(dir.resolve("plain-named.json.gz"), text);
        java.nio.file.Path bz2 = dir.resolve("t.json.bz2");
        org.apache.hadoop.io.compress.BZip2Codec codec = new org.apache.hadoop.io.compress.BZip2Codec();
        codec.setConf(new Configuration(false));
        try (OutputStream out = codec.createOutputStream(Files.newOutputStream(bz2))) {
            out.write(text);
        }
        for (java.nio.file.Path file : List.of(cut, notGzip, bz2)) {
            assertThat(new DamageAwareTextInputFormat().getSplits(job(file, 997, false))).as(file.toString()).hasSize(1)
                    .allSatisfy(s -> assertThat(s).isNotInstanceOf(DecompressedRange.class));
        }
        // a file smaller than a range is one split
        assertThat(new DamageAwareTextInputFormat().getSplits(job(gz, text.length + 1, false))).hasSize(1)
                .allSatisfy(s -> assertThat(s).isNotInstanceOf(DecompressedRange.class));
    }

    @Test
    void aFileDamagedPastItsSampleIsRecordedByTheRangesThatReachTheDamage() throws Exception {
        byte[] text = text(11, 8_000, false);
        byte[] gz = Files.readAllBytes(gzip(dir.resolve("whole.json.gz"), text, 1));
        // cut well past the first ranges, so the listing's sample of its first bytes does not see it
        java.nio.file.Path cut = Files.write(dir.resolve("damaged.json.gz"), java.util.Arrays.copyOf(gz, gz.length * 3 / 4));
        Files.createDirectories(dir.resolve("out"));
        DamageAwareTextInputFormat format = new DamageAwareTextInputFormat();
        Job job = job(cut, text.length / 8, false);
        List<InputSplit> splits = format.getSplits(job);
        assertThat(splits).hasSizeGreaterThan(4);
        List<String> lines = read(format, job.getConfiguration(), splits);
        List<String> whole = read(format, job(dir.resolve("whole.json.gz"), Long.MAX_VALUE, false).getConfiguration(),
                format.getSplits(job(dir.resolve("whole.json.gz"), Long.MAX_VALUE, false)));
        assertThat(whole).startsWith(lines.toArray(new String[0]));
        assertThat(lines.size()).isBetween(whole.size() / 2, whole.size() - 1);
        assertThat(CorruptFiles.read(job.getConfiguration(), new Path(new Path(dir.resolve("out").toUri()), CorruptFiles.DIR)))
                .containsOnlyKeys(new Path(cut.toUri()).toString());
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.LineRecordReader;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.LineFn;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class BoundedLineReaderTest {

    @TempDir
    java.nio.file.Path dir;

    /** A line's position and bytes as a reader gave them. */
    private record Line(long offset, String bytes) {
    }

    @Test
    void givesHadoopsLinesForAnySplitOfPlainAndCompressedFiles() throws Exception {
        SplittableRandom random = new SplittableRandom(33);
        for (int round = 0; round < 60; round++) {
            byte[] content = randomText(random, random.nextInt(0, 3000));
            for (String suffix : new String[] {"", ".gz", ".bz2"}) {
                java.nio.file.Path file = dir.resolve("f" + round + ".txt" + suffix);
                write(file, content);
                for (String delimiter : new String[] {null, "\n"}) {
                    Configuration conf = new Configuration(false);
                    if (delimiter != null) {
                        conf.set("textinputformat.record.delimiter", delimiter);
                    }
                    long length = Files.size(file);
                    // compressed files but bz2 are read whole; bz2 as Hadoop splits it too
                    long splitSize = suffix.equals(".gz") ? Math.max(1, length) : random.nextLong(1, Math.max(2, length + 1));
                    List<Line> ours = new ArrayList<>();
                    List<Line> hadoops = new ArrayList<>();
                    for (long start = 0; start < Math.max(1, length); start += splitSize) {
                        FileSplit split = new FileSplit(new Path(file.toUri()), start, Math.min(splitSize, length - start), null);
                        ours.addAll(read(new BoundedLineReader(BoundedLineReader.delimiter(conf), true), split, conf));
                        hadoops.addAll(read(new LineRecordReader(BoundedLineReader.delimiter(conf)), split, conf));
                    }
                    assertThat(ours).as("round %d %s delimiter %s split %d", round, suffix,
                            delimiter == null ? "default" : "\\n", splitSize).isEqualTo(hadoops);
                }
            }
        }
    }

    @Test
    void aLineLongerThanTheBoundKeepsOneByteMoreAndTheNextLinesKeepTheirPlaces() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write("first\n".getBytes());
        byte[] longLine = new byte[LineFn.MAX_LINE_BYTES + 10];
        Arrays.fill(longLine, (byte) 'x');
        b.write(longLine);
        b.write("\r\nlast\n".getBytes());
        java.nio.file.Path file = dir.resolve("long.json");
        Files.write(file, b.toByteArray());
        Configuration conf = new Configuration(false);
        long length = Files.size(file);
        List<Line> lines = new ArrayList<>();
        // split inside the long line: the second split starts mid-line and must skip the rest of it
        long cut = 4 << 20;
        lines.addAll(read(new BoundedLineReader(null, true), new FileSplit(new Path(file.toUri()), 0, cut, null), conf));
        lines.addAll(read(new BoundedLineReader(null, true), new FileSplit(new Path(file.toUri()), cut, length - cut, null), conf));
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).isEqualTo(new Line(0, "first"));
        assertThat(lines.get(1).offset()).isEqualTo(6);
        assertThat(lines.get(1).bytes()).hasSize(LineFn.MAX_LINE_BYTES + 1);
        assertThat(lines.get(2)).isEqualTo(new Line(6 + longLine.length + 2, "last"));
    }

    @Test
    void aLineOfExactlyTheBoundIsWholeAndAByteOrderMarkDoesNotCount() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        byte[] line = new byte[LineFn.MAX_LINE_BYTES];
        Arrays.fill(line, (byte) 'y');
        b.write(line);
        b.write('\n');
        java.nio.file.Path file = dir.resolve("bom.json");
        Files.write(file, b.toByteArray());
        List<Line> lines = read(new BoundedLineReader(null, true), new FileSplit(new Path(file.toUri()), 0, Files.size(file), null),
                new Configuration(false));
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0).offset()).isZero();
        assertThat(lines.get(0).bytes()).isEqualTo(new String(line));
    }

    @Test
    void toldToKeepIt_aByteOrderMarkStaysInTheFirstLine() throws Exception {
        java.nio.file.Path file = dir.resolve("bom.en");
        Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'H', 'i', '\n', 'Y', 'o', '\n'});
        List<Line> lines = read(new BoundedLineReader("\n".getBytes(), false),
                new FileSplit(new Path(file.toUri()), 0, Files.size(file), null), new Configuration(false));
        assertThat(lines).containsExactly(new Line(0, "\u00EF\u00BB\u00BFHi"), new Line(6, "Yo"));
    }

    private static byte[] randomText(SplittableRandom random, int n) {
        byte[] alphabet = {'a', 'b', '\n', '\r', ' ', (byte) 0xEF};
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        if (random.nextInt(4) == 0) {
            b.write(0xEF);
            b.write(0xBB);
            b.write(0xBF);
        }
        for (int i = 0; i < n; i++) {
            b.write(alphabet[random.nextInt(alphabet.length)]);
        }
        return b.toByteArray();
    }

    private static void write(java.nio.file.Path file, byte[] content) throws IOException {
        String name = file.getFileName().toString();
        try (OutputStream raw = Files.newOutputStream(file)) {
            if (name.endsWith(".gz")) {
                try (OutputStream gz = new GZIPOutputStream(raw)) {
                    gz.write(content);
                }
            } else if (name.endsWith(".bz2")) {
                BZip2Codec codec = new BZip2Codec();
                codec.setConf(new Configuration(false));
                try (OutputStream bz = codec.createOutputStream(raw)) {
                    bz.write(content);
                }
            } else {
                raw.write(content);
            }
        }
    }

    private static List<Line> read(RecordReader<LongWritable, Text> reader, FileSplit split, Configuration conf) throws Exception {
        List<Line> lines = new ArrayList<>();
        try (reader) {
            reader.initialize(split, new TaskAttemptContextImpl(conf, new TaskAttemptID()));
            while (reader.nextKeyValue()) {
                Text v = reader.getCurrentValue();
                lines.add(new Line(reader.getCurrentKey().get(), new String(v.getBytes(), 0, v.getLength(),
                        java.nio.charset.StandardCharsets.ISO_8859_1)));
            }
        }
        return lines;
    }
}

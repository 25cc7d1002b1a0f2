package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How much text the inputs hold, measured before any job runs: bytes per file as listed, and for
 * each compression codec the ratio and the average line length read off the first few MiB of one
 * of its files. Sizing decisions (reducer counts) come from this, not from compressed sizes, which
 * understate a gzip dump about fivefold.
 *
 * @param listedBytes       bytes of the input files as stored
 * @param uncompressedBytes estimated bytes after decompression
 * @param bytesPerLine      average line length, newline included, over the samples
 * @param files             input files
 * @param note              how the estimate was made, for the summary
 */
public record InputSize(long listedBytes, long uncompressedBytes, double bytesPerLine, int files, String note) {

    /** Decompressed bytes read from one file of each codec. */
    static final int SAMPLE_BYTES = 4 << 20;
    /** Used when a compressed sample cannot be read: gzip'd JSON text shrinks about fourfold, bzip2 more. */
    static final double TYPICAL_GZIP_RATIO = 4.0;
    static final double TYPICAL_BZIP2_RATIO = 5.0;
    /** Used when no sample could be read at all: an Amazon review line is 500-700 bytes. */
    static final double TYPICAL_BYTES_PER_LINE = 600;

    /** Sees every complete sampled line (without its newline); lines over 1 MiB are counted but not passed on. */
    @FunctionalInterface
    public interface LineSink {
        void line(byte[] buf, int off, int len);
    }

    static final int MAX_SAMPLED_LINE = 1 << 20;

    /** @param inputs the input files as {@link InputFiles#listed} lists them (their sizes are not asked for again) */
    public static InputSize measure(Configuration conf, List<FileStatus> inputs) throws IOException {
        return measure(conf, inputs, (buf, off, len) -> { });
    }

    /** Measures, and passes every sampled line to {@code sink} (e.g. to see how many become rows). */
    public static InputSize measure(Configuration conf, List<FileStatus> inputs, LineSink sink) throws IOException {
        CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
        Map<String, List<FileStatus>> byCodec = new LinkedHashMap<>();
        long listed = 0;
        int files = 0;
        for (FileStatus f : inputs) {
            CompressionCodec codec = codecs.getCodec(f.getPath());
            byCodec.computeIfAbsent(codec == null ? "" : codec.getDefaultExtension(), k -> new ArrayList<>()).add(f);
            listed += f.getLen();
            files++;
        }
        double uncompressed = 0;
        long sampledBytes = 0;
        long sampledLines = 0;
        List<String> notes = new ArrayList<>();
        for (Map.Entry<String, List<FileStatus>> e : byCodec.entrySet()) {
            long bytes = e.getValue().stream().mapToLong(FileStatus::getLen).sum();
            FileStatus largest = e.getValue().stream().max(java.util.Comparator.comparingLong(FileStatus::getLen)).orElseThrow();
            Sample s = sample(conf, codecs, largest, sink);
            double ratio;
            if (s == null) {
                ratio = e.getKey().isEmpty() ? 1.0 : e.getKey().contains("bz2") ? TYPICAL_BZIP2_RATIO : TYPICAL_GZIP_RATIO;
                notes.add(label(e.getKey()) + " ratio " + ratio + " assumed (sample unreadable)");
            } else {
                ratio = s.ratio();
                sampledBytes += s.decompressed();
                sampledLines += s.lines();
                if (!e.getKey().isEmpty()) {
                    notes.add(String.format(Locale.ROOT, "%s ratio %.1f measured", label(e.getKey()), ratio));
                }
            }
            uncompressed += bytes * ratio;
        }
        double perLine = sampledLines > 0 ? (double) sampledBytes / sampledLines : TYPICAL_BYTES_PER_LINE;
        notes.add(String.format(Locale.ROOT, "%.0f bytes a line", perLine));
        return new InputSize(listed, (long) uncompressed, perLine, files, String.join(", ", notes));
    }

    private static String label(String extension) {
        return extension.isEmpty() ? "plain" : extension.substring(1);
    }

    private record Sample(long compressed, long decompressed, long lines) {
        double ratio() {
            return compressed == 0 ? 1.0 : Math.max(1.0, (double) decompressed / compressed);
        }
    }

    /** The first {@link #SAMPLE_BYTES} decompressed bytes of {@code file}, or null if they cannot be read. */
    private static Sample sample(Configuration conf, CompressionCodecFactory codecs, FileStatus file, LineSink sink) {
        if (file.getLen() == 0) {
            return null;
        }
        FileSystem fs;
        try {
            fs = file.getPath().getFileSystem(conf);
        } catch (IOException e) {
            return null;
        }
        CompressionCodec codec = codecs.getCodec(file.getPath());
        try (FSDataInputStream raw = fs.open(file.getPath());
             CountingStream counted = new CountingStream(raw);
             InputStream in = codec == null ? counted : codec.createInputStream(counted)) {
            byte[] buf = new byte[64 << 10];
            java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream(4096);
            long total = 0;
            long lines = 0;
            long sinceNewline = 0;
            int n;
            while (total < SAMPLE_BYTES && (n = in.read(buf)) > 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    sinceNewline++;
                    if (buf[i] == '\n') {
                        lines++;
                        if (sinceNewline <= MAX_SAMPLED_LINE) {
                            line.write(buf, start, i - start);
                            sink.line(line.toByteArray(), 0, line.size());
                        }
                        line.reset();
                        start = i + 1;
                        sinceNewline = 0;
                    }
                }
                if (sinceNewline <= MAX_SAMPLED_LINE) {
                    line.write(buf, start, n - start);
                }
                total += n;
            }
            long wholeLines = total - sinceNewline;
            if (lines == 0) {
                return new Sample(counted.count, total, 1); // one long line so far
            }
            // the compressed bytes for the whole lines, in proportion (the decompressor reads ahead)
            long compressed = codec == null ? wholeLines : Math.max(1, counted.count * wholeLines / Math.max(1, total));
            return new Sample(compressed, wholeLines, lines);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static final class CountingStream extends FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}

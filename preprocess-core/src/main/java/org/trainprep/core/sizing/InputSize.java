package org.trainprep.core.sizing;

import org.trainprep.core.stage.DriverFiles;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

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

    /**
     * Measures the inputs, passing every sampled line to {@code sink} (e.g. to see how many become rows).
     *
     * @param inputs the input files, qualified
     * @param sizes  their sizes as listed, in the same order (not asked for again)
     */
    public static InputSize measure(DriverFiles files, List<String> inputs, List<Long> sizes, LineSink sink) {
        Map<String, List<Integer>> byCodec = new LinkedHashMap<>();
        long listed = 0;
        for (int i = 0; i < inputs.size(); i++) {
            byCodec.computeIfAbsent(files.compression(inputs.get(i)), k -> new ArrayList<>()).add(i);
            listed += sizes.get(i);
        }
        double uncompressed = 0;
        long sampledBytes = 0;
        long sampledLines = 0;
        List<String> notes = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byCodec.entrySet()) {
            long bytes = e.getValue().stream().mapToLong(sizes::get).sum();
            if (bytes == 0) {
                continue; // empty files (a zero-byte .bz2 reads as empty): nothing to size, nothing to say
            }
            int largest = e.getValue().stream().max(java.util.Comparator.comparingLong(sizes::get)).orElseThrow();
            Sample s = sample(files, inputs.get(largest), e.getKey().isEmpty(), sink);
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
        return new InputSize(listed, (long) uncompressed, perLine, inputs.size(), String.join(", ", notes));
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
    private static Sample sample(DriverFiles files, String file, boolean plain, LineSink sink) {
        AtomicLong stored = new AtomicLong();
        try (InputStream in = files.sample(file, stored)) {
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
                return new Sample(stored.get(), total, 1); // one long line so far
            }
            // the compressed bytes for the whole lines, in proportion (the decompressor reads ahead)
            long compressed = plain ? wholeLines : Math.max(1, stored.get() * wholeLines / Math.max(1, total));
            return new Sample(compressed, wholeLines, lines);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}

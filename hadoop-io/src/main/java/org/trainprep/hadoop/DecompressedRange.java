package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CodecPool;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.io.compress.Decompressor;
import org.apache.hadoop.io.compress.SplittableCompressionCodec;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A share of a large gzip or zstd file for one task: the lines starting in ({@link #from}, {@link #to}]
 * of its decompressed text (the first range from byte 0, the last to its end). Neither format
 * can be entered mid-stream, so each task inflates the file from its start and parses only its own
 * lines: inflating runs several times faster than parsing and cleaning, so a file such as the
 * review dump's single {@code .json.gz} is parsed by many tasks at once instead of one task for
 * hours, and a line keeps its offset in the decompressed text, as when one task reads the file
 * whole. bzip2 inflates slower than the lines are parsed, so a bzip2 file stays whole.
 *
 * <p>The split's own start and length are the range's estimated share of the compressed file
 * (for scheduling and the bytes-read count); the ranges come from the file's size and the
 * compression ratio of its first {@value #SAMPLE_BYTES} bytes, so a file's ranges are the same on
 * every listing, and the last is open-ended whatever the estimate.
 */
public final class DecompressedRange extends FileSplit {

    /** Configuration key: the decompressed bytes a task reads of a large gzip or zstd file. */
    public static final String RANGE_BYTES = "trainprep.input.compressed-range-bytes";
    /** 4 GiB: the review dump's 92 GB gzip in 23 tasks, a file under 4 GiB of text read whole as before. */
    public static final long DEFAULT_RANGE_BYTES = 4L << 30;
    /**
     * Ranges of one file at most: the task of range k inflates k + 1 ranges' worth, so the file is
     * inflated some {@code ranges / 2} times over in all; with 32, the dump is parsed 32 ways while its
     * inflating costs ~16 passes of a few minutes of one core each, spread over the cluster.
     */
    static final int MAX_RANGES = 32;
    /** Compressed bytes inflated to estimate a file's decompressed size. */
    static final long SAMPLE_BYTES = 8L << 20;

    private long from;
    private long to;

    /** For Hadoop's and Spark's deserialization of a task's split. */
    public DecompressedRange() {
    }

    DecompressedRange(Path file, long compressedStart, long compressedLength, String[] hosts, long from, long to) {
        super(file, compressedStart, compressedLength, hosts);
        this.from = from;
        this.to = to;
    }

    /** Lines starting after this byte of the decompressed text are the range's (from byte 0 when 0). */
    public long from() {
        return from;
    }

    /** Lines starting at or before this byte are the range's; {@link Long#MAX_VALUE} for the last. */
    public long to() {
        return to;
    }

    /**
     * {@code whole} (a compressed file's one split) as ranges of about {@code rangeBytes} of its
     * decompressed text, or {@code whole} itself when it holds less, is bzip2 or plain, or cannot be
     * sampled (a damaged file: its task finds the damage as before).
     */
    static List<FileSplit> of(FileSplit whole, Configuration conf, long rangeBytes) {
        CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(whole.getPath());
        // text compresses at most ~20x; a smaller file cannot hold a range's worth
        if (codec == null || codec instanceof SplittableCompressionCodec || rangeBytes <= 0
                || whole.getStart() != 0 || whole.getLength() < rangeBytes / 64) {
            return List.of(whole);
        }
        long estimate;
        try {
            estimate = decompressedEstimate(whole.getPath(), whole.getLength(), codec, conf);
        } catch (IOException | RuntimeException e) {
            return List.of(whole);
        }
        int ranges = (int) Math.min(MAX_RANGES, (estimate + rangeBytes - 1) / rangeBytes);
        if (ranges <= 1) {
            return List.of(whole);
        }
        long size = (estimate + ranges - 1) / ranges;
        String[] hosts;
        try {
            hosts = whole.getLocations();
        } catch (IOException e) {
            hosts = new String[0];
        }
        List<FileSplit> splits = new ArrayList<>(ranges);
        long compressed = whole.getLength();
        for (int i = 0; i < ranges; i++) {
            long cStart = compressed * i / ranges;
            long cEnd = compressed * (i + 1) / ranges;
            splits.add(new DecompressedRange(whole.getPath(), cStart, cEnd - cStart, hosts, i * size,
                    i == ranges - 1 ? Long.MAX_VALUE : (i + 1) * size));
        }
        return splits;
    }

    /** The file's decompressed size: exact when the sample reaches its end, else in the sample's ratio. */
    private static long decompressedEstimate(Path path, long compressed, CompressionCodec codec, Configuration conf)
            throws IOException {
        Decompressor decompressor = CodecPool.getDecompressor(codec);
        try (FSDataInputStream raw = path.getFileSystem(conf).open(path);
             InputStream in = codec.createInputStream(raw, decompressor)) {
            byte[] buffer = new byte[64 * 1024];
            long out = 0;
            try {
                for (int n; (n = in.read(buffer)) > 0; ) {
                    out += n;
                    if (raw.getPos() >= SAMPLE_BYTES) {
                        return ratioEstimate(out, raw.getPos(), compressed);
                    }
                }
            } catch (IOException | RuntimeException damage) {
                // damaged past the start: the ranges before the damage are read, the ones reaching it record it
                if (out == 0) {
                    throw damage;
                }
                return ratioEstimate(out, raw.getPos(), compressed);
            }
            return out;
        } finally {
            CodecPool.returnDecompressor(decompressor);
        }
    }

    /** The decompressor reads ahead of what it has handed out, which the ratio's error allows. */
    private static long ratioEstimate(long decompressed, long compressedRead, long compressed) {
        return (long) Math.min(Long.MAX_VALUE / 2.0, (double) decompressed / Math.max(1, compressedRead) * compressed);
    }

    @Override
    public void write(DataOutput out) throws IOException {
        super.write(out);
        out.writeLong(from);
        out.writeLong(to);
    }

    @Override
    public void readFields(DataInput in) throws IOException {
        super.readFields(in);
        from = in.readLong();
        to = in.readLong();
    }

    @Override
    public String toString() {
        return getPath() + ": decompressed bytes (" + from + ", " + (to == Long.MAX_VALUE ? "end" : Long.toString(to)) + "]";
    }
}

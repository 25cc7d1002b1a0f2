package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FutureDataInputStreamBuilder;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.Seekable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.CodecPool;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.hadoop.io.compress.Decompressor;
import org.apache.hadoop.io.compress.SplitCompressionInputStream;
import org.apache.hadoop.io.compress.SplittableCompressionCodec;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.CompressedSplitLineReader;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.SplitLineReader;
import org.apache.hadoop.mapreduce.lib.input.UncompressedSplitLineReader;
import org.apache.hadoop.util.functional.FutureIO;
import org.trainprep.core.stage.LineFn;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The lines of a file split as Hadoop's {@code LineRecordReader} gives them (the same split line
 * readers decide where a split's lines start and end, compressed or not; the same terminators; a
 * UTF-8 byte order mark dropped from a file's first line, unless told to keep it), except that a line keeps at most
 * {@link LineFn#MAX_LINE_BYTES} + 1 bytes: a longer one is consumed to its end, its first bytes
 * kept, so that {@link LineFn#tooLong} can count it. Hadoop's reader holds a line whole (a 2 GB
 * line in a 768 MB task is an out-of-memory failure), and its own limit drops a longer line
 * silently, giving the next line the dropped one's position.
 */
final class BoundedLineReader extends RecordReader<LongWritable, Text> {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final byte[] delimiter;
    private final boolean dropBom;
    private final LongWritable key = new LongWritable();
    private final Text value = new Text();
    private String file;
    private SplitLineReader in;
    private Decompressor decompressor;
    /** The compressed stream's position, which ends a compressed split; null for plain text. */
    private Seekable compressedPosition;
    private long start;
    private long end;
    /** The next line's first byte in the (decompressed) file. */
    private long pos;
    /** For a {@link DecompressedRange}, the last byte a line of it may start at; else -1. */
    private long rangeEnd = -1;
    private boolean done;

    /**
     * @param delimiter the one terminator of lines, or null for {@code \n}, {@code \r} and {@code \r\n}
     * @param dropBom   whether a UTF-8 byte order mark opening the file is dropped, as Hadoop's reader drops it
     */
    BoundedLineReader(byte[] delimiter, boolean dropBom) {
        this.delimiter = delimiter;
        this.dropBom = dropBom;
    }

    /** The terminator a job's configuration sets ({@code textinputformat.record.delimiter}), as the text input reads it. */
    static byte[] delimiter(Configuration conf) {
        String d = conf.get("textinputformat.record.delimiter");
        return d == null ? null : d.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void initialize(InputSplit genericSplit, TaskAttemptContext context) throws IOException {
        FileSplit split = (FileSplit) genericSplit;
        Configuration conf = context.getConfiguration();
        Path path = split.getPath();
        file = path.toString();
        start = split.getStart();
        end = start + split.getLength();
        FutureDataInputStreamBuilder builder = path.getFileSystem(conf).openFile(path);
        if (!(split instanceof DecompressedRange)) {
            // the split's range, for an object store's read policy; by name and as strings, as Spark's Hadoop 3.3 client has them
            builder.opt("fs.option.openfile.split.start", Long.toString(start));
            builder.opt("fs.option.openfile.split.end", Long.toString(end));
        }
        FSDataInputStream fileIn = FutureIO.awaitFuture(builder.build());
        try {
            CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(path);
            if (split instanceof DecompressedRange range) {
                openRange(range, codec, fileIn, conf);
                return;
            }
            if (codec == null) {
                fileIn.seek(start);
                in = new UncompressedSplitLineReader(fileIn, conf, delimiter, split.getLength());
            } else {
                decompressor = CodecPool.getDecompressor(codec);
                if (codec instanceof SplittableCompressionCodec splittable) {
                    SplitCompressionInputStream blocks = splittable.createInputStream(fileIn, decompressor, start, end,
                            SplittableCompressionCodec.READ_MODE.BYBLOCK);
                    in = new CompressedSplitLineReader(blocks, conf, delimiter);
                    start = blocks.getAdjustedStart();
                    end = blocks.getAdjustedEnd();
                    compressedPosition = blocks;
                } else {
                    if (start != 0) {
                        throw new IOException("Cannot seek in " + codec.getClass().getSimpleName() + " compressed stream");
                    }
                    in = new SplitLineReader(codec.createInputStream(fileIn, decompressor), conf, delimiter);
                    compressedPosition = fileIn;
                }
            }
            // a later split's first line, whole or partial, is the split before's last
            if (start != 0) {
                start += read(new Text(), 0);
            }
            pos = start;
        } catch (IOException | RuntimeException e) {
            fileIn.close();
            throw e;
        }
    }

    /**
     * A range of a compressed file: inflated from its start, the lines before the range passed over
     * unread (as the task reading the file whole reads them, so every line starts where it would),
     * the range's lines read. Its start and end stay the range's share of the compressed file, which
     * the progress (and the bytes-read count) is measured in.
     */
    private void openRange(DecompressedRange range, CompressionCodec codec, FSDataInputStream fileIn, Configuration conf)
            throws IOException {
        decompressor = CodecPool.getDecompressor(codec);
        in = new SplitLineReader(codec.createInputStream(fileIn, decompressor), conf, delimiter);
        compressedPosition = fileIn;
        rangeEnd = range.to();
        Text skipped = new Text();
        pos = 0;
        while (range.from() > 0 && pos <= range.from()) {
            int consumed = read(skipped, 0);
            if (consumed == 0) {
                done = true;
                return;
            }
            pos += consumed;
        }
    }

    private long position() throws IOException {
        return compressedPosition != null ? compressedPosition.getPos() : pos;
    }

    /** One line into {@code into}, at most {@code keep} of its bytes; the bytes consumed, terminator included. */
    private int read(Text into, int keep) throws IOException {
        try {
            return in.readLine(into, keep, Integer.MAX_VALUE);
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("Too many bytes before newline")) {
                throw new IOException(file + ": the line at byte " + pos + " runs on for more than 2 GB without a line"
                        + " break; this is not line-delimited text", e);
            }
            throw e;
        }
    }

    @Override
    public boolean nextKeyValue() throws IOException {
        // as Hadoop's reader, one line past the split's end is read: the next split skips it
        if (done || !(rangeEnd >= 0 ? pos <= rangeEnd : position() <= end || in.needAdditionalRecordAfterSplit())) {
            done = true;
            return false;
        }
        long at = pos;
        int keep = LineFn.MAX_LINE_BYTES + 1;
        int consumed = read(value, at == 0 && dropBom ? keep + BOM.length : keep);
        pos += consumed;
        if (at == 0 && dropBom && startsWithBom(value)) {
            consumed -= BOM.length;
            value.set(value.copyBytes(), BOM.length, value.getLength() - BOM.length);
        }
        if (consumed == 0) {
            done = true;
            return false;
        }
        if (value.getLength() > keep) {
            value.set(value.copyBytes(), 0, keep);
        }
        key.set(at);
        return true;
    }

    private static boolean startsWithBom(Text t) {
        byte[] b = t.getBytes();
        return t.getLength() >= BOM.length && b[0] == BOM[0] && b[1] == BOM[1] && b[2] == BOM[2];
    }

    @Override
    public LongWritable getCurrentKey() {
        return key;
    }

    @Override
    public Text getCurrentValue() {
        return value;
    }

    @Override
    public float getProgress() throws IOException {
        return start == end ? 0f : Math.max(0f, Math.min(1f, (position() - start) / (float) (end - start)));
    }

    @Override
    public void close() throws IOException {
        try {
            if (in != null) {
                in.close();
            }
        } finally {
            if (decompressor != null) {
                CodecPool.returnDecompressor(decompressor);
                decompressor = null;
            }
        }
    }
}

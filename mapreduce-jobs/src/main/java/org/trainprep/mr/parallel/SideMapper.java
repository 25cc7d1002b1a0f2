package org.trainprep.mr.parallel;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.trainprep.hadoop.parallel.SplitLines;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.SideText;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Pass 2's map: every line of either side, numbered by pass 1's split table, decoded and tokenized
 * ({@link SideText}), keyed by its number so that the reduce meets the two lines of a pair. A line
 * that is not UTF-8 travels as its raw bytes, for the reject sample.
 */
public final class SideMapper extends Mapper<LongWritable, Text, LongWritable, BytesWritable> {

    private final LongWritable key = new LongWritable();
    private final BytesWritable value = new BytesWritable();
    private SideText side;
    private int sideIndex;
    private long line;

    @Override
    protected void setup(Context context) throws IOException {
        FileSplit split = (FileSplit) context.getInputSplit();
        sideIndex = ParallelConf.side(context.getConfiguration(), split.getPath().toString());
        ParallelSettings s = ParallelConf.settings(context.getConfiguration());
        side = new SideText(s.tokenize(), sideIndex == 0 ? s.srcLang() : s.tgtLang());
        SplitLines table = SplitLines.parse(ParallelConf.read(context.getConfiguration(), ParallelConf.SPLIT_LINES));
        line = table.firstLine(sideIndex, split.getStart());
    }

    @Override
    protected void map(LongWritable offset, Text text, Context context) throws IOException, InterruptedException {
        String prepared = side.prepare(text.getBytes(), text.getLength());
        byte[] body = prepared == null ? java.util.Arrays.copyOf(text.getBytes(), text.getLength())
                : prepared.getBytes(StandardCharsets.UTF_8);
        key.set(line++);
        BytesWritable encoded = SideRecord.encode(sideIndex, prepared != null, offset.get(), body);
        value.set(encoded.getBytes(), 0, encoded.getLength());
        context.write(key, value);
    }

    /** A side's line on its way to the join: side, whether it is UTF-8, its byte offset, its text. */
    static final class SideRecord {
        final int side;
        final boolean valid;
        final long offset;
        final byte[] text;

        private SideRecord(int side, boolean valid, long offset, byte[] text) {
            this.side = side;
            this.valid = valid;
            this.offset = offset;
            this.text = text;
        }

        static BytesWritable encode(int side, boolean valid, long offset, byte[] text) {
            ByteBuffer b = ByteBuffer.allocate(10 + text.length);
            b.put((byte) side).put((byte) (valid ? 1 : 0)).putLong(offset).put(text);
            return new BytesWritable(b.array());
        }

        static SideRecord decode(BytesWritable w) {
            ByteBuffer b = ByteBuffer.wrap(w.getBytes(), 0, w.getLength());
            int side = b.get();
            boolean valid = b.get() == 1;
            long offset = b.getLong();
            byte[] text = new byte[b.remaining()];
            b.get(text);
            return new SideRecord(side, valid, offset, text);
        }

        String string() {
            return new String(text, StandardCharsets.UTF_8);
        }
    }
}

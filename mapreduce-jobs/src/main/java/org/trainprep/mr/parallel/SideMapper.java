package org.trainprep.mr.parallel;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.trainprep.hadoop.parallel.SplitLines;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.SideRecord;
import org.trainprep.core.parallel.SideText;

import java.io.IOException;
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
        byte[] encoded = SideRecord.encode(sideIndex, prepared != null, offset.get(), body);
        value.set(encoded, 0, encoded.length);
        context.write(key, value);
    }
}

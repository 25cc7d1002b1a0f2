package org.trainprep.mr.census;

import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.mr.RejectSampler;
import org.trainprep.mr.SideOutputs;

import java.io.IOException;

/**
 * Census first pass (map-only job): counts every line by kind and reason, samples rejects, and
 * writes this task's statistics of the valid rows to the {@code stats} named output for the driver
 * to merge. Rows are not written: the second pass ({@link CensusPartMapper}) parses them again,
 * once the statistics say how to impute.
 */
public final class CensusMapper extends Mapper<LongWritable, Text, NullWritable, BytesWritable> {

    private CensusParser parser;
    private CensusStatistics stats;
    private MultipleOutputs<NullWritable, BytesWritable> outputs;
    private RejectSampler rejects;
    private int fileIndex;
    private String file;
    private long valid;
    private long invalid;
    private long blank;

    @Override
    protected void setup(Context context) throws IOException {
        file = ((FileSplit) context.getInputSplit()).getPath().toString();
        fileIndex = CensusConf.fileIndex(context.getConfiguration(), file);
        // every split of a file reads it by its header's names, though only the first split holds the header
        parser = new CensusParser(CensusConf.schemaForFile(context.getConfiguration(), fileIndex, file));
        int columns = parser.schema().features().size() + 1;
        stats = new CensusStatistics(columns);
        outputs = new MultipleOutputs<>(context);
        rejects = new RejectSampler(outputs, file, CensusConf.rejectsPerTask(context.getConfiguration()));
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
        context.getCounter(CensusCounters.LINES_READ).increment(1);
        CensusRow row = parser.parse(line.toString());
        switch (row.kind()) {
            case HEADER -> context.getCounter(CensusCounters.HEADER).increment(1);
            case BLANK -> {
                context.getCounter(CensusCounters.BLANK).increment(1);
                blank++;
            }
            case INVALID -> {
                context.getCounter(CensusCounters.INVALID).increment(1);
                invalid++;
                context.getCounter(row.reason()).increment(1);
                rejects.offer(row.reason(), offset.get(), line);
            }
            case RECORD -> {
                context.getCounter(CensusCounters.RECORDS).increment(1);
                valid++;
                stats.add(row.codes());
            }
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        byte[] b = stats.toBytes();
        outputs.write(CensusConf.STATS_OUTPUT, NullWritable.get(), new BytesWritable(b), "_stats/stats");
        // the file's yield, so a whole file of another kind cannot hide among good ones under the run's budget
        SideOutputs.writeYield(outputs, file, valid, invalid, blank);
        outputs.close();
    }
}

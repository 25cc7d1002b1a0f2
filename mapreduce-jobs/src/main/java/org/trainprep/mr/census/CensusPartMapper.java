package org.trainprep.mr.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.trainprep.core.census.CensusFileType;
import org.trainprep.hadoop.census.CensusPartTask;

import java.io.IOException;
import java.util.List;

/**
 * Census second pass (map-only job), the MapReduce adapter of {@link CensusPartTask}: the split's
 * records imputed, split and written as one part named by the split's position, into the task
 * attempt's work directory, so the committer publishes exactly one part per split.
 */
public final class CensusPartMapper extends Mapper<LongWritable, Text, NullWritable, NullWritable> {

    private CensusPartTask task;
    private String partName;

    @Override
    protected void setup(Context context) throws IOException {
        Configuration conf = context.getConfiguration();
        FileSplit split = (FileSplit) context.getInputSplit();
        String file = split.getPath().toString();
        int fileIndex = CensusConf.fileIndex(conf, file);
        partName = CensusFileType.partName(fileIndex, split.getStart());
        task = new CensusPartTask(conf, CensusConf.schemaForFile(conf, fileIndex, file), CensusConf.partSettings(conf), file);
    }

    @Override
    protected void map(LongWritable offset, Text line, Context context) throws IOException {
        task.line(offset.get(), line.toString());
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        try {
            Path target = new Path(FileOutputFormat.getWorkOutputPath(context), partName);
            task.finish(target.getFileSystem(context.getConfiguration()), target);
            List<Long> rows = task.groupRows();
            for (int g = 0; g < rows.size(); g++) {
                context.getCounter(CensusPasses.PART_COUNTERS, CensusPasses.groupRows(g)).increment(rows.get(g));
            }
            context.getCounter(CensusPasses.PART_COUNTERS, CensusPasses.DROPPED).increment(task.droppedMissing());
        } finally {
            task.close();
        }
    }
}

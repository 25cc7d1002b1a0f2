package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.parallel.BpeVocabulary;
import org.trainprep.core.parallel.ParallelPartWriter;
import org.trainprep.core.parallel.ParallelTokenCount;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.LocalScratch;

import java.io.IOException;
import java.util.Map;

/**
 * Pass 4 (map-only), the MapReduce adapter of {@link ParallelPartWriter}: one task per partition
 * of pass 2 (its file whole, in line order), whose kept pairs are segmented with the run's codes
 * and written as one part named by the partition, into the attempt's work directory, so the
 * committer publishes one part per partition; the part's BPE token counts go to the
 * {@code vocab} side output. With {@code --h5} it runs twice: counting only
 * ({@link ParallelTokenCount}, no part), then writing parts with the counted vocabulary's ids.
 */
public final class PartMapper extends Mapper<LongWritable, Text, NullWritable, NullWritable> {

    static final String VOCAB_OUTPUT = "vocab";
    static final String TOKENS = "trainprep.parallel.tokens";

    private ScratchDir scratch;
    private ParallelPartWriter part;
    private ParallelTokenCount count;
    private int index;

    @Override
    protected void setup(Context context) throws IOException {
        Configuration conf = context.getConfiguration();
        String name = ((FileSplit) context.getInputSplit()).getPath().getName();
        index = Integer.parseInt(name.substring(name.lastIndexOf('-') + 1));
        scratch = LocalScratch.create(conf, "trainprep-parallel-part-");
        if (conf.getBoolean(ParallelConf.COUNT_ONLY, false)) {
            count = new ParallelTokenCount(ParallelConf.codes(conf));
        } else {
            part = new ParallelPartWriter(ParallelConf.settings(conf), ParallelConf.codes(conf), scratch.path(),
                    ParallelConf.ids(conf));
        }
    }

    @Override
    protected void map(LongWritable line, Text pair, Context context) throws IOException {
        String text = pair.toString();
        int tab = text.indexOf('\t');
        if (part != null) {
            part.pair(line.get(), text.substring(0, tab), text.substring(tab + 1));
        } else {
            count.pair(line.get(), text.substring(0, tab), text.substring(tab + 1));
        }
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        Configuration conf = context.getConfiguration();
        MultipleOutputs<NullWritable, NullWritable> outputs = new MultipleOutputs<>(context);
        try {
            if (part != null) {
                java.nio.file.Path local = scratch.path().resolve("part.h5");
                part.finish(local, ParallelPasses.partIdentity(conf, index));
                Path target = new Path(FileOutputFormat.getWorkOutputPath(context), String.format("part-%05d.h5", index));
                target.getFileSystem(conf).copyFromLocalFile(false, true, LocalFiles.hadoop(local), target);
            }
            BpeVocabulary vocabulary = part != null ? part.vocabulary() : count.vocabulary();
            Text record = new Text();
            for (Map.Entry<String, BpeVocabulary.Entry> e : vocabulary.entries().entrySet()) {
                BpeVocabulary.Entry v = e.getValue();
                record.set(e.getKey() + "\t" + v.count() + "\t" + v.side() + "\t" + v.line() + "\t" + v.position());
                outputs.write(VOCAB_OUTPUT, record, NullWritable.get(), "_vocab/vocab");
            }
            context.getCounter(TOKENS, "src").increment(part != null ? part.tokens(0) : count.tokens(0));
            context.getCounter(TOKENS, "tgt").increment(part != null ? part.tokens(1) : count.tokens(1));
        } finally {
            outputs.close();
            if (part != null) {
                part.close();
            }
            scratch.close();
        }
    }
}

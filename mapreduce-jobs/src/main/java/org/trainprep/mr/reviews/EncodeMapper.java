package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewTally;
import org.trainprep.core.reviews.SequenceEncoder;
import org.trainprep.core.vocab.Vocabulary;

import java.io.IOException;

/**
 * Job 3 (map-only): each distinct text -> one encoded row, appended to this task's HDF5 part
 * through {@link H5PartOutputFormat}. Each task reads one whole output file of the dedup job
 * ({@link WholeFileSequenceInputFormat}), so there is one part per dedup reducer and the
 * distinct texts are not shuffled a second time. The vocabulary is loaded once per task.
 */
public final class EncodeMapper extends Mapper<Text, IntWritable, NullWritable, RowWritable> {

    private SequenceEncoder encoder;
    private int[] row;
    private final RowWritable out = new RowWritable();
    private MultipleOutputs<NullWritable, RowWritable> outputs;
    private String part;
    private ReviewTally tally;
    private long rows;

    @Override
    protected void setup(Context context) throws IOException {
        Configuration conf = context.getConfiguration();
        encoder = new SequenceEncoder(loadVocabulary(conf), ReviewsConf.seqLen(conf), ReviewsConf.labels(conf));
        row = new int[encoder.rowWidth()];
        tally = new ReviewTally(ReviewsConf.seqLen(conf));
        out.set(row);
        outputs = new MultipleOutputs<>(context);
        part = partName(((FileSplit) context.getInputSplit()).getPath().getName());
    }

    /** {@code part-NNNNN} for the dedup output {@code part-r-NNNNN}: parts sort in partition order. */
    static String partName(String dedupFile) {
        String digits = dedupFile.substring(dedupFile.lastIndexOf('-') + 1);
        int dot = digits.indexOf('.');
        return "part-" + (dot < 0 ? digits : digits.substring(0, dot));
    }

    static Vocabulary loadVocabulary(Configuration conf) throws IOException {
        Path p = new Path(ReviewsConf.vocabPath(conf));
        try (FSDataInputStream in = p.getFileSystem(conf).open(p)) {
            return Vocabulary.read(in);
        }
    }

    @Override
    protected void map(Text text, IntWritable rating, Context context) throws IOException, InterruptedException {
        int tokens = encoder.encode(text.toString(), rating.get(), row);
        tally.encoded(tokens, encoder.unknownInLastRow());
        outputs.write(NullWritable.get(), out, part);
        rows++;
        context.getCounter(ReviewCounters.ROWS_WRITTEN).increment(1);
    }

    @Override
    protected void cleanup(Context context) throws IOException, InterruptedException {
        TallyCounters.add(context, tally);
        outputs.close();
        if (rows == 0) {
            H5PartOutputFormat.writeEmpty(context, part);
        }
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Reducer;
import org.trainprep.core.reviews.SequenceEncoder;
import org.trainprep.core.vocab.Vocabulary;

import java.io.IOException;

/**
 * Job 3 reduce: each distinct text -> one encoded row, appended to this reducer's HDF5 part
 * through {@link H5PartOutputFormat}. The vocabulary is loaded once per task in setup.
 */
public final class EncodeReducer extends Reducer<Text, IntWritable, NullWritable, RowWritable> {

    private SequenceEncoder encoder;
    private int[] row;
    private final RowWritable out = new RowWritable();

    @Override
    protected void setup(Context context) throws IOException {
        Configuration conf = context.getConfiguration();
        Vocabulary vocab = loadVocabulary(conf);
        encoder = new SequenceEncoder(vocab, ReviewsConf.seqLen(conf), ReviewsConf.labels(conf));
        row = new int[encoder.rowWidth()];
        out.set(row);
    }

    static Vocabulary loadVocabulary(Configuration conf) throws IOException {
        Path p = new Path(ReviewsConf.vocabPath(conf));
        try (FSDataInputStream in = p.getFileSystem(conf).open(p)) {
            return Vocabulary.read(in);
        }
    }

    @Override
    protected void reduce(Text text, Iterable<IntWritable> ratings, Context context)
            throws IOException, InterruptedException {
        // Job 1 made texts distinct, so there is one rating per key.
        for (IntWritable rating : ratings) {
            encoder.encode(text.toString(), rating.get(), row);
            context.write(NullWritable.get(), out);
            context.getCounter(ReviewCounters.ROWS_WRITTEN).increment(1);
        }
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.trainprep.core.ProjectInfo;
import org.trainprep.hadoop.MatrixPartFile;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.vocab.Vocabulary;

import java.io.IOException;
import java.nio.file.Files;

/**
 * Writes each task's rows as one HDF5 part (dataset {@code "0"} plus the trainer attributes) on
 * any Hadoop FileSystem, named {@code part-NNNNN.h5} after the dedup partition it holds, so that
 * name order is partition order (Hadoop numbers map tasks by split size, not by file).
 *
 * <p>The row count is known only at the end, so rows are spooled in the task's local temp
 * directory; then the part is written once, front to back ({@link MatrixPartFile}: header, then
 * the spooled rows), straight to the task attempt's work path. The output committer publishes it
 * with the rest of the attempt, so a failed, retried or speculative attempt never leaves a partial
 * or duplicate part.
 */
public final class H5PartOutputFormat extends FileOutputFormat<NullWritable, RowWritable> {

    @Override
    public RecordWriter<NullWritable, RowWritable> getRecordWriter(TaskAttemptContext context) throws IOException {
        Configuration conf = context.getConfiguration();
        Path target = partFile(context);
        java.nio.file.Path localDir = Files.createTempDirectory("trainprep-part-");
        int width = ReviewsConf.seqLen(conf) + 1;
        return new PartWriter(conf, target, localDir, new RowSpool(localDir, width, ReviewsConf.dtype(conf)));
    }

    /**
     * {@code BASE.h5} when the task names its part (through {@code MultipleOutputs}, as the encode
     * job does after the dedup partition it reads), else Hadoop's {@code part-m-NNNNN.h5}.
     */
    private Path partFile(TaskAttemptContext context) throws IOException {
        String base = getOutputName(context);
        if (base.equals(PART)) {
            return getDefaultWorkFile(context, ".h5");
        }
        return new Path(((FileOutputCommitter) getOutputCommitter(context)).getWorkPath(), base + ".h5");
    }

    /**
     * Writes part {@code base} with no rows, for a partition the dedup job left empty: every
     * partition has its part, so a merge can tell a missing part from an empty one.
     */
    static void writeEmpty(org.apache.hadoop.mapreduce.TaskInputOutputContext<?, ?, ?, ?> context, String base)
            throws IOException, InterruptedException {
        Configuration conf = context.getConfiguration();
        Path target = new Path(FileOutputFormat.getWorkOutputPath(context), base + ".h5");
        java.nio.file.Path localDir = Files.createTempDirectory("trainprep-part-");
        new PartWriter(conf, target, localDir, new RowSpool(localDir, ReviewsConf.seqLen(conf) + 1,
                ReviewsConf.dtype(conf))).close(context);
    }

    /** The partition a part holds, from its name {@code part-NNNNN.h5}. */
    static int partIndex(String fileName) {
        String digits = fileName.substring(fileName.lastIndexOf('-') + 1);
        int dot = digits.indexOf('.');
        return Integer.parseInt(dot < 0 ? digits : digits.substring(0, dot));
    }

    private static final class PartWriter extends RecordWriter<NullWritable, RowWritable> {
        private final Configuration conf;
        private final Path target;
        private final java.nio.file.Path localDir;
        private final RowSpool spool;

        PartWriter(Configuration conf, Path target, java.nio.file.Path localDir, RowSpool spool) {
            this.conf = conf;
            this.target = target;
            this.localDir = localDir;
            this.spool = spool;
        }

        @Override
        public void write(NullWritable key, RowWritable row) throws IOException {
            spool.add(row.values());
        }

        @Override
        public void close(TaskAttemptContext context) throws IOException {
            try {
                TrainerFileAttributes attrs = new TrainerFileAttributes(ReviewsConf.nVocab(conf), ReviewsConf.seqLen(conf),
                        Vocabulary.PAD_ID, Vocabulary.UNK_ID, ReviewsConf.labels(conf).id(), spool.rows(),
                        ReviewsConf.vocabSha256(conf), ReviewsConf.sources(conf), ProjectInfo.createdBy());
                MatrixPartFile.write(conf, target, attrs.toFileAttributes(),
                        ReviewsConf.partIdentity(conf, partIndex(target.getName())), spool);
            } finally {
                spool.close();
                Files.deleteIfExists(localDir);
            }
        }
    }
}

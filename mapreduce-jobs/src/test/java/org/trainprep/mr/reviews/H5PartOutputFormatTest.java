package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.TaskType;
import org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.vocab.Vocabulary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The encode step's adapters with real Hadoop committer objects, no cluster. */
class H5PartOutputFormatTest {

    @TempDir
    Path tmp;

    private Configuration conf(Path out) throws Exception {
        Job job = Job.getInstance(new Configuration(false));
        Configuration conf = job.getConfiguration();
        conf.set("fs.defaultFS", "file:///");
        FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(out.toUri()));
        ReviewsOptions o = ReviewsOptions.defaults(List.of("in"), out.toString())
                .withEncoding(new ReviewsOptions.Encoding(3, 3, LabelScheme.FIVE_CLASS, null,
                        org.trainprep.core.h5.ElementType.INT32, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION))
                .withParts(new ReviewsOptions.Parts(1, org.trainprep.core.sizing.PartSizing.DEFAULT_TARGET_PART_BYTES, 0, true))
                .withRejectsPerTask(0);
        ReviewsConf.write(o, conf);
        Vocabulary vocab = Vocabulary.fromWords(List.of("fine", "great", "works"));
        Path vocabFile = tmp.resolve("vocab.json");
        Files.write(vocabFile, vocab.toJson());
        ReviewsConf.setVocabulary(conf, vocabFile.toUri().toString(), vocab);
        ReviewsConf.setSources(conf, List.of("file:/in/a.json", "file:/in/b,c.json"));
        ReviewsConf.setRun(conf, "reviews-20260101-000000-abcdef", 1);
        return conf;
    }

    private static List<String> files(Path dir) throws Exception {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString())
                    .filter(n -> !n.endsWith(".crc")).sorted().toList();
        }
    }

    @Test
    void aFailedAttemptPublishesNothingAndARetryPublishesOneCompletePart() throws Exception {
        Path out = tmp.resolve("parts");
        Configuration conf = conf(out);
        // Hadoop makes a new OutputFormat (and committer) for every task attempt; so does this test.
        TaskAttemptContext failed = new TaskAttemptContextImpl(conf, new TaskAttemptID("trainprep", 1, TaskType.MAP, 0, 0));
        H5PartOutputFormat first = new H5PartOutputFormat();
        FileOutputCommitter c1 = (FileOutputCommitter) first.getOutputCommitter(failed);
        c1.setupJob(failed);
        c1.setupTask(failed);
        RecordWriter<NullWritable, RowWritable> w1 = first.getRecordWriter(failed);
        w1.write(NullWritable.get(), new RowWritable().set(new int[]{3, 4, 1, 5}));
        w1.close(failed);
        c1.abortTask(failed);
        assertThat(files(out)).noneMatch(f -> f.endsWith(".h5") && !f.startsWith("_temporary"));

        TaskAttemptContext retry = new TaskAttemptContextImpl(conf, new TaskAttemptID("trainprep", 1, TaskType.MAP, 0, 1));
        H5PartOutputFormat second = new H5PartOutputFormat();
        FileOutputCommitter c2 = (FileOutputCommitter) second.getOutputCommitter(retry);
        c2.setupTask(retry);
        RecordWriter<NullWritable, RowWritable> w2 = second.getRecordWriter(retry);
        w2.write(NullWritable.get(), new RowWritable().set(new int[]{3, 4, 1, 5}));
        w2.write(NullWritable.get(), new RowWritable().set(new int[]{5, 1, 1, 2}));
        w2.close(retry);
        assertThat(files(out)).as("nothing visible before the commit").noneMatch(f -> f.equals("part-m-00000.h5"));
        c2.commitTask(retry);
        c2.commitJob(retry);

        assertThat(files(out)).containsExactly("_SUCCESS", "part-m-00000.h5");
        try (TrainerFileReader r = TrainerFileReader.open(out.resolve("part-m-00000.h5"))) {
            assertThat(r.readIntRows(r.shards().get(0), 0, 2)).isDeepEqualTo(new int[][]{{3, 4, 1, 5}, {5, 1, 1, 2}});
            TrainerFileAttributes a = r.attributes();
            assertThat(a.nVocab()).isEqualTo(6);
            assertThat(a.seqLen()).isEqualTo(3);
            assertThat(a.numRows()).isEqualTo(2);
            assertThat(a.source()).containsExactly("file:/in/a.json", "file:/in/b,c.json");
        }
    }

    /**
     * The encode task names its part after the dedup partition it reads, so that name order is
     * row order (its rows are checked against the reference runner in {@code MapReduceReviewsContractTest}).
     */
    @Test
    void encodePartsAreNamedAfterTheirDedupPartition() {
        assertThat(EncodeMapper.partName("part-r-00007")).isEqualTo("part-00007");
        assertThat(EncodeMapper.partName("part-r-00012.deflate")).isEqualTo("part-00012");
    }
}

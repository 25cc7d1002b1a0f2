package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.SnappyCodec;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.SequenceFileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.LazyOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.apache.hadoop.mapreduce.lib.reduce.LongSumReducer;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsOutcome;
import org.trainprep.core.sizing.PartSizing;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.hadoop.Globs;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.reviews.ReviewsSizing;
import org.trainprep.hadoop.reviews.SuppliedVocabulary;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.mr.ClusterCapacity;
import org.trainprep.mr.JobSetup;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The review chain's passes as MapReduce jobs, run by the run skeleton:
 * <ol>
 *   <li>reading pass, clean + dedup: lines -> (cleaned text, mode rating) in
 *       {@link org.trainprep.core.reviews.TextOrder}, rejects sampled, per-file yields, and the
 *       words of the distinct texts counted;</li>
 *   <li>parts pass: vocabulary (those word counts merged -> top K, skipped with {@code --vocab}),
 *       then encode (map-only), one HDF5 part per dedup reducer.</li>
 * </ol>
 * Unless given, the reducer count comes from the input's size ({@link PartSizing}), so parts land
 * near the target size. Intermediate data lives in the run's work directory on the cluster's own
 * file system, never round-tripping through S3. One instance serves one run: it keeps what the
 * summary prints (sizing, stage times).
 */
public final class ReviewsPasses implements Passes {

    static final String DISTINCT = "distinct";
    static final String TOP_WORDS = "top-words";

    private Vocabulary supplied;
    private ReviewsSizing sizing;
    private String workDir;
    private Counters clean;
    private final Map<String, Long> stageMillis = new LinkedHashMap<>();
    private long lapStart;

    /** Why the run had the reducers it had; set once the reading pass started. */
    ReviewsSizing sizing() {
        return sizing;
    }

    /** The run's intermediate directory. */
    String workDir() {
        return workDir;
    }

    /** Time per stage, in order: clean+dedup, vocabulary, encode. */
    Map<String, Long> stageMillis() {
        return Map.copyOf(stageMillis);
    }

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        ReviewsOptions o = (ReviewsOptions) plan;
        ReviewsConf.write(o, conf);
        supplied = o.encoding().vocabFile() == null ? null : SuppliedVocabulary.read(conf, o.encoding().vocabFile());
        JobSetup.checkLocalReducers(conf, o.type().name(), o.parts().reducers());
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        ReviewsOptions o = (ReviewsOptions) run.plan();
        Configuration conf = run.conf();
        ReviewsConf.setSources(conf, run.inputs().stream().map(Path::toString).toList());
        workDir = run.output().work().path().toString();
        sizing = size(conf, o, run.listed());
        run.progress().always("reviews: " + sizing.describe());
        lapStart = System.currentTimeMillis();
        Path distinct = run.work(DISTINCT);
        Job job = JobSetup.expectInputBytes(cleanJob(conf, run.files(), distinct, sizing.reducers()), sizing.inputBytes());
        JobSetup.runOrFail(job, run.progress(), run.output());
        lap("clean+dedup");
        clean = job.getCounters();
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r.name(), clean.findCounter(r).getValue());
        }
        return new Counted(new Tally(count(clean, ReviewCounters.LINES_READ), count(clean, ReviewCounters.VALID),
                count(clean, ReviewCounters.INVALID), count(clean, ReviewCounters.BLANK), byReason,
                count(clean, ReviewCounters.DISTINCT_TEXTS), counts(clean)), distinct);
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException {
        ReviewsOptions o = (ReviewsOptions) run.plan();
        Configuration conf = run.conf();
        Path distinct = counted.sideOutputs();
        Learned learned = supplied != null ? null
                : buildVocabulary(conf, run, distinct, run.work(TOP_WORDS), o, sizing.reducers());
        Vocabulary vocab = supplied != null ? supplied : learned.vocab();
        lap("vocabulary");
        // Tasks read the vocabulary from the work directory; the output gets it with the run's last files.
        Path vocabFile = run.work(ReviewsOutcome.VOCAB_JSON);
        new FilePublisher(conf).publishBytes(vocab.toJson(), vocabFile.getParent(), vocabFile.getName());
        ReviewsConf.setVocabulary(conf, vocabFile.toString(), vocab);
        ReviewsConf.setRun(conf, run.runId(), sizing.reducers());

        Path parts = run.parts();
        run.output().checkClaim();
        Job encode = encodeJob(conf, distinct, parts);
        JobSetup.runOrFail(encode, run.progress(), run.output());
        lap("encode");
        Map<String, Long> counts = counts(clean);
        counts(encode.getCounters()).forEach((name, n) -> counts.merge(name, n, Long::sum));
        ReviewsOutcome outcome = new ReviewsOutcome(o, counts, TallyCounters.read(clean, encode.getCounters()), vocab,
                supplied != null, learned == null ? null : learned.spectrum(), learned == null ? List.of() : learned.top());
        outcome.checkFit();
        return new Written(parts, outcome);
    }

    private void lap(String stage) {
        long now = System.currentTimeMillis();
        stageMillis.put(stage, now - lapStart);
        lapStart = now;
    }

    /** Every review count of a job by counter name ({@link ReviewCounters}, then reject reasons). */
    private static Map<String, Long> counts(Counters c) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (ReviewCounters rc : ReviewCounters.values()) {
            m.put(rc.name(), c.findCounter(rc).getValue());
        }
        for (RejectReason r : RejectReason.values()) {
            m.put(r.name(), c.findCounter(r).getValue());
        }
        return m;
    }

    private static long count(Counters c, Enum<?> counter) {
        return c.findCounter(counter).getValue();
    }

    private static ReviewsSizing size(Configuration conf, ReviewsOptions o, List<FileStatus> inputs) throws IOException {
        ClusterCapacity.Slots slots = o.parts().autoReducers() ? ClusterCapacity.reduceSlots(conf) : null;
        return ReviewsSizing.of(conf, o, inputs, slots == null ? 0 : slots.count(), slots == null ? "" : slots.source());
    }

    private static Job cleanJob(Configuration conf, List<Path> inputs, Path output, int reducers) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 1/3: clean + dedup", ReviewsPasses.class, reducers);
        job.setInputFormatClass(DamageAwareTextInputFormat.class);
        FileInputFormat.setInputPaths(job, inputs.toArray(new Path[0]));
        job.setMapperClass(CleanMapper.class);
        job.setCombinerClass(RatingCountsCombiner.class);
        job.setPartitionerClass(CleanTextPartitioner.class);
        job.setSortComparatorClass(HashedText.Comparator.class);
        job.setReducerClass(DedupReducer.class);
        job.setMapOutputKeyClass(HashedText.class);
        job.setMapOutputValueClass(RatingCountsWritable.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(IntWritable.class);
        job.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, output);
        FileOutputFormat.setCompressOutput(job, true);
        SequenceFileOutputFormat.setOutputCompressionType(job, SequenceFile.CompressionType.BLOCK);
        // The distinct texts are written once and read twice (vocabulary, encode). Deflate, the
        // default, cost a third of this job's time on 1 M reviews (profile in docs/BENCHMARKS.md);
        // Snappy (snappy-java, on every Hadoop 3.4 and EMR classpath) is several times cheaper.
        JobSetup.setIfUnset(job.getConfiguration(), FileOutputFormat.COMPRESS_CODEC, SnappyCodec.class.getName());
        CleanMapper.registerOutputs(job);
        MultipleOutputs.addNamedOutput(job, DedupReducer.WORDS_OUTPUT, SequenceFileOutputFormat.class, Text.class,
                LongWritable.class);
        return job;
    }

    /** A learned vocabulary, and the counts it was chosen from. */
    private record Learned(Vocabulary vocab, CountSpectrum spectrum, List<WordCount> top) {
    }

    private static Learned buildVocabulary(Configuration conf, RunContext run, Path distinct, Path topWords,
                                                  ReviewsOptions o, int reducers)
            throws IOException, InterruptedException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 2/3: vocabulary", ReviewsPasses.class, reducers);
        job.setInputFormatClass(SequenceFileInputFormat.class);
        // the word counts the dedup reducers wrote beside the distinct texts, not the texts again
        FileInputFormat.setInputPaths(job, new Path(Globs.literal(new Path(distinct, DedupReducer.WORDS_DIR)), "words-*"));
        job.setMapperClass(Mapper.class);
        job.setCombinerClass(LongSumReducer.class);
        job.setReducerClass(TopWordsReducer.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(LongWritable.class);
        job.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, topWords);
        MultipleOutputs.addNamedOutput(job, TopWordsReducer.SPECTRUM_OUTPUT, SequenceFileOutputFormat.class,
                LongWritable.class, LongWritable.class);
        JobSetup.runOrFail(job, run.progress(), run.output());

        // Each reducer wrote its partition's top K; the global top K is among them.
        TopWords top = new TopWords(o.encoding().vocabSize());
        FileSystem fs = topWords.getFileSystem(conf);
        Text word = new Text();
        LongWritable count = new LongWritable();
        FileStatus[] parts = fs.listStatus(topWords, p -> p.getName().startsWith("part-"));
        Arrays.sort(parts);
        for (FileStatus part : parts) {
            try (SequenceFile.Reader r = new SequenceFile.Reader(conf, SequenceFile.Reader.file(part.getPath()))) {
                while (r.next(word, count)) {
                    top.offer(word.toString(), count.get());
                }
            }
        }
        CountSpectrum spectrum = new CountSpectrum();
        LongWritable words = new LongWritable();
        for (FileStatus f : fs.listStatus(topWords, p -> p.getName().startsWith(TopWordsReducer.SPECTRUM_OUTPUT + "-"))) {
            try (SequenceFile.Reader r = new SequenceFile.Reader(conf, SequenceFile.Reader.file(f.getPath()))) {
                while (r.next(count, words)) {
                    spectrum.add(count.get(), words.get());
                }
            }
        }
        List<WordCount> ranked = top.ranked();
        return new Learned(Vocabulary.fromRanked(ranked), spectrum, ranked);
    }

    private static Job encodeJob(Configuration conf, Path distinct, Path parts) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 3/3: encode to HDF5 parts", ReviewsPasses.class, 0);
        job.setInputFormatClass(WholeFileSequenceInputFormat.class);
        FileInputFormat.setInputPaths(job, Globs.literal(distinct));
        job.setMapperClass(EncodeMapper.class);
        job.setOutputKeyClass(NullWritable.class);
        job.setOutputValueClass(RowWritable.class);
        // parts are written through MultipleOutputs, named by partition; no default output
        LazyOutputFormat.setOutputFormatClass(job, H5PartOutputFormat.class);
        FileOutputFormat.setOutputPath(job, parts);
        return job;
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.SequenceFileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.apache.hadoop.mapreduce.lib.reduce.LongSumReducer;
import org.trainprep.combiner.CombineOptions;
import org.trainprep.combiner.CombineJob;
import org.trainprep.combiner.HadoopStores;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.mr.JobSetup;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.OutputDirs;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The review chain: three MapReduce jobs and the merge, leaving in the output directory
 * {@code vocab.json}, {@code _rejects/}, and either the combined file with {@code manifest.json}
 * or (with {@code --no-combine}) the HDF5 parts under {@code parts/}.
 * <ol>
 *   <li>clean + dedup: lines -> (cleaned text, mode rating), rejects sampled;</li>
 *   <li>vocabulary: word counts over distinct texts -> top K (skipped with {@code --vocab});</li>
 *   <li>encode (map-only): one HDF5 part per dedup reducer;</li>
 *   <li>combine: balanced shards + manifest.</li>
 * </ol>
 * Intermediate data lives in {@code _work/} and is removed at the end.
 */
public final class ReviewsPipeline {

    static final String WORK = "_work";
    static final String DISTINCT = WORK + "/distinct";
    static final String TOP_WORDS = WORK + "/top-words";
    static final String PARTS = "parts";
    static final String VOCAB_JSON = "vocab.json";

    private final Configuration base;

    /** @param base cluster settings; each run works on its own copy, so an instance can run again */
    public ReviewsPipeline(Configuration base) {
        this.base = new Configuration(base);
    }

    public ReviewsSummary run(ReviewsOptions o) throws IOException, InterruptedException, UsageException {
        long start = System.currentTimeMillis();
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        ReviewsConf.write(o, conf);
        Path out = new Path(o.output());
        FileSystem outFs = out.getFileSystem(conf);
        out = outFs.makeQualified(out);
        List<Path> inputs = checkInputs(conf, o.inputs());
        Vocabulary supplied = o.vocabFile() == null ? null : readSuppliedVocabulary(conf, o.vocabFile());
        OutputDirs.prepare("reviews", outFs, out, o.overwrite(), inputs, Set.of(VOCAB_JSON, RejectSampler.DIR, WORK));
        ReviewsConf.setSources(conf, inputs.stream().map(Path::toString).toList());

        Map<String, Long> stageMillis = new LinkedHashMap<>();
        long t = System.currentTimeMillis();
        Job clean = cleanJob(conf, inputs, new Path(out, DISTINCT), o.reducers());
        JobSetup.runOrFail(clean);
        t = lap(stageMillis, "clean+dedup", t);
        moveRejects(outFs, new Path(out, DISTINCT + "/" + RejectSampler.DIR), new Path(out, RejectSampler.DIR));

        Vocabulary vocab = supplied != null ? supplied : buildVocabulary(conf, new Path(out, DISTINCT), new Path(out, TOP_WORDS),
                o.vocabSize(), o.reducers());
        t = lap(stageMillis, "vocabulary", t);
        Path vocabPath = new Path(out, VOCAB_JSON);
        new FilePublisher(conf).publishBytes(vocab.toJson(), out, VOCAB_JSON);
        ReviewsConf.setVocabulary(conf, vocabPath.toString(), vocab);

        Job encode = encodeJob(conf, new Path(out, DISTINCT), new Path(out, PARTS));
        JobSetup.runOrFail(encode);
        t = lap(stageMillis, "encode", t);

        CombineJob.Published combined = null;
        if (o.combine()) {
            // Through Hadoop's FileSystem whatever the scheme (EMRFS for s3:// on EMR): this jar has no AWS SDK.
            try (HadoopStores stores = new HadoopStores(conf)) {
                combined = new CombineJob(stores, null, ProgressLog.silent()).run(CombineOptions.onHadoop(new Path(out, PARTS).toString(),
                        out.toString(), o.shards(), true));
            }
            outFs.delete(new Path(out, PARTS), true);
            lap(stageMillis, "combine", t);
        }
        if (!o.keepWork()) {
            outFs.delete(new Path(out, WORK), true);
        }
        return summarize(out, o, clean.getCounters(), encode.getCounters(), vocab, combined, stageMillis,
                System.currentTimeMillis() - start);
    }

    private static ReviewsSummary summarize(Path out, ReviewsOptions o, Counters clean, Counters encode,
                                            Vocabulary vocab, CombineJob.Published combined,
                                            Map<String, Long> stageMillis, long millis) {
        Map<RejectReason, Long> byReason = new EnumMap<>(RejectReason.class);
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r, clean.findCounter(r).getValue());
        }
        return new ReviewsSummary(out.toString(), count(clean, ReviewCounters.LINES_READ),
                count(clean, ReviewCounters.VALID), count(clean, ReviewCounters.INVALID),
                count(clean, ReviewCounters.BLANK), byReason, count(clean, ReviewCounters.REJECTS_SAMPLED),
                count(clean, ReviewCounters.EMPTY_AFTER_CLEANING), count(clean, ReviewCounters.DISTINCT_TEXTS),
                vocab.size(), vocab.nVocab(), vocab.sha256(), count(encode, ReviewCounters.ROWS_WRITTEN),
                o.reducers(), combined, stageMillis, millis);
    }

    private static long lap(Map<String, Long> stageMillis, String stage, long since) {
        long now = System.currentTimeMillis();
        stageMillis.put(stage, now - since);
        return now;
    }

    private static long count(Counters c, Enum<?> counter) {
        return c.findCounter(counter).getValue();
    }

    private static List<Path> checkInputs(Configuration conf, List<String> inputs) throws IOException, UsageException {
        List<Path> paths = new ArrayList<>();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(p);
            if (matches == null || matches.length == 0) {
                throw new UsageException("reviews: input " + in + " does not exist; check --input");
            }
            paths.add(fs.makeQualified(p));
        }
        return paths;
    }

    private static Vocabulary readSuppliedVocabulary(Configuration conf, String file) throws IOException, UsageException {
        Path p = new Path(file);
        FileSystem fs = p.getFileSystem(conf);
        if (!fs.exists(p)) {
            throw new UsageException("reviews: vocabulary " + file + " does not exist; check --vocab");
        }
        try (FSDataInputStream in = fs.open(p)) {
            return Vocabulary.read(in);
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: --vocab " + file + ": " + e.getMessage());
        }
    }

    private static Job cleanJob(Configuration conf, List<Path> inputs, Path output, int reducers) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 1/3: clean + dedup", ReviewsPipeline.class, reducers);
        job.setInputFormatClass(TextInputFormat.class);
        FileInputFormat.setInputPaths(job, inputs.toArray(new Path[0]));
        job.setMapperClass(CleanMapper.class);
        job.setCombinerClass(RatingCountsCombiner.class);
        job.setReducerClass(DedupReducer.class);
        job.setMapOutputKeyClass(Text.class);
        job.setMapOutputValueClass(RatingCountsWritable.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(IntWritable.class);
        job.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, output);
        FileOutputFormat.setCompressOutput(job, true);
        SequenceFileOutputFormat.setOutputCompressionType(job, SequenceFile.CompressionType.BLOCK);
        RejectSampler.register(job);
        return job;
    }

    private static Vocabulary buildVocabulary(Configuration conf, Path distinct, Path topWords, int k, int reducers)
            throws IOException, InterruptedException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 2/3: vocabulary", ReviewsPipeline.class, reducers);
        job.setInputFormatClass(SequenceFileInputFormat.class);
        FileInputFormat.setInputPaths(job, distinct);
        job.setMapperClass(WordCountMapper.class);
        job.setCombinerClass(LongSumReducer.class);
        job.setReducerClass(TopWordsReducer.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(LongWritable.class);
        job.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, topWords);
        JobSetup.runOrFail(job);

        // Each reducer wrote its partition's top K; the global top K is among them.
        TopWords top = new TopWords(k);
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
        return Vocabulary.fromRanked(top.ranked());
    }

    private static Job encodeJob(Configuration conf, Path distinct, Path parts) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 3/3: encode to HDF5 parts", ReviewsPipeline.class, 0);
        job.setInputFormatClass(WholeFileSequenceInputFormat.class);
        FileInputFormat.setInputPaths(job, distinct);
        job.setMapperClass(EncodeMapper.class);
        job.setOutputKeyClass(NullWritable.class);
        job.setOutputValueClass(RowWritable.class);
        job.setOutputFormatClass(H5PartOutputFormat.class);
        FileOutputFormat.setOutputPath(job, parts);
        return job;
    }

    private static void moveRejects(FileSystem fs, Path from, Path to) throws IOException {
        if (fs.exists(from)) {
            if (!fs.rename(from, to)) {
                throw new IOException("could not move " + from + " to " + to);
            }
        } else {
            fs.mkdirs(to);
        }
    }
}

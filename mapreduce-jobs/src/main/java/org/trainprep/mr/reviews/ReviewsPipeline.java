package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
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
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.rejects.DamagedInputs;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.core.reviews.RowYield;
import org.trainprep.core.sizing.PartSizing;
import org.trainprep.core.stats.HandOff;
import org.trainprep.core.reviews.ReviewsStats;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.merge.CombineResult;
import org.trainprep.report.ReportPage;
import org.trainprep.hadoop.SuppliedFile;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.InputSize;
import org.trainprep.hadoop.RunOutput;
import org.trainprep.hadoop.SideFiles;
import org.trainprep.hadoop.WorkDir;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.MergeJob;
import org.trainprep.merge.PartFiles;
import org.trainprep.mr.ClusterCapacity;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The review chain: three MapReduce jobs and the merge, leaving in the output directory
 * {@code vocab.json}, {@code _rejects/}, and either the combined file with {@code manifest.json}
 * or (with {@code --no-combine}) the HDF5 parts under {@code parts/}.
 * <ol>
 *   <li>clean + dedup: lines -> (cleaned text, mode rating) in {@link org.trainprep.core.reviews.TextOrder},
 *       rejects sampled, and the words of the distinct texts counted;</li>
 *   <li>vocabulary: those word counts merged -> top K (skipped with {@code --vocab});</li>
 *   <li>encode (map-only): one HDF5 part per dedup reducer;</li>
 *   <li>combine: balanced shards + manifest, streamed to the output.</li>
 * </ol>
 * Unless given, the reducer count comes from the input's size ({@link PartSizing}), so parts land
 * near the target size. Intermediate data lives in the run's work directory on the cluster's own
 * file system ({@link WorkDir}), never round-tripping through S3, and is removed at the end,
 * failed or not.
 */
public final class ReviewsPipeline {

    static final String DISTINCT = "distinct";
    static final String TOP_WORDS = "top-words";
    static final String PARTS = "parts";
    static final String VOCAB_JSON = "vocab.json";

    private final Configuration base;
    private final ProgressLog progress;

    /** @param base cluster settings; each run works on its own copy, so an instance can run again */
    public ReviewsPipeline(Configuration base) {
        this(base, ProgressLog.silent());
    }

    /** @param progress where the jobs' progress lines go */
    public ReviewsPipeline(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    public ReviewsSummary run(ReviewsOptions o) throws IOException, InterruptedException, UsageException {
        long start = System.currentTimeMillis();
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        ReviewsConf.write(o, conf);
        // every file, subdirectories included, so the jobs never see a directory as a file
        List<FileStatus> listed = InputFiles.listed(conf, o.inputs(), "reviews");
        List<Path> files = listed.stream().map(FileStatus::getPath).toList();
        List<Path> inputs = qualified(conf, o.inputs());
        Vocabulary supplied = o.vocabFile() == null ? null : readSuppliedVocabulary(conf, o.vocabFile());
        JobSetup.checkLocalReducers(conf, o.reducers());
        try (RunOutput run = RunOutput.start(conf, "reviews", o.output(), o.overwrite(), inputs,
                Set.of(VOCAB_JSON, RejectSampler.DIR, WorkDir.UNDER_OUTPUT, PARTS, RunOutput.MANIFEST,
                        ReportPage.STATS_FILE, ReportPage.FILE_NAME),
                o.workDir(), o.keepWork())) {
            ReviewsConf.setSources(conf, inputs.stream().map(Path::toString).toList());
            Sizing sizing = size(conf, o, listed);
            progress.always("reviews: " + sizing.describe());
            ReviewsSummary summary = runIn(conf, o, run, files, supplied, sizing, start);
            run.complete();
            return summary;
        }
    }

    private ReviewsSummary runIn(Configuration conf, ReviewsOptions o, RunOutput run, List<Path> inputs,
                                 Vocabulary supplied, Sizing sizing, long start)
            throws IOException, InterruptedException {
        Path out = run.dir();
        WorkDir work = run.work();
        Map<String, Long> stageMillis = new LinkedHashMap<>();
        long t = System.currentTimeMillis();
        Path distinct = work.path(DISTINCT);
        Job clean = JobSetup.expectInputBytes(cleanJob(conf, inputs, distinct, sizing.reducers()), sizing.inputBytes());
        JobSetup.runOrFail(clean, progress, run);
        t = lap(stageMillis, "clean+dedup", t);
        Map<String, String> damaged = new LinkedHashMap<>(CorruptFiles.read(conf, new Path(distinct, CorruptFiles.DIR)));
        if (!damaged.isEmpty() && !o.budget().skipCorruptFiles()) {
            throw new IOException(DamagedInputs.failure(damaged, true));
        }
        run.adopt(new Path(distinct, RejectSampler.DIR), RejectSampler.DIR);
        checkBudget(conf, o.budget(), clean.getCounters(), new Path(out, RejectSampler.DIR));
        damaged.putAll(org.trainprep.run.RunSkeleton.checkFileYield(conf, new Path(distinct, CleanMapper.YIELD_DIR), o.budget()));

        Chosen chosen = supplied != null ? new Chosen(supplied, null, List.of())
                : buildVocabulary(conf, run, distinct, work.path(TOP_WORDS), o.vocabSize(), sizing.reducers());
        Vocabulary vocab = chosen.vocab();
        t = lap(stageMillis, "vocabulary", t);
        // Tasks read the vocabulary from the work directory; the output gets it with the run's last files.
        FilePublisher publisher = new FilePublisher(conf);
        publisher.publishBytes(vocab.toJson(), work.path(), VOCAB_JSON);
        ReviewsConf.setVocabulary(conf, work.path(VOCAB_JSON).toString(), vocab);
        ReviewsConf.setRun(conf, run.runId(), sizing.reducers());

        // Parts stay on the cluster's file system when they are merged here; with --no-combine they are the output.
        Path parts = o.combine() ? work.path(PARTS) : new Path(out, PARTS);
        run.checkClaim();
        Job encode = encodeJob(conf, distinct, parts);
        JobSetup.runOrFail(encode, progress, run);
        t = lap(stageMillis, "encode", t);
        org.trainprep.core.reviews.ReviewTally.Sums tally = TallyCounters.read(clean.getCounters(), encode.getCounters());
        checkOov(tally, o, supplied != null);
        // an empty dedup partition makes no part
        int partFiles = PartFiles.list(conf, parts).size();

        ReviewsStats stats = new ReviewsStats(run.target().toString(), run.runId(), o.seqLen(), o.labels().id())
                .counts(counts(clean.getCounters(), encode.getCounters()), java.util.Arrays.stream(RejectReason.values()).map(Enum::name).toList())
                .tally(tally, o.seqLen())
                .vocabulary(vocab.size(), vocab.nVocab(), supplied != null, chosen.spectrum(), chosen.top())
                .rejectSamples(rejectSamples(conf, new Path(out, RejectSampler.DIR), 1000));
        MergeJob.Published combined = null;
        HandOff[] handOff = new HandOff[1];
        if (o.combine()) {
            // Through Hadoop's FileSystem whatever the scheme (EMRFS for s3:// on EMR): this jar has no AWS SDK.
            // The combined file, then vocab.json, then the manifest naming the run: a manifest means it is all there.
            run.checkClaim();
            try (HadoopStores stores = new HadoopStores(conf)) {
                combined = new MergeJob(stores, progress).run(new MergeJob.Request(ReviewsFileType.INSTANCE, parts.toString(), out.toString(), null,
                                o.shards(), true), Map.of("run_id", run.runId(), "vocab_json", VOCAB_JSON,
                                "skipped_inputs", List.copyOf(damaged.keySet())),
                        (target, fileUri, result) -> {
                            run.checkClaim();
                            target.publishBytes(vocab.toJson(), VOCAB_JSON);
                            handOff[0] = handOff(run.shown(fileUri), vocab, o, result);
                            publishReport(stats.handOff(handOff[0]), target::publishBytes);
                        });
            }
            combined = new MergeJob.Published(run.shown(combined.fileUri()), run.shown(combined.manifestUri()),
                    combined.result());
            lap(stageMillis, "combine", t);
        } else {
            run.checkClaim();
            publisher.publishBytes(vocab.toJson(), out, VOCAB_JSON);
            publishReport(stats, (bytes, name) -> publisher.publishBytes(bytes, out, name));
        }
        return summarize(run.target(), o, clean.getCounters(), encode.getCounters(), vocab, combined, partFiles, sizing, work,
                List.copyOf(damaged.keySet()), stageMillis, System.currentTimeMillis() - start, handOff[0], oovRate(tally));
    }

    /** Where a name's bytes go: the combine target, or the output directory. */
    @FunctionalInterface
    private interface BytesOut {
        void publish(byte[] bytes, String name) throws IOException;
    }

    /** stats.json, then the report drawn from it: both before the manifest. */
    private static void publishReport(ReviewsStats stats, BytesOut to) throws IOException {
        for (Map.Entry<String, byte[]> f : ReportPage.files(stats.toJson()).entrySet()) {
            to.publish(f.getValue(), f.getKey());
        }
    }

    private static HandOff handOff(String fileUri, Vocabulary vocab, ReviewsOptions o, CombineResult result) {
        return ReviewsStats.handOffFor(fileUri, vocab.nVocab(), o.seqLen(), o.labels().id() + " (" + o.labels().describe() + ")",
                result.numRows(), result.plan().loaderItems());
    }

    /** The summary's counts by counter name. */
    private static Map<String, Long> counts(Counters c, Counters encode) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (ReviewCounters rc : ReviewCounters.values()) {
            m.put(rc.name(), c.findCounter(rc).getValue() + encode.findCounter(rc).getValue());
        }
        for (RejectReason r : RejectReason.values()) {
            m.put(r.name(), c.findCounter(r).getValue());
        }
        return m;
    }

    /** Fails the run after its first stage when the input is not what the user thinks (see {@link InputBudget}). */
    private static void checkBudget(Configuration conf, InputBudget budget, Counters c, Path rejects) throws IOException {
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r.name(), c.findCounter(r).getValue());
        }
        Optional<String> failure = budget.check(count(c, ReviewCounters.LINES_READ), count(c, ReviewCounters.VALID),
                count(c, ReviewCounters.INVALID), count(c, ReviewCounters.BLANK), byReason,
                count(c, ReviewCounters.DISTINCT_TEXTS), rejectSamples(conf, rejects, 2), "review JSON lines");
        if (failure.isPresent()) {
            throw new IOException("the input does not look usable: " + failure.get());
        }
    }

    /** The first few sampled rejects, for messages. */
    private static List<RejectRecord> rejectSamples(Configuration conf, Path dir, int n) throws IOException {
        return SideFiles.rejectSamples(conf, dir, n);
    }

    private static double oovRate(org.trainprep.core.reviews.ReviewTally.Sums t) {
        return t.tokensKept() == 0 ? 0 : (double) t.unknownKept() / t.tokensKept();
    }

    /**
     * Fails the run before anything is published when a supplied vocabulary leaves the rows mostly
     * the unknown id. A learned one's rate follows from the --vocab-size asked for, and is printed.
     */
    private static void checkOov(org.trainprep.core.reviews.ReviewTally.Sums t, ReviewsOptions o, boolean supplied) throws IOException {
        double rate = oovRate(t);
        if (supplied && rate > o.maxOovFraction()) {
            throw new IOException(String.format(java.util.Locale.ROOT, "%,d of the %,d tokens in rows (%.1f%%) are out of"
                    + " the vocabulary (unknown id 2), over --max-oov-fraction %s: %s", t.unknownKept(), t.tokensKept(),
                    100 * rate, o.maxOovFraction(),
                    "the --vocab does not fit this text (its words must be as cleaned: lowercase a-z and ')"));
        }
    }

    /** The reducer count and why. */
    record Sizing(int reducers, String reason, long inputBytes) {
        String describe() {
            return reducers + " reducer(s): " + reason;
        }
    }

    private static Sizing size(Configuration conf, ReviewsOptions o, List<FileStatus> inputs) throws IOException {
        if (!o.autoReducers()) {
            return new Sizing(o.reducers(), "--reducers", inputs.stream().mapToLong(FileStatus::getLen).sum());
        }
        RowYield yield = new RowYield(o.fields());
        InputSize in = InputSize.measure(conf, inputs, yield::line);
        ClusterCapacity.Slots slots = ClusterCapacity.reduceSlots(conf);
        long rowBytes = (long) (o.seqLen() + 1) * o.dtype().size();
        PartSizing.Plan plan = PartSizing.withTarget(o.targetPartBytes())
                .plan(in.uncompressedBytes(), in.bytesPerLine(), yield.rowsPerLine(), rowBytes, slots.count());
        return new Sizing(plan.reducers(), String.format(java.util.Locale.ROOT,
                "%d input file(s), %s listed, ~%s of text (%s, %.0f%% of %,d sampled lines distinct rows); %s;"
                        + " reduce slots %d (%s)", in.files(), PartSizing.human(in.listedBytes()),
                PartSizing.human(in.uncompressedBytes()), in.note(), 100 * yield.rowsPerLine(), yield.lines(),
                plan.reason(), slots.count(), slots.source()), in.listedBytes());
    }

    private static ReviewsSummary summarize(Path out, ReviewsOptions o, Counters clean, Counters encode,
                                            Vocabulary vocab, MergeJob.Published combined, int partFiles,
                                            Sizing sizing,
                                            WorkDir work, List<String> skippedFiles, Map<String, Long> stageMillis,
                                            long millis, HandOff handOff, double oovRate) {
        Map<RejectReason, Long> byReason = new EnumMap<>(RejectReason.class);
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r, clean.findCounter(r).getValue());
        }
        return new ReviewsSummary(out.toString(), count(clean, ReviewCounters.LINES_READ),
                count(clean, ReviewCounters.VALID), count(clean, ReviewCounters.INVALID),
                count(clean, ReviewCounters.BLANK), byReason, count(clean, ReviewCounters.REJECTS_SAMPLED),
                count(clean, ReviewCounters.EMPTY_AFTER_CLEANING), count(clean, ReviewCounters.DISTINCT_TEXTS),
                vocab.size(), vocab.nVocab(), vocab.sha256(), count(encode, ReviewCounters.ROWS_WRITTEN),
                partFiles, sizing.reducers(), sizing.reason(), work.path().toString(), o.keepWork(), skippedFiles, combined,
                stageMillis, millis, new Path(out, ReportPage.FILE_NAME).toString(), handOff, oovRate);
    }

    private static long lap(Map<String, Long> stageMillis, String stage, long since) {
        long now = System.currentTimeMillis();
        stageMillis.put(stage, now - since);
        return now;
    }

    private static long count(Counters c, Enum<?> counter) {
        return c.findCounter(counter).getValue();
    }

    /** The inputs as given (files, directories, globs), qualified: what {@code source} names. */
    private static List<Path> qualified(Configuration conf, List<String> inputs) throws IOException {
        List<Path> paths = new ArrayList<>();
        for (String in : inputs) {
            Path p = new Path(in);
            paths.add(p.getFileSystem(conf).makeQualified(p));
        }
        return paths;
    }

    /**
     * A supplied vocabulary, refused before any job when it cannot index a single cleaned token:
     * empty, or only words cleaning never produces (capitals, digits, punctuation).
     */
    private static Vocabulary readSuppliedVocabulary(Configuration conf, String file) throws IOException, UsageException {
        Vocabulary v = SuppliedFile.read(conf, file, "reviews", "vocabulary", "vocab", Vocabulary::read);
        if (v.size() == 0) {
            throw new UsageException("reviews: --vocab " + file + " holds no words, so every row would be unknown ids;"
                    + " give a {\"word\": id, ...} vocabulary, or leave --vocab out to learn one");
        }
        java.util.Optional<String> fits = v.words().filter(w -> w.matches("[a-z']+")).findAny();
        if (fits.isEmpty()) {
            throw new UsageException("reviews: none of the " + v.size() + " words of --vocab " + file + " (e.g. '"
                    + v.words().findFirst().orElse("") + "') can match a cleaned token, which is lowercase a-z and '"
                    + " only; lowercase the vocabulary, or leave --vocab out to learn one");
        }
        return v;
    }

    private static Job cleanJob(Configuration conf, List<Path> inputs, Path output, int reducers) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 1/3: clean + dedup", ReviewsPipeline.class, reducers);
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

    /** The vocabulary, and the counts it was chosen from (none for a supplied one). */
    private record Chosen(Vocabulary vocab, CountSpectrum spectrum, List<WordCount> top) {
    }

    private Chosen buildVocabulary(Configuration conf, RunOutput run, Path distinct, Path topWords, int k, int reducers)
            throws IOException, InterruptedException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 2/3: vocabulary", ReviewsPipeline.class, reducers);
        job.setInputFormatClass(SequenceFileInputFormat.class);
        // the word counts the dedup reducers wrote beside the distinct texts, not the texts again
        FileInputFormat.setInputPaths(job, new Path(new Path(distinct, DedupReducer.WORDS_DIR), "words-*"));
        job.setMapperClass(Mapper.class);
        job.setCombinerClass(LongSumReducer.class);
        job.setReducerClass(TopWordsReducer.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(LongWritable.class);
        job.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, topWords);
        MultipleOutputs.addNamedOutput(job, TopWordsReducer.SPECTRUM_OUTPUT, SequenceFileOutputFormat.class,
                LongWritable.class, LongWritable.class);
        JobSetup.runOrFail(job, progress, run);

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
        return new Chosen(Vocabulary.fromRanked(ranked), spectrum, ranked);
    }

    private static Job encodeJob(Configuration conf, Path distinct, Path parts) throws IOException {
        Job job = JobSetup.newJob(conf, "trainprep reviews 3/3: encode to HDF5 parts", ReviewsPipeline.class, 0);
        job.setInputFormatClass(WholeFileSequenceInputFormat.class);
        FileInputFormat.setInputPaths(job, distinct);
        job.setMapperClass(EncodeMapper.class);
        job.setOutputKeyClass(NullWritable.class);
        job.setOutputValueClass(RowWritable.class);
        // parts are written through MultipleOutputs, named by partition; no default output
        LazyOutputFormat.setOutputFormatClass(job, H5PartOutputFormat.class);
        FileOutputFormat.setOutputPath(job, parts);
        return job;
    }
}

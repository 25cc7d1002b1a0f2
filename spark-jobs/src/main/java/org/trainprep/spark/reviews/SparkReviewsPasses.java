package org.trainprep.spark.reviews;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.IntWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.SnappyCodec;
import org.apache.hadoop.util.ReflectionUtils;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.rdd.ShuffledRDD;
import org.trainprep.core.ProjectInfo;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.reviews.CleanStage;
import org.trainprep.core.reviews.RatingHistogram;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.core.reviews.ReviewCounters;
import org.trainprep.core.reviews.ReviewFields;
import org.trainprep.core.reviews.ReviewTally;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.ReviewsOutcome;
import org.trainprep.core.reviews.SequenceEncoder;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.core.vocab.WordCounts;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.MatrixPartFile;
import org.trainprep.hadoop.reviews.ReviewsSizing;
import org.trainprep.hadoop.reviews.SuppliedVocabulary;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.TaskFiles;
import scala.Tuple2;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

/**
 * The review chain's passes on Spark, run by the run skeleton, calling the same core stage
 * functions as the MapReduce jobs and keeping their intermediate data in the run's work directory:
 * <ol>
 *   <li>reading pass: each input split's lines cleaned ({@link CleanStage}) into (text, rating
 *       histogram) pairs, shuffled into {@link TextKey.Partitioner}'s hash ranges, combined and
 *       sorted in {@code TextOrder} on the reduce side by Spark's spilling shuffle (an aggregator
 *       and a key ordering on one {@link ShuffledRDD}); each partition then writes its distinct texts
 *       with their mode rating and the word counts of those texts ({@link WordCounts}, flushed at a
 *       bound) to the work directory. Each reading task writes its reject sample, its per-file
 *       yield and its tally there too;</li>
 *   <li>parts pass: the word counts merged by a shuffle (combined before it) into each partition's
 *       top K, the global top K on the driver (skipped with {@code --vocab}); then one task per
 *       dedup partition encodes its distinct texts ({@link SequenceEncoder}) into
 *       {@code part-NNNNN.h5}.</li>
 * </ol>
 * Every file a task writes goes through a name of its attempt ({@link TaskFiles}); no row or text
 * reaches the driver, only per-partition tallies and top-K lists. One instance serves one run.
 */
public final class SparkReviewsPasses implements Passes {

    /** Distinct texts a word-count buffer holds before it is flushed to its file: about 20 MB of heap. */
    static final int MAX_BUFFERED_WORDS = 200_000;
    static final String SIDE = "clean";
    static final String DISTINCT = "distinct";
    static final String WORDS = "words";
    static final String TALLIES = "_tally";

    private final JavaSparkContext sc;
    private Vocabulary supplied;
    private ReviewsSizing sizing;
    private Map<String, Long> counts;
    private ReviewTally.Sums dedupSums;
    private String workDir;
    private final Map<String, Long> stageMillis = new LinkedHashMap<>();
    private long lapStart;

    public SparkReviewsPasses(JavaSparkContext sc) {
        this.sc = sc;
    }

    /** The partition count and why; set once the reading pass started. */
    public ReviewsSizing sizing() {
        return sizing;
    }

    /** The run's intermediate directory. */
    public String workDir() {
        return workDir;
    }

    /** Time per stage, in order: clean+dedup, vocabulary, encode. */
    public Map<String, Long> stageMillis() {
        return Map.copyOf(stageMillis);
    }

    private void lap(String stage) {
        long now = System.currentTimeMillis();
        stageMillis.put(stage, now - lapStart);
        lapStart = now;
    }

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        ReviewsOptions o = (ReviewsOptions) plan;
        supplied = o.encoding().vocabFile() == null ? null : SuppliedVocabulary.read(conf, o.encoding().vocabFile());
    }

    @Override
    public Counted count(RunContext run) throws IOException {
        ReviewsOptions o = (ReviewsOptions) run.plan();
        Configuration conf = run.conf();
        sizing = ReviewsSizing.of(conf, o, run.listed(), sc.defaultParallelism(), "Spark default parallelism");
        run.progress().always("reviews: " + sizing.describe());
        workDir = run.output().work().path().toString();
        lapStart = System.currentTimeMillis();
        int partitions = sizing.reducers();
        Path side = run.work(SIDE);
        Path distinct = run.work(DISTINCT);
        Path words = run.work(WORDS);
        TaskFiles.folders(conf, new Path(side, RunSkeleton.REJECTS), new Path(side, RunSkeleton.YIELDS),
                new Path(side, TALLIES), distinct, words);

        Job job = Job.getInstance(conf);
        FileInputFormat.setInputPaths(job, run.files().toArray(new Path[0]));
        // where the damage-aware reader records a file it cannot read to the end
        FileOutputFormat.setOutputPath(job, side);
        @SuppressWarnings("unchecked")
        JavaNewHadoopRDD<LongWritable, Text> lines = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                job.getConfiguration(), DamageAwareTextInputFormat.class, LongWritable.class, Text.class);
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(conf));
        ArrayList<String> textFields = new ArrayList<>(o.fields().textFields());
        String labelField = o.fields().labelField();
        ArrayList<String> labelValues = new ArrayList<>(o.fields().labelValues());
        int rejectLimit = o.rejectsPerTask();
        String sideDir = side.toString();
        JavaRDD<Tuple2<TextKey, Integer>> cleaned = lines.mapPartitionsWithInputSplit((split, it) ->
                new Cleaning(((FileSplit) split).getPath().toString(), it, new ReviewFields(textFields, labelField,
                        labelValues), rejectLimit, TaskFiles.fromBytes(confB.value()), new Path(sideDir)), true);

        // Each kept line travels as (text, rating) and the shuffle only sorts: equal texts arrive side
        // by side in TextOrder, as in MapReduce's reduce, and the dedup task folds their ratings. No
        // aggregator: most texts are distinct (80-95% of real reviews), so a hash map of them before
        // the shuffle (1.79x MapReduce's time) or after it, ahead of the sort (1.48x), is work for nothing.
        ClassTag<TextKey> keyTag = ClassTag$.MODULE$.apply(TextKey.class);
        ClassTag<Integer> ratingTag = ClassTag$.MODULE$.apply(Integer.class);
        ShuffledRDD<TextKey, Integer, Integer> shuffled = new ShuffledRDD<>(cleaned.rdd(),
                new TextKey.Partitioner(partitions), keyTag, ratingTag, ratingTag);
        shuffled.setKeyOrdering(scala.math.Ordering$.MODULE$.comparatorToOrdering(new TextKey.Order()));

        boolean countWords = supplied == null;
        String distinctDir = distinct.toString();
        String wordsDir = words.toString();
        List<Map<String, Long>> dedup = new JavaPairRDD<>(shuffled, keyTag, ratingTag).mapPartitionsWithIndex(
                (index, it) -> List.of(dedupPartition(index, it, countWords, TaskFiles.fromBytes(confB.value()),
                        new Path(distinctDir), new Path(wordsDir))).iterator(), true).collect();

        lap("clean+dedup");
        counts = new LinkedHashMap<>();
        for (ReviewCounters c : ReviewCounters.values()) {
            counts.put(c.name(), 0L);
        }
        for (RejectReason r : RejectReason.values()) {
            counts.put(r.name(), 0L);
        }
        Map<String, Long> sums = new TreeMap<>();
        for (Map<String, Long> t : readTallies(conf, new Path(side, TALLIES))) {
            add(t, sums);
        }
        for (Map<String, Long> t : dedup) {
            add(t, sums);
        }
        dedupSums = new ReviewTally.Sums(sums);
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r.name(), counts.get(r.name()));
        }
        return new Counted(new Tally(counts.get(ReviewCounters.LINES_READ.name()), counts.get(ReviewCounters.VALID.name()),
                counts.get(ReviewCounters.INVALID.name()), counts.get(ReviewCounters.BLANK.name()), byReason,
                counts.get(ReviewCounters.DISTINCT_TEXTS.name()), counts), side);
    }

    /** Adds a task's tally: review counters to the run's counts, the rest to the statistics' sums. */
    private void add(Map<String, Long> tally, Map<String, Long> sums) {
        tally.forEach((name, n) -> {
            if (counts.containsKey(name)) {
                counts.merge(name, n, Long::sum);
            } else {
                sums.merge(name, n, Long::sum);
            }
        });
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException {
        ReviewsOptions o = (ReviewsOptions) run.plan();
        Configuration conf = run.conf();
        int partitions = sizing.reducers();
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(conf));
        CountSpectrum spectrum = null;
        List<WordCount> top = List.of();
        Vocabulary vocab = supplied;
        if (vocab == null) {
            Learned learned = learn(run.work(WORDS), partitions, o.encoding().vocabSize(), confB);
            vocab = Vocabulary.fromRanked(learned.top());
            spectrum = learned.spectrum();
            top = learned.top();
        }
        lap("vocabulary");
        run.output().checkClaim();

        Broadcast<byte[]> vocabB = sc.broadcast(vocab.toJson());
        String distinctDir = run.work(DISTINCT).toString();
        String partsDir = run.parts().toString();
        TaskFiles.folders(conf, run.parts());
        Part settings = new Part(o.encoding().seqLen(), o.encoding().labels().id(), o.encoding().dtype().id(),
                vocab.nVocab(), vocab.sha256(), run.inputs().stream().map(Path::toString).toList(), run.runId(),
                partitions);
        List<Map<String, Long>> encoded = sc.parallelize(range(partitions), partitions).map(index ->
                encodePartition(index, settings, Vocabulary.read(new ByteArrayInputStream(vocabB.value())),
                        TaskFiles.fromBytes(confB.value()), new Path(distinctDir), new Path(partsDir))).collect();
        lap("encode");
        Map<String, Long> sums = new TreeMap<>(dedupSums.counts());
        for (Map<String, Long> t : encoded) {
            add(t, sums);
        }
        ReviewsOutcome outcome = new ReviewsOutcome(o, counts, new ReviewTally.Sums(sums), vocab, supplied != null,
                spectrum, top);
        outcome.checkFit();
        return new Written(run.parts(), outcome);
    }

    private static List<Integer> range(int n) {
        List<Integer> l = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            l.add(i);
        }
        return l;
    }

    /** What a part records of its run, for the encoding tasks. */
    record Part(int seqLen, String labels, String dtype, int nVocab, String vocabSha256, List<String> sources,
                String runId, int partitions) implements Serializable {
    }

    /** A learned vocabulary's words, best first, and the counts it was chosen from. */
    record Learned(List<WordCount> top, CountSpectrum spectrum) {
    }

    /**
     * The dedup partitions' word-count files merged by a shuffle (combined before it) into each
     * partition's top K and count spectrum; the global top K is among the partitions' lists.
     */
    private Learned learn(Path words, int partitions, int k, Broadcast<byte[]> confB) {
        String wordsDir = words.toString();
        JavaPairRDD<String, Long> counted = sc.parallelize(range(partitions), partitions)
                .flatMapToPair(index -> new WordFile(TaskFiles.fromBytes(confB.value()),
                        new Path(wordsDir, fileName(index))));
        // as arrays: what travels back to the driver is a partition's top K and its spectrum
        // The words files are counted already (each dedup task's words, flushed every MAX_BUFFERED_WORDS):
        // combining them again before the shuffle is a hash map of (partition, word) tuples for little gain.
        List<Tuple2<String[], long[][]>> lists = counted.combineByKey(n -> n, Long::sum, Long::sum,
                        new org.apache.spark.HashPartitioner(partitions), false, null)
                .mapPartitions(it -> {
                    TopWords partTop = new TopWords(k);
                    CountSpectrum partSpectrum = new CountSpectrum();
                    while (it.hasNext()) {
                        Tuple2<String, Long> wc = it.next();
                        partTop.offer(wc._1(), wc._2());
                        partSpectrum.add(wc._2());
                    }
                    List<WordCount> ranked = partTop.ranked();
                    String[] topWords = new String[ranked.size()];
                    long[][] numbers = new long[2][];
                    numbers[0] = new long[ranked.size()];
                    for (int i = 0; i < ranked.size(); i++) {
                        topWords[i] = ranked.get(i).word();
                        numbers[0][i] = ranked.get(i).count();
                    }
                    Map<Long, Long> byCount = partSpectrum.wordsByCount();
                    numbers[1] = new long[2 * byCount.size()];
                    int at = 0;
                    for (Map.Entry<Long, Long> e : byCount.entrySet()) {
                        numbers[1][at++] = e.getKey();
                        numbers[1][at++] = e.getValue();
                    }
                    return List.of(new Tuple2<>(topWords, numbers)).iterator();
                }).collect();
        TopWords topWords = new TopWords(k);
        CountSpectrum spectrum = new CountSpectrum();
        for (Tuple2<String[], long[][]> l : lists) {
            for (int i = 0; i < l._1().length; i++) {
                topWords.offer(l._1()[i], l._2()[0][i]);
            }
            for (int i = 0; i < l._2()[1].length; i += 2) {
                spectrum.add(l._2()[1][i], l._2()[1][i + 1]);
            }
        }
        return new Learned(topWords.ranked(), spectrum);
    }

    static String fileName(int index) {
        return String.format(Locale.ROOT, "part-%05d", index);
    }

    /** One reading task: the split's lines cleaned, its side files written once the lines run out. */
    static final class Cleaning implements Iterator<Tuple2<TextKey, Integer>> {
        private final String file;
        private final Iterator<Tuple2<LongWritable, Text>> lines;
        private final CleanStage stage;
        private final int rejectLimit;
        private final Configuration conf;
        private final Path side;
        private final Map<String, Long> counts = new TreeMap<>();
        private final ReviewTally tally = new ReviewTally();
        private final List<String> rejects = new ArrayList<>();
        private Tuple2<TextKey, Integer> next;
        private boolean finished;

        Cleaning(String file, Iterator<Tuple2<LongWritable, Text>> lines, ReviewFields fields, int rejectLimit,
                 Configuration conf, Path side) {
            this.file = file;
            this.lines = lines;
            this.stage = new CleanStage(fields);
            this.rejectLimit = rejectLimit;
            this.conf = conf;
            this.side = side;
        }

        @Override
        public boolean hasNext() {
            try {
                while (next == null && lines.hasNext()) {
                    Tuple2<LongWritable, Text> kv = lines.next();
                    Text line = kv._2();
                    boolean record = stage.accept(line.getBytes(), 0, line.getLength());
                    for (Enum<?> c : stage.counters()) {
                        counts.merge(c.name(), 1L, Long::sum);
                    }
                    if (record) {
                        next = new Tuple2<>(new TextKey(stage.cleaned().getBytes(StandardCharsets.UTF_8)), stage.rating());
                        tally.kept(stage.rating());
                    } else if (stage.reason() != null && rejects.size() < rejectLimit) {
                        rejects.add(RejectRecord.of(stage.reason().name(), file, kv._1().get(), line.getBytes(), 0,
                                line.getLength()).withField(stage.reasonField()).toJsonLine());
                        counts.merge(ReviewCounters.REJECTS_SAMPLED.name(), 1L, Long::sum);
                    }
                }
                if (next == null && !finished) {
                    finished = true;
                    finish();
                }
                return next != null;
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        @Override
        public Tuple2<TextKey, Integer> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Tuple2<TextKey, Integer> n = next;
            next = null;
            return n;
        }

        /** The task's reject sample, yield and tally, each as a file of this partition. */
        private void finish() throws IOException {
            int partition = TaskContext.get().partitionId();
            String p = String.format(Locale.ROOT, "%05d", partition);
            TaskFiles.writeLines(conf, new Path(side, RunSkeleton.REJECTS), "rejects-p-" + p + ".jsonl", rejects);
            TaskFiles.writeLines(conf, new Path(side, RunSkeleton.YIELDS), "yield-p-" + p, List.of(FileYield.line(file,
                    counts.getOrDefault(ReviewCounters.VALID.name(), 0L),
                    counts.getOrDefault(ReviewCounters.INVALID.name(), 0L),
                    counts.getOrDefault(ReviewCounters.BLANK.name(), 0L))));
            Map<String, Long> all = new TreeMap<>(counts);
            tally.counts().forEach((name, n) -> all.merge(name, n, Long::sum));
            TaskFiles.writeLines(conf, new Path(side, TALLIES), "tally-p-" + p + ".json",
                    List.of(new ObjectMapper().writeValueAsString(all)));
        }
    }

    /** The tallies the reading tasks wrote, one a partition. */
    private static List<Map<String, Long>> readTallies(Configuration conf, Path dir) throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        List<Map<String, Long>> tallies = new ArrayList<>();
        if (!fs.exists(dir)) {
            return tallies;
        }
        ObjectMapper json = new ObjectMapper();
        for (FileStatus f : fs.listStatus(dir, p -> p.getName().startsWith("tally-"))) {
            try (FSDataInputStream in = fs.open(f.getPath())) {
                Map<String, Number> m = json.readValue(in, new com.fasterxml.jackson.core.type.TypeReference<>() {
                });
                Map<String, Long> t = new TreeMap<>();
                m.forEach((k, v) -> t.put(k, v.longValue()));
                tallies.add(t);
            }
        }
        return tallies;
    }

    /**
     * One dedup partition, its (text, rating) pairs in {@code TextOrder}, equal texts side by side:
     * each text once with the mode of its ratings, to {@code distinct/part-NNNNN}; the words of those
     * texts, counted, to {@code words/part-NNNNN}. Returns the partition's tally.
     */
    static Map<String, Long> dedupPartition(int index, Iterator<Tuple2<TextKey, Integer>> it, boolean countWords,
                                            Configuration conf, Path distinctDir, Path wordsDir) throws IOException {
        String name = fileName(index);
        FileSystem fs = distinctDir.getFileSystem(conf);
        Path distinctAttempt = TaskFiles.attempt(distinctDir, name);
        Path wordsAttempt = TaskFiles.attempt(wordsDir, name);
        Distinct d = new Distinct(countWords);
        // Snappy, as MapReduce's dedup job writes them: the texts are written once and read twice, and
        // Deflate (SequenceFile's default) took a third of this stage's time
        CompressionCodec snappy = ReflectionUtils.newInstance(SnappyCodec.class, conf);
        // the writers leave their streams open: the streams, opened first, close last
        try (FSDataOutputStream distinctStream = TaskFiles.create(fs, distinctAttempt);
             FSDataOutputStream wordsStream = TaskFiles.create(fs, wordsAttempt);
             SequenceFile.Writer out = SequenceFile.createWriter(conf, SequenceFile.Writer.stream(distinctStream),
                SequenceFile.Writer.keyClass(Text.class), SequenceFile.Writer.valueClass(IntWritable.class),
                SequenceFile.Writer.compression(SequenceFile.CompressionType.BLOCK, snappy));
             SequenceFile.Writer wordsOut = SequenceFile.createWriter(conf, SequenceFile.Writer.stream(wordsStream),
                     SequenceFile.Writer.keyClass(Text.class), SequenceFile.Writer.valueClass(LongWritable.class),
                     SequenceFile.Writer.compression(SequenceFile.CompressionType.BLOCK, snappy))) {
            TextKey current = null;
            while (it.hasNext()) {
                Tuple2<TextKey, Integer> kv = it.next();
                if (current != null && !current.equals(kv._1())) {
                    d.write(current, out, wordsOut);
                }
                current = kv._1();
                d.h.add(kv._2(), 1);
            }
            if (current != null) {
                d.write(current, out, wordsOut);
            }
            flush(d.words, wordsOut, d.word, d.count);
        }
        TaskFiles.commit(fs, distinctAttempt, distinctDir, name);
        TaskFiles.commit(fs, wordsAttempt, wordsDir, name);
        Map<String, Long> result = new TreeMap<>(d.tally.counts());
        result.put(ReviewCounters.DISTINCT_TEXTS.name(), d.distinct);
        return result;
    }

    /** A dedup task's state: the ratings of the text at hand, and what the task has written. */
    private static final class Distinct {
        final boolean countWords;
        final ReviewTally tally = new ReviewTally();
        final RatingHistogram h = new RatingHistogram();
        final WordCounts words = new WordCounts();
        final Text text = new Text();
        final IntWritable mode = new IntWritable();
        final Text word = new Text();
        final LongWritable count = new LongWritable();
        long distinct;

        Distinct(boolean countWords) {
            this.countWords = countWords;
        }

        /** Writes {@code key} once with the mode of the ratings gathered for it, and starts the next text. */
        void write(TextKey key, SequenceFile.Writer out, SequenceFile.Writer wordsOut) throws IOException {
            mode.set(h.mode());
            tally.distinct(h, mode.get());
            distinct++;
            text.set(key.text);
            out.append(text, mode);
            if (countWords) {
                words.addText(key.text, key.text.length);
                if (words.size() >= MAX_BUFFERED_WORDS) {
                    flush(words, wordsOut, word, count);
                }
            }
            h.clear();
        }
    }

    private static void flush(WordCounts words, SequenceFile.Writer out, Text word, LongWritable count)
            throws IOException {
        WordCounts.Cursor c = words.cursor();
        while (c.next()) {
            word.set(c.wordBytes());
            count.set(c.count());
            out.append(word, count);
        }
        words.clear();
    }

    /** A words file's (word, count) pairs, read as they are asked for. */
    static final class WordFile implements Iterator<Tuple2<String, Long>> {
        private final SequenceFile.Reader in;
        private final Text word = new Text();
        private final LongWritable count = new LongWritable();
        private boolean ready;
        private boolean done;

        WordFile(Configuration conf, Path file) throws IOException {
            this.in = new SequenceFile.Reader(conf, SequenceFile.Reader.file(file));
        }

        @Override
        public boolean hasNext() {
            if (!ready && !done) {
                try {
                    ready = in.next(word, count);
                    if (!ready) {
                        done = true;
                        in.close();
                    }
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            return ready;
        }

        @Override
        public Tuple2<String, Long> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return new Tuple2<>(word.toString(), count.get());
        }
    }

    /** One encoding task: dedup partition {@code index}'s distinct texts as rows of {@code part-NNNNN.h5}. */
    static Map<String, Long> encodePartition(int index, Part p, Vocabulary vocab, Configuration conf, Path distinctDir,
                                             Path partsDir) throws IOException {
        org.trainprep.core.reviews.LabelScheme labels = org.trainprep.core.reviews.LabelScheme.fromId(p.labels());
        SequenceEncoder encoder = new SequenceEncoder(vocab, p.seqLen(), labels);
        int[] row = new int[encoder.rowWidth()];
        ReviewTally tally = new ReviewTally(p.seqLen());
        long rows = 0;
        String name = fileName(index) + ".h5";
        try (ScratchDir scratch = LocalScratch.create(conf, "trainprep-part-");
             RowSpool spool = new RowSpool(scratch.path(), p.seqLen() + 1,
                     org.trainprep.core.h5.ElementType.fromId(p.dtype()));
             SequenceFile.Reader in = new SequenceFile.Reader(conf, SequenceFile.Reader.file(
                     new Path(distinctDir, fileName(index))))) {
            Text text = new Text();
            IntWritable rating = new IntWritable();
            while (in.next(text, rating)) {
                int tokens = encoder.encode(text.toString(), rating.get(), row);
                tally.encoded(tokens, encoder.unknownInLastRow());
                spool.add(row);
                rows++;
            }
            TrainerFileAttributes attrs = new TrainerFileAttributes(p.nVocab(), p.seqLen(), Vocabulary.PAD_ID,
                    Vocabulary.UNK_ID, p.labels(), rows, p.vocabSha256(), p.sources(), ProjectInfo.createdBy());
            Path attempt = TaskFiles.attempt(partsDir, name);
            FileSystem fs = partsDir.getFileSystem(conf);
            try (FSDataOutputStream out = TaskFiles.create(fs, attempt)) {
                MatrixPartFile.write(out, attrs.toFileAttributes(), new PartIdentity(p.runId(), index, p.partitions()),
                        spool);
            }
            TaskFiles.commit(fs, attempt, partsDir, name);
        }
        Map<String, Long> result = new TreeMap<>(tally.counts());
        result.put(ReviewCounters.ROWS_WRITTEN.name(), rows);
        return result;
    }
}

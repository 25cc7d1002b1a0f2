package org.trainprep.spark.parallel;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.parallel.BpeCodes;
import org.trainprep.core.parallel.BpeVocabulary;
import org.trainprep.core.parallel.LocalParallelRunner;
import org.trainprep.core.parallel.PairCleaner;
import org.trainprep.core.parallel.PairRejectReason;
import org.trainprep.core.parallel.ParallelCounts;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.parallel.ParallelOutcome;
import org.trainprep.core.parallel.ParallelPartWriter;
import org.trainprep.core.parallel.ParallelTokenCount;
import org.trainprep.core.parallel.TokenIds;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.SideRecord;
import org.trainprep.core.parallel.SideText;
import org.trainprep.core.parallel.Words;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.Globs;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.parallel.ParallelInputs;
import org.trainprep.hadoop.parallel.SplitLines;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;
import org.trainprep.run.RunSkeleton;
import org.trainprep.spark.TaskFiles;
import scala.Tuple2;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parallel-text job's passes on Spark, run by the run skeleton, the stages of the MapReduce
 * jobs: lines per split of each side (prefix sums number every line); each side tokenized where it
 * is read and the two lines of a number met by a sort into ranges of line numbers, where the pairs
 * are cleaned and the kept ones written per partition in line order; word counts combined before
 * their shuffle; the merges learned in the driver from the word table; each partition's pairs
 * segmented into a part, its token counts reduced to the BPE vocabulary. No sentence passes through
 * the driver. One instance serves one run.
 */
public final class SparkParallelPasses implements Passes {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Counts a partition of the join returns, in this order. */
    private static final int READ = 0;
    private static final int KEPT = 1;

    private final JavaSparkContext sc;
    private ParallelOptions options;
    private Path src;
    private Path tgt;
    private int partitions;

    public SparkParallelPasses(JavaSparkContext sc) {
        this.sc = sc;
    }

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        options = (ParallelOptions) plan;
        Path[] sides = ParallelInputs.sides(conf, options);
        src = sides[0];
        tgt = sides[1];
    }

    @Override
    public Counted count(RunContext run) throws IOException {
        Configuration conf = run.conf();
        Path tally = run.work("tally");
        ParallelInputs.splitAtNewlinesOnly(conf);
        TaskFiles.folders(conf, tally);
        Job job = Job.getInstance(conf);
        FileInputFormat.setInputPaths(job, src, tgt);
        // where the damage-aware reader records a file it cannot read to the end
        FileOutputFormat.setOutputPath(job, tally);
        @SuppressWarnings("unchecked")
        JavaNewHadoopRDD<LongWritable, Text> lines = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                job.getConfiguration(), DamageAwareTextInputFormat.class, LongWritable.class, Text.class);
        String srcUri = src.toString();
        String tgtUri = tgt.toString();

        List<String> counted = lines.mapPartitionsWithInputSplit((split, it) -> {
            FileSplit f = (FileSplit) split;
            long n = 0;
            while (it.hasNext()) {
                it.next();
                n++;
            }
            return List.of(SplitLines.record(side(f, srcUri, tgtUri), f.getStart(), n)).iterator();
        }, true).collect();
        SplitLines table = SplitLines.of(counted);
        if (table.lines(0) != table.lines(1)) {
            throw new IOException(LocalParallelRunner.misaligned(src, tgt, table.lines(0), table.lines(1)));
        }
        long total = table.lines(0);
        partitions = ParallelInputs.partitions(conf, src, tgt);

        Broadcast<String> tableB = sc.broadcast(table.text());
        Broadcast<String> settingsB = sc.broadcast(JSON.writeValueAsString(options.settings()));
        JavaPairRDD<Long, byte[]> sides = lines.mapPartitionsWithInputSplit((split, it) -> {
            FileSplit f = (FileSplit) split;
            int side = side(f, srcUri, tgtUri);
            ParallelSettings s = JSON.readValue(settingsB.value(), ParallelSettings.class);
            SideText text = new SideText(s.tokenize(), side == 0 ? s.srcLang() : s.tgtLang());
            long first = SplitLines.parse(tableB.value()).firstLine(side, f.getStart());
            return numbered(it, side, text, first);
        }, true).mapToPair(t -> t);

        byte[] confBytes = TaskFiles.toBytes(conf);
        Broadcast<byte[]> confB = sc.broadcast(confBytes);
        String pairsDir = run.work("pairs").toString();
        String rejectsDir = new Path(tally, RunSkeleton.REJECTS).toString();
        TaskFiles.folders(conf, run.work("pairs"), new Path(tally, RunSkeleton.REJECTS));
        int rejectLimit = conf.getInt("trainprep.parallel.rejects-per-task", 100);
        List<long[]> results = sides.repartitionAndSortWithinPartitions(new LineRanges(partitions, total))
                .mapPartitionsWithIndex((index, it) -> {
                    Configuration c = TaskFiles.fromBytes(confB.value());
                    PairCleaner cleaner = JSON.readValue(settingsB.value(), ParallelSettings.class).clean().cleaner();
                    return List.of(join(c, index, it, cleaner, pairsDir, rejectsDir, srcUri, rejectLimit)).iterator();
                }, true).collect();
        long[] sum = new long[2 + PairRejectReason.values().length];
        for (long[] r : results) {
            for (int i = 0; i < sum.length; i++) {
                sum[i] += r[i];
            }
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put(ParallelCounts.PAIRS_READ, sum[READ]);
        counts.put(ParallelCounts.PAIRS_KEPT, sum[KEPT]);
        for (PairRejectReason r : PairRejectReason.values()) {
            counts.put(r.name(), sum[2 + r.ordinal()]);
        }
        return new Counted(ParallelCounts.tally(counts), tally);
    }

    /** A split's lines as (line number, side record), numbered from its first line. */
    private static Iterator<Tuple2<Long, byte[]>> numbered(Iterator<Tuple2<LongWritable, Text>> it, int side, SideText text,
                                                           long first) {
        return new Iterator<>() {
            private long line = first;

            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Tuple2<Long, byte[]> next() {
                Tuple2<LongWritable, Text> kv = it.next();
                Text t = kv._2();
                String prepared = text.prepare(t.getBytes(), t.getLength());
                byte[] body = prepared == null ? Arrays.copyOf(t.getBytes(), t.getLength())
                        : prepared.getBytes(StandardCharsets.UTF_8);
                return new Tuple2<>(line++, SideRecord.encode(side, prepared != null, kv._1().get(), body));
            }
        };
    }

    /** One partition of the join: its pairs in line order, cleaned; the kept ones written, the counts returned. */
    private static long[] join(Configuration conf, int index, Iterator<Tuple2<Long, byte[]>> it, PairCleaner cleaner,
                               String pairsDir, String rejectsDir, String srcUri, int rejectLimit) throws IOException {
        long[] counts = new long[2 + PairRejectReason.values().length];
        List<String> rejects = new ArrayList<>();
        Path dir = new Path(pairsDir);
        FileSystem fs = LocalFiles.withoutChecksumFiles(dir.getFileSystem(conf));
        String name = String.format(Locale.ROOT, "part-%05d", index);
        Path attempt = TaskFiles.attempt(dir, name);
        try (FSDataOutputStream raw = TaskFiles.create(fs, attempt);
             Writer out = new java.io.BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8), 1 << 16)) {
            Tuple2<Long, byte[]> pending = it.hasNext() ? it.next() : null;
            while (pending != null) {
                long line = pending._1();
                SideRecord a = SideRecord.decode(pending._2(), pending._2().length);
                Tuple2<Long, byte[]> second = it.hasNext() ? it.next() : null;
                if (second == null || second._1() != line) {
                    throw new IOException("line " + (line + 1) + " has one side only, though both sides counted as many lines");
                }
                SideRecord b = SideRecord.decode(second._2(), second._2().length);
                SideRecord s = a.side == 0 ? a : b;
                SideRecord t = a.side == 0 ? b : a;
                pending = it.hasNext() ? it.next() : null;
                counts[READ]++;
                PairCleaner.Result r = SideRecord.join(cleaner, s, t);
                PairRejectReason reason = r.reason();
                if (reason != null) {
                    counts[2 + reason.ordinal()]++;
                    if (rejects.size() < rejectLimit) {
                        byte[] both = SideRecord.sample(s, t);
                        rejects.add(RejectRecord.of(reason.name(), srcUri, s.offset, both, 0, both.length)
                                .withField("line " + (line + 1)).toJsonLine());
                    }
                    continue;
                }
                counts[KEPT]++;
                out.write(Long.toString(line));
                out.write('\t');
                out.write(r.src());
                out.write('\t');
                out.write(r.tgt());
                out.write('\n');
            }
        }
        TaskFiles.commit(fs, attempt, dir, name);
        TaskFiles.writeLines(conf, new Path(rejectsDir), String.format(Locale.ROOT, "rejects-p-%05d.jsonl", index), rejects);
        return counts;
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException {
        Configuration conf = run.conf();
        String pairsDir = run.work("pairs").toString();
        ParallelSettings s = options.settings();
        List<WordCount> table = s.bpe().learns() ? wordTable(conf, pairsDir) : List.of();
        BpeCodes codes = BpeCodes.NONE;
        if (s.bpe().learns()) {
            long start = System.nanoTime();
            codes = s.bpe().learner().learn(table.iterator());
            run.progress().always(String.format(Locale.ROOT, "learned %,d merges from %,d distinct words in %.1f s",
                    codes.size(), table.size(), (System.nanoTime() - start) / 1e9));
        }

        Broadcast<String> codesB = sc.broadcast(codes.text());
        Broadcast<String> settingsB = sc.broadcast(JSON.writeValueAsString(s));
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(conf));
        String partsDir = run.parts().toString();
        TaskFiles.folders(conf, run.parts());
        String runId = run.runId();
        int n = partitions;
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            indices.add(i);
        }
        Broadcast<String> idsB = null;
        if (options.h5()) {
            // ids follow the vocabulary's order: every part's tokens counted first, nothing written
            BpeVocabulary tokenCounts = vocabulary(sc.parallelize(indices, n)
                    .flatMapToPair(i -> countPart(TaskFiles.fromBytes(confB.value()), i, pairsDir,
                            BpeCodes.read(new BufferedReader(new java.io.StringReader(codesB.value())))).iterator())
                    .reduceByKey(SparkParallelPasses::plus)
                    .collect(), new long[2]);
            idsB = sc.broadcast(tokenCounts.text());
        }
        Broadcast<String> ids = idsB;
        List<Tuple2<String, long[]>> vocab = sc.parallelize(indices, n)
                .flatMapToPair(i -> writePart(TaskFiles.fromBytes(confB.value()), i, n, runId, pairsDir, partsDir,
                        JSON.readValue(settingsB.value(), ParallelSettings.class),
                        BpeCodes.read(new BufferedReader(new java.io.StringReader(codesB.value()))),
                        ids == null ? null : TokenIds.of(ids.value())).iterator())
                .reduceByKey(SparkParallelPasses::plus)
                .collect();
        long[] tokens = new long[2];
        BpeVocabulary vocabulary = vocabulary(vocab, tokens);
        return new Written(run.parts(), new ParallelOutcome("spark", options, codes, vocabulary, table.size(), tokens[0],
                tokens[1], ParallelInputs.devFiles(conf, options, codes)));
    }

    /** The run's BPE vocabulary from the parts' token counts; their token totals to {@code tokens}. */
    private static BpeVocabulary vocabulary(List<Tuple2<String, long[]>> vocab, long[] tokens) {
        BpeVocabulary vocabulary = new BpeVocabulary();
        for (Tuple2<String, long[]> t : vocab) {
            long[] v = t._2();
            if (t._1().equals(TOKENS[0])) {
                tokens[0] = v[0];
            } else if (t._1().equals(TOKENS[1])) {
                tokens[1] = v[0];
            } else {
                vocabulary.merge(t._1(), new BpeVocabulary.Entry(v[0], (int) v[1], v[2], (int) v[3]));
            }
        }
        return vocabulary;
    }

    /** Keys of a part's token totals among its vocabulary entries: no token holds a space. */
    private static final String[] TOKENS = {" src tokens", " tgt tokens"};

    private static long[] plus(long[] a, long[] b) {
        // count summed; first occurrence the earlier (side, line, position)
        long[] first = Arrays.compare(new long[] {a[1], a[2], a[3]}, new long[] {b[1], b[2], b[3]}) <= 0 ? a : b;
        return new long[] {a[0] + b[0], first[1], first[2], first[3]};
    }

    /** The kept pairs' word counts, combined before their shuffle. */
    private List<WordCount> wordTable(Configuration conf, String pairsDir) throws IOException {
        Job job = Job.getInstance(conf);
        FileInputFormat.setInputPaths(job, Globs.literal(new Path(pairsDir)));
        List<Tuple2<String, Long>> counts = sc.newAPIHadoopRDD(job.getConfiguration(), TextInputFormat.class,
                        LongWritable.class, Text.class)
                .map(t -> t._2().toString())
                .flatMap(line -> {
                    List<String> words = new ArrayList<>();
                    int a = line.indexOf('\t');
                    int b = line.indexOf('\t', a + 1);
                    Words.forEach(line.substring(a + 1, b), words::add);
                    Words.forEach(line.substring(b + 1), words::add);
                    return words.iterator();
                })
                .mapToPair(w -> new Tuple2<>(w, 1L))
                .reduceByKey(Long::sum, partitions)
                .collect();
        List<WordCount> table = new ArrayList<>(counts.size());
        for (Tuple2<String, Long> c : counts) {
            table.add(new WordCount(c._1(), c._2()));
        }
        return table;
    }

    /** One partition's kept pairs segmented into its part (with ids when given); returns its token counts. */
    private static List<Tuple2<String, long[]>> writePart(Configuration conf, int index, int count, String runId,
                                                          String pairsDir, String partsDir, ParallelSettings s,
                                                          BpeCodes codes, TokenIds ids) throws IOException {
        Path dir = new Path(partsDir);
        String name = String.format(Locale.ROOT, "part-%05d.h5", index);
        FileSystem fs = dir.getFileSystem(conf);
        try (ScratchDir scratch = LocalScratch.create(conf, "trainprep-parallel-part-");
             ParallelPartWriter part = new ParallelPartWriter(s, codes, scratch.path(), ids)) {
            readPairs(conf, pairsDir, index, part::pair);
            java.nio.file.Path local = scratch.path().resolve("part.h5");
            part.finish(local, new PartIdentity(runId, index, count));
            Path attempt = TaskFiles.attempt(dir, name);
            TaskFiles.copyFromLocal(fs, local, attempt);
            TaskFiles.commit(fs, attempt, dir, name);
            return counts(part.vocabulary(), part.tokens(0), part.tokens(1));
        }
    }

    /** {@code --h5}'s counting pass: one partition's kept pairs segmented, only their tokens counted. */
    private static List<Tuple2<String, long[]>> countPart(Configuration conf, int index, String pairsDir, BpeCodes codes)
            throws IOException {
        ParallelTokenCount count = new ParallelTokenCount(codes);
        readPairs(conf, pairsDir, index, count::pair);
        return counts(count.vocabulary(), count.tokens(0), count.tokens(1));
    }

    /** A kept pair: its line number and both sides, cleaned. */
    private interface PairSink {
        void pair(long line, String src, String tgt) throws IOException;
    }

    /** Partition {@code index}'s kept pairs, in line order, from the join's file. */
    private static void readPairs(Configuration conf, String pairsDir, int index, PairSink sink) throws IOException {
        Path in = new Path(pairsDir, String.format(Locale.ROOT, "part-%05d", index));
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in.getFileSystem(conf).open(in),
                StandardCharsets.UTF_8), 1 << 16)) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                int a = line.indexOf('\t');
                int b = line.indexOf('\t', a + 1);
                sink.pair(Long.parseLong(line.substring(0, a)), line.substring(a + 1, b), line.substring(b + 1));
            }
        }
    }

    /** A part's token counts with their first occurrences, and its token totals under {@link #TOKENS}. */
    private static List<Tuple2<String, long[]>> counts(BpeVocabulary vocabulary, long srcTokens, long tgtTokens) {
        List<Tuple2<String, long[]>> out = new ArrayList<>();
        for (Map.Entry<String, BpeVocabulary.Entry> e : vocabulary.entries().entrySet()) {
            BpeVocabulary.Entry v = e.getValue();
            out.add(new Tuple2<>(e.getKey(), new long[] {v.count(), v.side(), v.line(), v.position()}));
        }
        out.add(new Tuple2<>(TOKENS[0], new long[] {srcTokens, 0, 0, 0}));
        out.add(new Tuple2<>(TOKENS[1], new long[] {tgtTokens, 0, 0, 0}));
        return out;
    }

    private static int side(FileSplit split, String srcUri, String tgtUri) throws IOException {
        String file = split.getPath().toString();
        if (file.equals(srcUri)) {
            return 0;
        }
        if (file.equals(tgtUri)) {
            return 1;
        }
        throw new IOException(file + " is neither the run's --src nor its --tgt");
    }

    /** Line {@code n} of {@code N} to partition {@code n * P / N}: ranges in order, so parts in name order are input order. */
    static final class LineRanges extends Partitioner {
        private final int partitions;
        private final long lines;

        LineRanges(int partitions, long lines) {
            this.partitions = partitions;
            this.lines = Math.max(1, lines);
        }

        @Override
        public int numPartitions() {
            return partitions;
        }

        @Override
        public int getPartition(Object key) {
            return (int) Math.min(partitions - 1, (Long) key * partitions / lines);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LineRanges r && r.partitions == partitions && r.lines == lines;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(lines) * 31 + partitions;
        }
    }
}

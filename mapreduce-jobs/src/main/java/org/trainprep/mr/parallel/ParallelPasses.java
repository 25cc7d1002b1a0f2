package org.trainprep.mr.parallel;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.io.compress.SnappyCodec;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.SequenceFileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.LazyOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.TextOutputFormat;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.parallel.BpeCodes;
import org.trainprep.core.parallel.BpeVocabulary;
import org.trainprep.core.parallel.LocalParallelRunner;
import org.trainprep.core.parallel.PairRejectReason;
import org.trainprep.core.parallel.ParallelCounts;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.parallel.ParallelOutcome;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.Globs;
import org.trainprep.hadoop.parallel.ParallelInputs;
import org.trainprep.hadoop.parallel.SplitLines;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.RejectSampler;
import org.trainprep.mr.RejectsOutputFormat;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parallel-text job's passes as four MapReduce jobs on the run skeleton. Reading: (1) lines
 * per split of each side ({@link LineCountMapper}), whose prefix sums number every line; (2) each
 * side tokenized where it is read ({@link SideMapper}) and the two lines of a number joined and
 * cleaned in a reduce whose partitions are ranges of line numbers ({@link PairReducer}), so its
 * output is the kept pairs in input order. Once the skeleton has judged the counts: (3) word counts
 * of the kept pairs with a combiner; the merges learned in this JVM from the word table
 * ({@link org.trainprep.core.parallel.BpeLearner}); (4) each partition's pairs segmented and written
 * as a part ({@link PartMapper}). No sentence passes through the driver; only the word table
 * (one entry a distinct word) and the BPE vocabulary (at most merges plus the alphabet) do.
 */
public final class ParallelPasses implements Passes {

    static final String RUN_ID = "trainprep.parallel.run-id";

    private ParallelOptions options;
    private Path src;
    private Path tgt;
    private int partitions;

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        options = (ParallelOptions) plan;
        Path[] sides = ParallelInputs.sides(conf, options);
        src = sides[0];
        tgt = sides[1];
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        Configuration conf = run.conf();
        conf.set(ParallelConf.SRC, src.toString());
        conf.set(ParallelConf.TGT, tgt.toString());
        ParallelConf.setSettings(conf, options.settings());
        ParallelInputs.splitAtNewlinesOnly(conf);

        Path lines = run.work("lines");
        Job count = JobSetup.newJob(conf, "trainprep parallel 1/4: lines per split", ParallelPasses.class, 0);
        readBothSides(count);
        count.setMapperClass(LineCountMapper.class);
        count.setOutputKeyClass(Text.class);
        count.setOutputValueClass(NullWritable.class);
        count.setOutputFormatClass(TextOutputFormat.class);
        FileOutputFormat.setOutputPath(count, lines);
        JobSetup.runOrFail(count, run.progress(), run.output());
        SplitLines table = SplitLines.of(readLines(conf, lines, "part-"));
        if (table.lines(0) != table.lines(1)) {
            throw new IOException(LocalParallelRunner.misaligned(src, tgt, table.lines(0), table.lines(1)));
        }
        Path tablePath = run.work("split-lines.txt");
        write(conf, tablePath, table.text());
        conf.set(ParallelConf.SPLIT_LINES, tablePath.toString());
        conf.setLong(ParallelConf.LINES, table.lines(0));
        partitions = ParallelInputs.partitions(conf, src, tgt);

        Path pairs = run.work("pairs");
        Job join = JobSetup.newJob(conf, "trainprep parallel 2/4: tokenize, join and clean", ParallelPasses.class, partitions);
        readBothSides(join);
        join.setMapperClass(SideMapper.class);
        join.setMapOutputKeyClass(LongWritable.class);
        join.setMapOutputValueClass(org.apache.hadoop.io.BytesWritable.class);
        join.setPartitionerClass(LinePartitioner.class);
        join.setReducerClass(PairReducer.class);
        join.setOutputKeyClass(LongWritable.class);
        join.setOutputValueClass(Text.class);
        join.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(join, pairs);
        FileOutputFormat.setCompressOutput(join, true);
        SequenceFileOutputFormat.setOutputCompressionType(join, SequenceFile.CompressionType.BLOCK);
        JobSetup.setIfUnset(join.getConfiguration(), FileOutputFormat.COMPRESS_CODEC, SnappyCodec.class.getName());
        RejectSampler.register(join);
        JobSetup.runOrFail(join, run.progress(), run.output());
        return new Counted(ParallelCounts.tally(counts(join.getCounters())), pairs);
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException {
        Configuration conf = run.conf();
        Path pairs = counted.sideOutputs();
        ParallelSettings s = options.settings();
        List<WordCount> table = List.of();
        BpeCodes codes = BpeCodes.NONE;
        if (s.bpe().learns()) {
            table = wordTable(conf, countWords(run, pairs, jobs()));
            long start = System.nanoTime();
            codes = s.bpe().learner().learn(table.iterator());
            run.progress().always(String.format(Locale.ROOT, "learned %,d merges from %,d distinct words in %.1f s",
                    codes.size(), table.size(), (System.nanoTime() - start) / 1e9));
        }
        Path codesPath = run.work(s.codesFile());
        write(conf, codesPath, codes.text());
        conf.set(ParallelConf.CODES, codesPath.toString());
        conf.set(RUN_ID, run.runId());
        conf.setInt(ParallelConf.PARTITIONS, partitions);

        int total = jobs();
        String apply = s.bpe().learns() ? "apply BPE and " : "";
        if (options.h5()) {
            // ids follow the vocabulary's order: every part's tokens counted first, nothing written
            Configuration countConf = new Configuration(conf);
            countConf.setBoolean(ParallelConf.COUNT_ONLY, true);
            Path countDir = run.work("token-counts");
            partsJob(countConf, "trainprep parallel " + (total - 1) + "/" + total + ": apply BPE and count tokens", pairs,
                    countDir, run);
            Path idsPath = run.work("ids-vocabulary.txt");
            write(conf, idsPath, vocabularyOf(conf, countDir, counted).text());
            conf.set(ParallelConf.IDS, idsPath.toString());
        }
        Job parts = partsJob(conf, "trainprep parallel " + total + "/" + total + ": " + apply + "write parts", pairs,
                run.parts(), run);
        // the vocabulary's side files are read where the tasks committed them, then leave the parts'
        // folder, which the merge reads
        FileSystem fs = run.parts().getFileSystem(conf);
        BpeVocabulary vocabulary = vocabularyOf(conf, run.parts(), counted);
        Path vocabDir = new Path(run.parts(), "_vocab");
        if (fs.exists(vocabDir) && !fs.delete(vocabDir, true)) {
            throw new IOException("could not remove " + vocabDir + " from the parts' folder");
        }
        Counters c = parts.getCounters();
        return new Written(run.parts(), new ParallelOutcome("mapreduce", options, codes, vocabulary, table.size(),
                c.findCounter(PartMapper.TOKENS, "src").getValue(), c.findCounter(PartMapper.TOKENS, "tgt").getValue(),
                ParallelInputs.devFiles(conf, options, codes)));
    }

    /** The run's MapReduce jobs: lines, join, word counts (with BPE), a counting pass (with ids), parts. */
    private int jobs() {
        return 3 + (options.settings().bpe().learns() ? 1 : 0) + (options.h5() ? 1 : 0);
    }

    /** Pass 3: the kept pairs' word counts, combined before the shuffle, into the work directory's {@code words}. */
    private Path countWords(RunContext run, Path pairs, int jobs) throws IOException, InterruptedException {
        Configuration conf = run.conf();
        Path words = run.work("words");
        Job wordCount = JobSetup.newJob(conf, "trainprep parallel 3/" + jobs + ": word counts", ParallelPasses.class, partitions);
        wordCount.setInputFormatClass(SequenceFileInputFormat.class);
        FileInputFormat.setInputPaths(wordCount, Globs.literal(pairs));
        wordCount.setMapperClass(WordCountMapper.class);
        wordCount.setCombinerClass(SumReducer.class);
        wordCount.setReducerClass(SumReducer.class);
        wordCount.setOutputKeyClass(Text.class);
        wordCount.setOutputValueClass(LongWritable.class);
        wordCount.setOutputFormatClass(SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(wordCount, words);
        JobSetup.runOrFail(wordCount, run.progress(), run.output());

        return words;
    }

    /** Pass 4 over the kept pairs, one task a partition, into {@code out} (the BPE vocabulary's side files in {@code out/_vocab}). */
    private static Job partsJob(Configuration conf, String name, Path pairs, Path out, RunContext run)
            throws IOException, InterruptedException {
        Job parts = JobSetup.newJob(conf, name, ParallelPasses.class, 0);
        parts.setInputFormatClass(WholeFiles.class);
        FileInputFormat.setInputPaths(parts, Globs.literal(pairs));
        parts.setMapperClass(PartMapper.class);
        parts.setOutputKeyClass(NullWritable.class);
        parts.setOutputValueClass(NullWritable.class);
        LazyOutputFormat.setOutputFormatClass(parts, SequenceFileOutputFormat.class);
        MultipleOutputs.addNamedOutput(parts, PartMapper.VOCAB_OUTPUT, RejectsOutputFormat.class, Text.class,
                NullWritable.class);
        FileOutputFormat.setOutputPath(parts, out);
        JobSetup.runOrFail(parts, run.progress(), run.output());
        return parts;
    }

    /** The BPE vocabulary a parts job left in {@code out/_vocab}; a part with pairs always has tokens, so none is a failure. */
    private static BpeVocabulary vocabularyOf(Configuration conf, Path out, Counted counted) throws IOException {
        Path vocabDir = new Path(out, "_vocab");
        BpeVocabulary vocabulary = vocabulary(conf, vocabDir);
        if (vocabulary.entries().isEmpty() && counted.tally().rows() > 0) {
            throw new IOException("pass 4 kept " + counted.tally().rows() + " pairs but left no token counts under "
                    + vocabDir);
        }
        return vocabulary;
    }

    /** Part {@code index}'s identity in this run. */
    static PartIdentity partIdentity(Configuration conf, int index) {
        return new PartIdentity(conf.get(RUN_ID), index, conf.getInt(ParallelConf.PARTITIONS, -1));
    }

    private void readBothSides(Job job) throws IOException {
        job.setInputFormatClass(DamageAwareTextInputFormat.class);
        FileInputFormat.setInputPaths(job, src, tgt);
    }

    private static Map<String, Long> counts(Counters c) {
        Map<String, Long> m = new LinkedHashMap<>();
        String group = ParallelCounts.class.getSimpleName();
        m.put(ParallelCounts.PAIRS_READ, c.findCounter(group, ParallelCounts.PAIRS_READ).getValue());
        m.put(ParallelCounts.PAIRS_KEPT, c.findCounter(group, ParallelCounts.PAIRS_KEPT).getValue());
        for (PairRejectReason r : PairRejectReason.values()) {
            m.put(r.name(), c.findCounter(r).getValue());
        }
        return m;
    }

    private static List<WordCount> wordTable(Configuration conf, Path dir) throws IOException {
        List<WordCount> words = new ArrayList<>();
        FileSystem fs = dir.getFileSystem(conf);
        Text word = new Text();
        LongWritable count = new LongWritable();
        for (FileStatus f : fs.listStatus(dir, p -> p.getName().startsWith("part-"))) {
            try (SequenceFile.Reader r = new SequenceFile.Reader(conf, SequenceFile.Reader.file(f.getPath()))) {
                while (r.next(word, count)) {
                    words.add(new WordCount(word.toString(), count.get()));
                }
            }
        }
        return words;
    }

    private static BpeVocabulary vocabulary(Configuration conf, Path dir) throws IOException {
        BpeVocabulary v = new BpeVocabulary();
        for (String line : readLines(conf, dir, "vocab")) {
            String[] f = line.split("\t");
            v.merge(f[0], new BpeVocabulary.Entry(Long.parseLong(f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]),
                    Integer.parseInt(f[4])));
        }
        return v;
    }

    private static List<String> readLines(Configuration conf, Path dir, String prefix) throws IOException {
        List<String> lines = new ArrayList<>();
        FileSystem fs = dir.getFileSystem(conf);
        if (!fs.exists(dir)) {
            return lines;
        }
        for (FileStatus f : fs.listStatus(dir, p -> p.getName().startsWith(prefix))) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(fs.open(f.getPath()), StandardCharsets.UTF_8))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    if (!l.isEmpty()) {
                        lines.add(l);
                    }
                }
            }
        }
        return lines;
    }

    private static void write(Configuration conf, Path p, String text) throws IOException {
        try (FSDataOutputStream out = p.getFileSystem(conf).create(p, true)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Pass 2's files, each read whole by one task, in order: a part is a partition. */
    public static final class WholeFiles extends SequenceFileInputFormat<LongWritable, Text> {
        @Override
        protected boolean isSplitable(JobContext context, Path file) {
            return false;
        }
    }
}

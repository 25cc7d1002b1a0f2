package org.trainprep.core.parallel;

import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.LineFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;
import org.trainprep.core.vocab.WordCount;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parallel-text passes, written once for every engine (see {@code docs/PARALLEL.md}): a pair is
 * line {@code n} of each side, but the engines split the two files independently, so (1) each split
 * counts its lines, whose prefix sums number every line ({@link SplitLines}); (2) each side is
 * tokenized where it is read and keyed by line number, and a shuffle into contiguous ranges of
 * line numbers meets the two lines of each pair in order, where they are cleaned and the kept ones
 * written as a dataset; (3) the kept pairs' word counts, combined before their shuffle; the merges
 * learned in the driver; with {@code --h5} a pass counting every part's tokens, whose order numbers
 * the ids; (4) each partition's pairs segmented into its part. No sentence passes through the driver.
 */
public final class ParallelProgram implements StageProgram {

    /** Engine setting: the partitions of the pairs (reduce tasks, parts); by default one a 256 MB of input. */
    public static final String PARTITIONS = "trainprep.parallel.partitions";
    /** Engine setting: rejected pairs each partition keeps as samples. */
    public static final String REJECTS_PER_TASK = "trainprep.parallel.rejects-per-task";
    /** Input bytes per partition of the pairs when the partitions are not given. */
    public static final long BYTES_PER_PARTITION = 256L << 20;
    private static final String LINES = "_lines";
    private static final String PAIRS = "pairs";
    private static final String WORDS = "words";
    private static final String VOCAB = "vocab";
    private static final String TOKENS = "tokens-";

    private final ParallelOptions options;
    private String src;
    private String tgt;
    private int partitions;
    private int rejectsPerTask = 100;
    private SplitLines table;
    private DriverFiles files;

    public ParallelProgram(ParallelOptions options) {
        this.options = options;
    }

    /** The two sides (or the folder's two files of their languages) and the development pair, checked before the claim. */
    @Override
    public void prepare(DriverFiles files) throws IOException, UsageException {
        this.files = files;
        if (options.dev() != null) {
            file(files, options.dev().src(), "--dev");
            file(files, options.dev().tgt(), "--dev");
            DevPair.check(options.dev().src(), options.dev().tgt(), devFiles(files));
        }
        if (options.folder()) {
            String dir = options.src();
            if (!files.isFolder(dir)) {
                throw new UsageException("parallel: --input " + dir + " is not a folder: give the folder holding the"
                        + " two sides, or the sides as --src and --tgt");
            }
            src = side(files, dir, options.settings().srcLang());
            tgt = side(files, dir, options.settings().tgtLang());
        } else {
            src = file(files, options.src(), "--src");
            tgt = file(files, options.tgt(), "--tgt");
        }
        rejectsPerTask = files.wholeSetting(REJECTS_PER_TASK, 0, rejectsPerTask);
        int given = files.wholeSetting(PARTITIONS, 0, 0);
        java.util.Optional<String> refusal = files.partitionLimit().flatMap(l -> l.refusal("parallel", "-D " + PARTITIONS,
                given));
        if (refusal.isPresent()) {
            throw new UsageException(refusal.get());
        }
        long bytes = files.size(src) + files.size(tgt);
        partitions = given > 0 ? given
                : (int) Math.max(1, Math.min(10_000, (bytes + BYTES_PER_PARTITION - 1) / BYTES_PER_PARTITION));
    }

    private static String file(DriverFiles files, String name, String option) throws IOException, UsageException {
        if (!files.isFile(name)) {
            throw new UsageException("parallel: " + option + " " + name + " is not a file: a side of a corpus is one"
                    + " file, one sentence a line");
        }
        return files.qualified(name);
    }

    private static String side(DriverFiles files, String dir, String lang) throws IOException, UsageException {
        List<String> found = new ArrayList<>();
        for (String f : files.list(dir)) {
            String name = f.substring(f.lastIndexOf('/') + 1);
            if (!name.startsWith("_") && !name.startsWith(".") && lang.equals(ParallelSettings.languageOf(name))) {
                found.add(f);
            }
        }
        if (found.size() != 1) {
            throw new UsageException("parallel: --input " + files.qualified(dir) + " holds " + found.size()
                    + " files named *." + lang + (found.isEmpty() ? "" : " " + found.stream()
                    .map(f -> f.substring(f.lastIndexOf('/') + 1)).sorted().toList())
                    + ": it must hold one per side; or give the sides as --src and --tgt");
        }
        return found.get(0);
    }

    private static DevPair.Files devFiles(DriverFiles files) {
        return new DevPair.Files() {
            @Override
            public long size(String file) throws IOException {
                return files.size(file);
            }

            @Override
            public java.io.InputStream open(String file) throws IOException {
                return files.open(file);
            }
        };
    }

    @Override
    public Read read(Stages stages) throws IOException, InterruptedException {
        List<String> sides = List.of(src, tgt);
        PassResult lines = stages.run(Pass.overLines("lines", sides, true, new CountLines()).build());
        table = SplitLines.of(lines.lines(LINES));
        refuseDamagedSides(lines);
        if (table.lines(0) != table.lines(1)) {
            throw new IOException(LocalParallelRunner.misaligned(src, tgt, table.lines(0), table.lines(1)));
        }
        long total = table.lines(0);
        PassResult join = stages.run(Pass.overLines("join", sides, true, new Sides(options.settings(), table))
                .shuffle(new Shuffle(partitions, new LineRanges(total), Shuffle.Order.bytes(), null,
                        new Join(options.settings(), src)))
                .rejectsPerTask(rejectsPerTask).build());
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put(ParallelCounts.PAIRS_READ, join.count(ParallelCounts.PAIRS_READ));
        counts.put(ParallelCounts.PAIRS_KEPT, join.count(ParallelCounts.PAIRS_KEPT));
        for (PairRejectReason r : PairRejectReason.values()) {
            counts.put(r.name(), join.count(r.name()));
        }
        return new Read(ParallelCounts.tally(counts), join);
    }

    /**
     * What a distinct word costs the driver while merges are learned, its entry and the learner's
     * tables: 1.2 million words (a WMT vocabulary) learn in a 768 MB heap and not in 512 MB.
     */
    static final int LEARNER_BYTES_PER_WORD = 640;

    /**
     * Words past which learning cannot fit {@code heapBytes} even at half the measured cost: the
     * run fails at once, naming the heap, where a corpus of 20 million distinct words collected
     * garbage for minutes before an out-of-memory error (and did not stop for Ctrl-C meanwhile).
     */
    static long mostLearnableWords(long heapBytes) {
        return 2 * heapBytes / LEARNER_BYTES_PER_WORD;
    }

    @Override
    public Outcome write(Stages stages, Read read) throws IOException, InterruptedException {
        ParallelSettings s = options.settings();
        PassResult.DatasetRef pairs = read.sideOutputs().dataset(PAIRS);
        List<WordCount> table = new ArrayList<>();
        BpeCodes codes = BpeCodes.NONE;
        if (s.bpe().learns()) {
            PassResult words = stages.run(Pass.overDataset("words", pairs, new SplitWords())
                    .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hash(), Shuffle.Order.bytes(), Longs::sum,
                            new SumWords())).build());
            long most = mostLearnableWords(Runtime.getRuntime().maxMemory());
            try (PassResult.Records r = stages.records(words.dataset(WORDS), -1)) {
                while (r.hasNext()) {
                    PassResult.Record w = r.next();
                    table.add(new WordCount(new String(w.key(), StandardCharsets.UTF_8), Longs.of(w.value())));
                    if (table.size() > most) {
                        throw new IOException(String.format(Locale.ROOT, "more than %,d distinct words to learn merges"
                                + " from: the driver holds them all with the learner's tables (some %d bytes each), twice"
                                + " what its %,d MB heap can; give it more (TRAINPREP_JAVA_OPTS=-Xmx8g, HADOOP_CLIENT_OPTS"
                                + " or spark.driver.memory) or check the corpus (tokenized? --max-word-length)", most,
                                LEARNER_BYTES_PER_WORD, Runtime.getRuntime().maxMemory() >> 20));
                    }
                }
            }
            long start = System.nanoTime();
            codes = s.bpe().learner().learn(table.iterator());
            stages.progress().always(String.format(Locale.ROOT, "learned %,d merges from %,d distinct words in %.1f s",
                    codes.size(), table.size(), (System.nanoTime() - start) / 1e9));
        }
        String codesText = codes.text();
        String ids = null;
        if (options.h5()) {
            // ids follow the vocabulary's order: every part's tokens counted first, nothing written
            PassResult counted = stages.run(Pass.overDataset("token-counts", pairs, new Parts(s, codesText, null, false))
                    .build());
            ids = vocabulary(stages, counted, read).text();
        }
        PassResult parts = stages.run(Pass.overDataset("parts", pairs, new Parts(s, codesText, ids, true))
                .files(stages.parts()).build());
        BpeVocabulary vocabulary = vocabulary(stages, parts, read);
        return new ParallelOutcome(stages.engine(), options, codes, vocabulary, table.size(), parts.count(TOKENS + "src"),
                parts.count(TOKENS + "tgt"), devFiles(stages, codes));
    }

    /**
     * A side the readers could not read to its end (a truncated {@code .gz}, plain text named
     * {@code .gz}) fails the run naming it, before its short line count is taken for misaligned sides.
     * No pair of a damaged side can be kept aligned, so there is nothing to skip.
     */
    private static void refuseDamagedSides(PassResult lines) throws IOException {
        Map<String, String> damaged = lines.damaged();
        if (!damaged.isEmpty()) {
            throw new IOException(org.trainprep.core.rejects.DamagedInputs.failure(damaged, false));
        }
    }

    /** The BPE vocabulary a parts pass counted; a part with pairs always has tokens, so none is a failure. */
    private static BpeVocabulary vocabulary(Stages stages, PassResult pass, Read read) throws IOException {
        BpeVocabulary v = new BpeVocabulary();
        try (PassResult.Records r = stages.records(pass.dataset(VOCAB), -1)) {
            while (r.hasNext()) {
                PassResult.Record e = r.next();
                ByteBuffer b = ByteBuffer.wrap(e.value());
                v.merge(new String(e.key(), StandardCharsets.UTF_8),
                        new BpeVocabulary.Entry(b.getLong(), b.getInt(), b.getLong(), b.getInt()));
            }
        }
        if (v.size() == 0 && read.tally().rows() > 0) {
            throw new IOException("the parts pass kept " + read.tally().rows() + " pairs but counted no tokens");
        }
        return v;
    }

    /** The development pair tokenized and segmented in the driver, by output name; empty without one. */
    private Map<String, byte[]> devFiles(Stages stages, BpeCodes codes) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        if (options.dev() == null) {
            return out;
        }
        ParallelSettings s = options.settings();
        java.util.function.UnaryOperator<String> bpe = s.bpe().segmenter(codes);
        String a = options.dev().src();
        String b = options.dev().tgt();
        out.put(s.devFile(a, b, s.srcLang()), DevPair.segment(files.open(a), new SideText(s.tokenize(), s.srcLang()), bpe));
        out.put(s.devFile(a, b, s.tgtLang()), DevPair.segment(files.open(b), new SideText(s.tokenize(), s.tgtLang()), bpe));
        return out;
    }

    /** Pass 1: a split's lines counted, one record a split. */
    private static final class CountLines implements LineFn {
        private transient TaskContext task;
        private long lines;

        @Override
        public void setup(TaskContext task) {
            this.task = task;
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) {
            lines++;
        }

        @Override
        public void tooLong(long offset, byte[] head, int length, TaskOutput out) {
            lines++;
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            out.line(LINES, SplitLines.record(task.split().fileIndex(), task.split().start(), lines));
        }
    }

    /** Pass 2's map: a side's lines, numbered by the split table, decoded and tokenized, keyed by number. */
    private static final class Sides implements LineFn {
        private final ParallelSettings settings;
        private final SplitLines table;
        private transient SideText text;
        private transient int side;
        private transient long line;

        Sides(ParallelSettings settings, SplitLines table) {
            this.settings = settings;
            this.table = table;
        }

        @Override
        public void setup(TaskContext task) throws IOException {
            side = task.split().fileIndex();
            text = new SideText(settings.tokenize(), side == 0 ? settings.srcLang() : settings.tgtLang());
            line = table.firstLine(side, task.split().start());
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            String prepared = text.prepare(bytes, length);
            byte[] body = prepared == null ? java.util.Arrays.copyOf(bytes, length) : prepared.getBytes(StandardCharsets.UTF_8);
            out.emit(Longs.bytes(line++), SideRecord.encode(side, prepared != null, offset, body));
        }

        /** Still a line of its side, numbered as one: its pair is dropped by the join, the pairs after it stay aligned. */
        @Override
        public void tooLong(long offset, byte[] head, int length, TaskOutput out) throws IOException {
            out.emit(Longs.bytes(line++), SideRecord.encodeTooLong(side, offset, java.util.Arrays.copyOf(head, length)));
        }
    }

    /** Line {@code n} of {@code total} goes to partition {@code n * P / total}: contiguous ranges, in order. */
    private record LineRanges(long total) implements Shuffle.Partitioner {
        @Override
        public int partition(byte[] key, int length, int partitions) {
            long n = ByteBuffer.wrap(key, 0, length).getLong();
            return (int) Math.min(partitions - 1, n * partitions / Math.max(1, total));
        }
    }

    /** Pass 2's reduce: the two lines of a number joined and cleaned; the kept pair to the pairs, a dropped one counted and sampled. */
    private static final class Join implements GroupFn {
        private final ParallelSettings settings;
        private final String srcFile;
        private transient PairCleaner cleaner;

        Join(ParallelSettings settings, String srcFile) {
            this.settings = settings;
            this.srcFile = srcFile;
        }

        @Override
        public void setup(TaskContext task) {
            cleaner = settings.clean().cleaner();
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            SideRecord src = null;
            SideRecord tgt = null;
            while (values.hasNext()) {
                byte[] v = values.next();
                SideRecord r = SideRecord.decode(v, v.length);
                if (r.side == 0) {
                    src = r;
                } else {
                    tgt = r;
                }
            }
            long line = Longs.of(key);
            if (src == null || tgt == null) {
                throw new IOException("line " + (line + 1) + " has no " + (src == null ? "source" : "target")
                        + " side, though pass 1 counted as many lines on each");
            }
            out.count(ParallelCounts.PAIRS_READ, 1);
            PairCleaner.Result r = SideRecord.join(cleaner, src, tgt);
            if (r.reason() != null) {
                out.count(r.reason().name(), 1);
                if (out.wantsRejects()) {
                    byte[] sample = SideRecord.sample(src, tgt);
                    out.reject(RejectRecord.of(r.reason().name(), srcFile, src.offset, sample, 0, sample.length)
                            .withField("line " + (line + 1)));
                }
                return;
            }
            out.count(ParallelCounts.PAIRS_KEPT, 1);
            out.record(PAIRS, key, (r.src() + "\t" + r.tgt()).getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * Pass 3's map: the words of both sides of the kept pairs, counted in the task first (words
     * follow Zipf's law: most occurrences are of few words), the counts emitted before a pair could
     * take the table past what half the task's memory holds
     * ({@link org.trainprep.core.vocab.WordCounts#wordsWithin}), and at the end.
     */
    private static final class SplitWords implements RecordFn {
        private transient org.trainprep.core.vocab.WordCounts counts;

        @Override
        public void setup(TaskContext task) {
            counts = new org.trainprep.core.vocab.WordCounts(task.memory() / 2);
        }

        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            if (!counts.holdsText(value.length)) {
                flush(out);
            }
            // the pair's UTF-8 bytes, split in place: source, a tab, target
            int tab = 0;
            while (value[tab] != '\t') {
                tab++;
            }
            CharSequence pair = Words.bytes(value);
            Words.forEach(pair, 0, tab, (b, e) -> counts.add(value, b, e - b));
            Words.forEach(pair, tab + 1, value.length, (b, e) -> counts.add(value, b, e - b));
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            flush(out);
        }

        private void flush(TaskOutput out) throws IOException {
            org.trainprep.core.vocab.WordCounts.Cursor c = counts.cursor();
            while (c.next()) {
                out.emit(c.wordBytes(), Longs.bytes(c.count()));
            }
            counts.clear();
        }
    }

    /** Pass 3's reduce: a word's counts summed. */
    private static final class SumWords implements GroupFn {
        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            long n = 0;
            while (values.hasNext()) {
                n += Longs.of(values.next());
            }
            out.record(WORDS, key, Longs.bytes(n));
        }
    }

    /**
     * Pass 4: a partition's kept pairs, in line order, segmented with the codes; with a part folder
     * written as its part, else (the {@code --h5} counting pass) only counted. Its BPE token counts,
     * with their first occurrences, go to the vocabulary dataset.
     */
    private static final class Parts implements RecordFn {
        private final ParallelSettings settings;
        private final String codes;
        private final String ids;
        private final boolean writes;
        private transient TaskContext task;
        private transient ParallelPartWriter part;
        private transient ParallelTokenCount count;

        /** @param writes whether it writes parts (else it only counts the tokens: {@code --h5}'s first pass) */
        Parts(ParallelSettings settings, String codes, String ids, boolean writes) {
            this.settings = settings;
            this.codes = codes;
            this.ids = ids;
            this.writes = writes;
        }

        @Override
        public void setup(TaskContext task) {
            this.task = task;
        }

        private BpeCodes codes() throws IOException {
            return BpeCodes.read(new java.io.BufferedReader(new java.io.StringReader(codes)));
        }

        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            String pair = new String(value, StandardCharsets.UTF_8);
            int tab = pair.indexOf('\t');
            long line = Longs.of(key);
            if (part == null && count == null) {
                start(out);
            }
            if (part != null) {
                part.pair(line, pair.substring(0, tab), pair.substring(tab + 1));
            } else {
                count.pair(line, pair.substring(0, tab), pair.substring(tab + 1));
            }
        }

        private void start(TaskOutput out) throws IOException {
            if (writes) {
                part = new ParallelPartWriter(settings, codes(), out.scratch(), ids == null ? null : TokenIds.of(ids),
                        task.memory() / 2);
            } else {
                count = new ParallelTokenCount(settings.bpe(), codes(), task.memory() / 2);
            }
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            if (part == null && count == null) {
                start(out);
            }
            BpeVocabulary vocabulary = part != null ? part.vocabulary() : count.vocabulary();
            try {
                if (part != null) {
                    PartIdentity identity = new PartIdentity(task.runId(), task.index(), task.tasks());
                    out.file(String.format(Locale.ROOT, "part-%05d.h5", task.index()), stream -> part.finish(stream, identity));
                }
                for (Map.Entry<String, BpeVocabulary.Entry> e : vocabulary.entries().entrySet()) {
                    BpeVocabulary.Entry v = e.getValue();
                    out.record(VOCAB, e.getKey().getBytes(StandardCharsets.UTF_8), ByteBuffer.allocate(24)
                            .putLong(v.count()).putInt(v.side()).putLong(v.line()).putInt(v.position()).array());
                }
                out.count(TOKENS + "src", part != null ? part.tokens(0) : count.tokens(0));
                out.count(TOKENS + "tgt", part != null ? part.tokens(1) : count.tokens(1));
            } finally {
                if (part != null) {
                    part.close();
                }
            }
        }
    }

    /** Longs as 8 big-endian bytes: in unsigned byte order, non-negative ones sort by value. */
    static final class Longs {
        private Longs() {
        }

        static byte[] bytes(long v) {
            return ByteBuffer.allocate(8).putLong(v).array();
        }

        static long of(byte[] b) {
            return ByteBuffer.wrap(b).getLong();
        }

        static byte[] sum(byte[] a, byte[] b) {
            return bytes(of(a) + of(b));
        }
    }
}

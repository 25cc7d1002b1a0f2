package org.trainprep.core.reviews;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.MatrixPart;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.rejects.FileYield;
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
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCount;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The review chain, written once for every engine (see {@code docs/REVIEWS.md}): (1) each line
 * parsed and cleaned ({@link CleanStage}), counted by kind and reason, a sample of the invalid
 * ones kept, each record keyed by its cleaned text in {@link TextOrder} (hash ranges as
 * partitions), so the copies of a text meet and become one distinct text rated by their mode,
 * whose words are counted there; (2) unless a vocabulary is given, those counts summed by word
 * ({@link VocabularyCount}: by a pass, each partition keeping its top K, merged in the driver into
 * the vocabulary, or by the driver itself when the counts are few); (3) each partition's
 * distinct texts, in order, encoded into its part. One part per partition, an empty one too; no
 * text passes through the driver.
 */
public final class ReviewsProgram implements StageProgram {

    private static final String DISTINCT = "distinct";
    private static final String WORDS = "words";

    private final ReviewsOptions options;
    private DriverFiles files;
    private Vocabulary supplied;
    private ReviewsSizing sizing;

    public ReviewsProgram(ReviewsOptions options) {
        this.options = options;
    }

    /** A supplied vocabulary read and judged, and a partition count the engine cannot run refused, before the claim. */
    @Override
    public void prepare(DriverFiles files) throws IOException, UsageException {
        this.files = files;
        String vocab = options.encoding().vocabFile();
        supplied = vocab == null ? null : SuppliedVocabulary.read(files, vocab);
        if (!options.parts().autoReducers()) {
            Optional<String> refusal = files.partitionLimit()
                    .flatMap(l -> l.refusal(options.type().name(), "--reducers", options.parts().reducers()));
            if (refusal.isPresent()) {
                throw new UsageException(refusal.get());
            }
        }
    }

    @Override
    public Read read(Stages stages) throws IOException, InterruptedException {
        sizing = ReviewsSizing.of(files, options, stages.inputFiles(), stages.inputSizes(), stages::slots);
        stages.progress().always("reviews: " + sizing.describe());
        int partitions = sizing.reducers();
        boolean nearDup = options.nearDup() != null;
        PassResult clean = stages.run(Pass.overLines("clean", stages.inputFiles(), false, new Clean(options.fields(), nearDup))
                .shuffle(new Shuffle(partitions, partitioner(), Shuffle.Order.bytes(), nearDup ? Copies::merge : Ratings::merge,
                        new Dedup(supplied == null && !nearDup, nearDup)))
                .rejectsPerTask(options.rejectsPerTask()).build());
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (RejectReason r : RejectReason.values()) {
            byReason.put(r.name(), clean.count(r.name()));
        }
        return new Read(new Tally(clean.count(ReviewCounters.LINES_READ.name()), clean.count(ReviewCounters.VALID.name()),
                clean.count(ReviewCounters.INVALID.name()), clean.count(ReviewCounters.BLANK.name()), byReason,
                clean.count(ReviewCounters.DISTINCT_TEXTS.name()), counts(List.of(clean))), clean);
    }

    @Override
    public Outcome write(Stages stages, Read read) throws IOException, InterruptedException {
        PassResult clean = read.sideOutputs();
        int partitions = sizing.reducers();
        Vocabulary vocab = supplied;
        CountSpectrum spectrum = null;
        List<WordCount> top = List.of();
        PassResult.DatasetRef distinct = clean.dataset(DISTINCT);
        PassResult.DatasetRef words = clean.dataset(WORDS);
        List<PassResult> passes = new ArrayList<>(List.of(clean));
        NearDuplicateRemoval.Result nearDup = null;
        if (options.nearDup() != null) {
            stages.progress().always("near-duplicates: " + options.nearDup().describe());
            nearDup = NearDuplicateRemoval.run(stages, options.nearDup(), distinct, partitions, supplied == null, WORDS);
            distinct = nearDup.kept();
            words = nearDup.words();
            passes.addAll(nearDup.passes());
        }
        if (supplied == null) {
            VocabularyCount.Counted counted = VocabularyCount.of(stages, words, passes, partitions,
                    options.encoding().vocabSize(), options.driverWordCounts());
            spectrum = counted.spectrum();
            top = counted.top();
            vocab = Vocabulary.fromRanked(top);
        }
        ReviewsOptions.Encoding e = options.encoding();
        PassResult encoded = stages.run(Pass.overDataset("encode", distinct,
                new Encode(vocab.toJson(), e.seqLen(), e.labels(), e.dtype(), stages.sources()))
                .files(stages.parts()).build());
        passes.add(encoded);
        ReviewsOutcome outcome = new ReviewsOutcome(options, counts(passes), new ReviewTally.Sums(sums(passes)), vocab,
                supplied != null, spectrum, top, sizing,
                nearDup == null ? null : nearDup.findings());
        outcome.checkFit();
        return outcome;
    }

    /** Every review count by name ({@link ReviewCounters}, then reject reasons), summed over {@code passes}. */
    private static Map<String, Long> counts(List<PassResult> passes) {
        Map<String, Long> m = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        for (ReviewCounters c : ReviewCounters.values()) {
            names.add(c.name());
        }
        for (RejectReason r : RejectReason.values()) {
            names.add(r.name());
        }
        for (String name : names) {
            m.put(name, passes.stream().mapToLong(p -> p.count(name)).sum());
        }
        return m;
    }

    /** The tasks' {@link ReviewTally} sums over {@code passes}. */
    private static Map<String, Long> sums(List<PassResult> passes) {
        Map<String, Long> m = new java.util.TreeMap<>();
        for (PassResult p : passes) {
            p.counts().forEach((name, n) -> {
                if (name.startsWith(ReviewTally.PREFIX)) {
                    m.merge(name.substring(ReviewTally.PREFIX.length()), n, Long::sum);
                }
            });
        }
        return m;
    }

    /** Adds a task's tally to its counters, under {@link ReviewTally#PREFIX}. */
    private static void count(ReviewTally tally, TaskOutput out) {
        tally.counts().forEach((name, n) -> out.count(ReviewTally.PREFIX + name, n));
    }

    /**
     * A distinct text's key, for its cleaned (ASCII) bytes {@code text[0, length)}: its {@link TextOrder}
     * hash (8 bytes, big-endian) then its bytes; unsigned byte order is text order.
     */
    static byte[] key(byte[] text, int length) {
        byte[] key = new byte[8 + length];
        System.arraycopy(text, 0, key, 8, length);
        ByteBuffer.wrap(key).putLong(TextOrder.hash(key, 8, length));
        return key;
    }

    /** Pass 1's map: each line cleaned, counted and, when a record, keyed by its text with its rating. */
    private static final class Clean implements LineFn {
        private final ReviewFields fields;
        private final boolean positions;
        private transient CleanStage stage;
        private transient int fileIndex;
        private transient ReviewTally tally;
        private transient String file;
        private transient long[] kinds;
        private transient long[] reasons;

        /** @param positions whether each record carries its input position (for near-duplicate removal) */
        Clean(ReviewFields fields, boolean positions) {
            this.fields = fields;
            this.positions = positions;
        }

        @Override
        public void setup(TaskContext task) {
            stage = new CleanStage(fields);
            tally = new ReviewTally();
            file = task.split().file();
            fileIndex = task.split().fileIndex();
            kinds = new long[ReviewCounters.values().length];
            reasons = new long[RejectReason.values().length];
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            taken(stage.accept(bytes, 0, length), offset, bytes, length, out);
        }

        @Override
        public void tooLong(long offset, byte[] head, int length, TaskOutput out) throws IOException {
            stage.tooLong();
            taken(false, offset, head, length, out);
        }

        private void taken(boolean record, long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            // counted here and handed on at the end: a map lookup per counter per line costs more than the parse
            for (Enum<?> c : stage.counters()) {
                if (c instanceof ReviewCounters k) {
                    kinds[k.ordinal()]++;
                } else {
                    reasons[c.ordinal()]++;
                }
            }
            if (record) {
                out.emit(key(stage.cleanedBytes(), stage.cleanedLength()), positions ? Copies.one(stage.rating(), fileIndex, offset)
                        : Ratings.one(stage.rating()));
                tally.kept(stage.rating());
            } else if (stage.reason() != null && out.wantsRejects()) {
                out.reject(RejectRecord.of(stage.reason().name(), file, offset, bytes, 0, length)
                        .withField(stage.reasonField()));
                kinds[ReviewCounters.REJECTS_SAMPLED.ordinal()]++;
            }
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            for (ReviewCounters c : ReviewCounters.values()) {
                if (kinds[c.ordinal()] > 0) {
                    out.count(c.name(), kinds[c.ordinal()]);
                }
            }
            for (RejectReason r : RejectReason.values()) {
                if (reasons[r.ordinal()] > 0) {
                    out.count(r.name(), reasons[r.ordinal()]);
                }
            }
            count(tally, out);
            // the file's yield, so a whole file of another kind cannot hide among good ones under the run's budget
            out.line("_yield", FileYield.line(file, kinds[ReviewCounters.VALID.ordinal()],
                    kinds[ReviewCounters.INVALID.ordinal()], kinds[ReviewCounters.BLANK.ordinal()]));
        }
    }

    /** The dedup shuffle's partitioner. */
    static Shuffle.Partitioner partitioner() {
        return new HashRanges();
    }

    /** A key's partition: the {@link TextOrder} range its hash falls in, so partitions in order are text order. */
    private static final class HashRanges implements Shuffle.Partitioner {
        @Override
        public int partition(byte[] key, int length, int partitions) {
            return TextOrder.partition(ByteBuffer.wrap(key, 0, 8).getLong(), partitions);
        }
    }

    /**
     * Pass 1's reduce: a text's copies become one distinct text ({@link DistinctTexts}); or, when
     * near-duplicates are to go, the text with its copies' ratings and earliest position
     * ({@link Copies}), for {@link NearDuplicateRemoval}.
     */
    private static final class Dedup implements GroupFn {
        private final boolean countWords;
        private final boolean nearDup;
        private transient RatingHistogram copies;
        private transient DistinctTexts texts;
        private transient long distinct;

        Dedup(boolean countWords, boolean nearDup) {
            this.countWords = countWords;
            this.nearDup = nearDup;
        }

        @Override
        public void setup(TaskContext task) {
            copies = new RatingHistogram();
            texts = new DistinctTexts(DISTINCT, WORDS, countWords, task.memory() / 2);
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            copies.clear();
            distinct++;
            byte[] text = java.util.Arrays.copyOfRange(key, 8, key.length);
            if (!nearDup) {
                while (values.hasNext()) {
                    Ratings.addTo(copies, values.next());
                }
                texts.write(text, copies, out);
                return;
            }
            byte[] earliest = null;
            while (values.hasNext()) {
                byte[] v = values.next();
                Copies.addTo(copies, v);
                byte[] p = Copies.position(v);
                if (earliest == null || java.util.Arrays.compareUnsigned(p, earliest) < 0) {
                    earliest = p;
                }
            }
            out.record(DISTINCT, text, Copies.of(copies, earliest));
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            texts.finish(out);
            out.count(ReviewCounters.DISTINCT_TEXTS.name(), distinct);
        }
    }

    /**
     * Pass 3: a partition's distinct texts, in text order, encoded into its part
     * {@code part-NNNNN.h5}. The row count is known only at the end, so rows are spooled locally,
     * then the part is written front to back.
     */
    private static final class Encode implements RecordFn {
        private final byte[] vocabulary;
        private final int seqLen;
        private final LabelScheme labels;
        private final ElementType dtype;
        private final List<String> sources;
        private transient TaskContext task;
        private transient Vocabulary vocab;
        private transient SequenceEncoder encoder;
        private transient int[] row;
        private transient ReviewTally tally;
        private transient RowSpool spool;

        Encode(byte[] vocabulary, int seqLen, LabelScheme labels, ElementType dtype, List<String> sources) {
            this.vocabulary = vocabulary;
            this.seqLen = seqLen;
            this.labels = labels;
            this.dtype = dtype;
            this.sources = List.copyOf(sources);
        }

        @Override
        public void setup(TaskContext task) throws IOException {
            this.task = task;
            vocab = Vocabulary.read(new ByteArrayInputStream(vocabulary));
            encoder = new SequenceEncoder(vocab, seqLen, labels);
            row = new int[encoder.rowWidth()];
            tally = new ReviewTally(seqLen);
        }

        private RowSpool spool(TaskOutput out) throws IOException {
            if (spool == null) {
                spool = new RowSpool(out.scratch(), encoder.rowWidth(), dtype);
            }
            return spool;
        }

        @Override
        public void record(byte[] text, byte[] mode, TaskOutput out) throws IOException {
            int tokens = encoder.encode(text, text.length, mode[0], row);
            tally.encoded(tokens, encoder.unknownInLastRow());
            spool(out).add(row);
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            RowSpool rows = spool(out);
            try {
                TrainerFileAttributes attributes = new TrainerFileAttributes(vocab.nVocab(), seqLen, Vocabulary.PAD_ID,
                        Vocabulary.UNK_ID, labels.id(), rows.rows(), vocab.sha256(), sources, ProjectInfo.createdBy());
                PartIdentity identity = new PartIdentity(task.runId(), task.index(), task.tasks());
                // header first, then the spooled rows, straight to the store: no local copy of the part
                out.file(String.format(Locale.ROOT, "part-%05d.h5", task.index()),
                        stream -> MatrixPart.write(stream, attributes.toFileAttributes(), identity, rows));
                out.count(ReviewCounters.ROWS_WRITTEN.name(), rows.rows());
                count(tally, out);
            } finally {
                rows.close();
            }
        }
    }

    /**
     * A text's ratings as the shuffle carries them: one byte for a single copy, else the count of
     * each rating 1..5 (5 x 8 bytes), which is what copies merged into.
     */
    static final class Ratings {
        private Ratings() {
        }

        static byte[] one(int rating) {
            return new byte[] {(byte) rating};
        }

        static void addTo(RatingHistogram h, byte[] v) {
            if (v.length == 1) {
                h.add(v[0], 1);
                return;
            }
            addCounts(h, v, 0);
        }

        /** Adds the count of each rating 1..5, 5 x 8 bytes from {@code offset}. */
        static void addCounts(RatingHistogram h, byte[] v, int offset) {
            ByteBuffer b = ByteBuffer.wrap(v, offset, 40);
            for (int r = 1; r <= 5; r++) {
                long n = b.getLong();
                if (n > 0) {
                    h.add(r, n);
                }
            }
        }

        static byte[] merge(byte[] a, byte[] b) {
            RatingHistogram h = new RatingHistogram();
            addTo(h, a);
            addTo(h, b);
            ByteBuffer out = ByteBuffer.allocate(40);
            for (int r = 1; r <= 5; r++) {
                out.putLong(h.count(r));
            }
            return out.array();
        }

        static byte[] longBytes(long v) {
            return ByteBuffer.allocate(8).putLong(v).array();
        }
    }
}

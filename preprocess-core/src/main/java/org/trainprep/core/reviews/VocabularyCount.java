package org.trainprep.core.reviews;

import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.core.vocab.WordCounts;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Pass 2 of the review chain: the word counts the dedup tasks handed on (dataset {@code words},
 * a word once per task's flush) summed by word into the top K and the count spectrum. Summed by
 * a pass (a shuffle by word, each partition keeping its top K), or, when the tasks handed on few
 * enough counts, by the driver reading them: the same words, counts and spectrum either way
 * ({@link TopWords} and {@link CountSpectrum} do not depend on the order words come in), without
 * the cost of a job, which on YARN alone outlasts reading a few tens of MB.
 */
final class VocabularyCount {

    /** The name of the pass, and of its time in the run's summary when the driver sums instead. */
    static final String PASS = "vocabulary";

    private static final String TOP = "top";
    private static final String SPECTRUM = "spectrum";

    /**
     * The count a dedup task keeps of the word counts it handed on, so the driver knows what
     * summing them itself would read and hold before it does.
     */
    static final String HANDED_ON = "words.handed_on";

    /** The bytes of the words in those counts, so a few long words cannot fill the driver's heap either. */
    static final String HANDED_ON_BYTES = "words.handed_on_bytes";

    /**
     * The default of {@code --driver-word-counts}: the most word counts the driver sums itself. A
     * million counts are some 30 MB to read, and at most a million distinct words in a
     * {@link WordCounts} table of 2^21 slots (40 MB) with their arrays (16 MB of headers and at most
     * {@link #DRIVER_MAX_WORD_BYTES} of bytes): at most some 90 MB of the driver's heap. 1 M
     * realistic reviews hand on 0.8 million counts of 7 MB of words, the 92 GB dump hundreds of
     * millions.
     */
    static final long DEFAULT_DRIVER_MAX = 1L << 20;

    /** The most bytes of words the driver sums itself, whatever {@code --driver-word-counts} allows. */
    static final long DRIVER_MAX_WORD_BYTES = 32L << 20;

    private VocabularyCount() {
    }

    /** The vocabulary's candidates, best first, and how many words have each count. */
    record Counted(List<WordCount> top, CountSpectrum spectrum) {
    }

    /**
     * The top {@code k} of the counts in {@code words}, written by one of {@code writers} (its tasks
     * counting {@link #HANDED_ON} and {@link #HANDED_ON_BYTES}): summed in the driver when they
     * handed on at most {@code driverMax} counts of at most {@link #DRIVER_MAX_WORD_BYTES} of words,
     * else by a pass of {@code partitions} partitions.
     */
    static Counted of(Stages stages, PassResult.DatasetRef words, List<PassResult> writers, int partitions, int k,
                      long driverMax) throws IOException, InterruptedException {
        long handedOn = writers.stream().mapToLong(p -> p.count(HANDED_ON)).sum();
        if (fitsDriver(writers.stream().map(PassResult::counts).toList(), driverMax)) {
            stages.progress().always(String.format(java.util.Locale.ROOT,
                    "%s: summed in the driver (%,d word counts, at most %,d: --driver-word-counts)", PASS, handedOn, driverMax));
            return stages.inDriver(PASS, () -> summedInDriver(stages, words, k));
        }
        return byPass(stages, words, partitions, k);
    }

    /** Whether the counts {@code tasks} counted (by pass) are few enough for the driver to sum them itself. */
    static boolean fitsDriver(List<Map<String, Long>> tasks, long driverMax) {
        // one pass wrote the words; finished by an earlier version of the code and resumed, it may not have counted
        boolean known = tasks.stream().anyMatch(c -> c.containsKey(HANDED_ON) && c.containsKey(HANDED_ON_BYTES));
        long counts = tasks.stream().mapToLong(c -> c.getOrDefault(HANDED_ON, 0L)).sum();
        long bytes = tasks.stream().mapToLong(c -> c.getOrDefault(HANDED_ON_BYTES, 0L)).sum();
        return known && counts <= driverMax && bytes <= DRIVER_MAX_WORD_BYTES;
    }

    private static Counted summedInDriver(Stages stages, PassResult.DatasetRef words, int k) throws IOException {
        WordCounts sums = new WordCounts();
        try (PassResult.Records r = stages.records(words, -1)) {
            while (r.hasNext()) {
                PassResult.Record w = r.next();
                sums.add(w.key(), 0, w.key().length, ByteBuffer.wrap(w.value()).getLong());
            }
        }
        TopWords best = new TopWords(k);
        CountSpectrum spectrum = new CountSpectrum();
        WordCounts.Cursor c = sums.cursor();
        while (c.next()) {
            long count = c.count();
            byte[] word = c.wordBytes();
            if (!TopWords.keepable(word.length)) {
                spectrum.addUnkept(count, 1);
                continue;
            }
            spectrum.add(count);
            // most words are rare: no String for one that cannot be kept
            if (best.admits(count)) {
                best.offer(new String(word, StandardCharsets.UTF_8), count);
            }
        }
        return new Counted(best.ranked(), spectrum);
    }

    private static Counted byPass(Stages stages, PassResult.DatasetRef words, int partitions, int k)
            throws IOException, InterruptedException {
        PassResult counted = stages.run(Pass.overDataset(PASS, words, RecordFn.identity())
                // a partition's top K and count spectrum do not depend on the order its words come in.
                // No combiner: a task reads one partition of the words, each word there once (once per
                // flush of its table at most), so merging before the shuffle found nothing to merge and
                // was half of the pass's map time (docs/BENCHMARKS.md); the group sums the counts
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hash(), Shuffle.Order.bytes(), null,
                        new TopOfPartition(k))).build());
        // each partition kept its top K of the words it holds whole: the global top K is among them
        TopWords best = new TopWords(k);
        try (PassResult.Records r = stages.records(counted.dataset(TOP), -1)) {
            while (r.hasNext()) {
                PassResult.Record w = r.next();
                best.offer(new String(w.key(), StandardCharsets.UTF_8), ByteBuffer.wrap(w.value()).getLong());
            }
        }
        CountSpectrum spectrum = new CountSpectrum();
        try (PassResult.Records r = stages.records(counted.dataset(SPECTRUM), -1)) {
            while (r.hasNext()) {
                PassResult.Record s = r.next();
                long count = ByteBuffer.wrap(s.key()).getLong();
                long many = ByteBuffer.wrap(s.value()).getLong();
                if (count < 0) {
                    // the partition's words no vocabulary keeps, under their count negated
                    spectrum.addUnkept(-count, many);
                } else {
                    spectrum.add(count, many);
                }
            }
        }
        return new Counted(best.ranked(), spectrum);
    }

    /**
     * The pass's reduce: each word's counts summed; the partition keeps its top K (O(K) memory) and
     * how many words have each count, handed on at the end.
     */
    private static final class TopOfPartition implements GroupFn {
        private final int k;
        private transient TopWords top;
        private transient CountSpectrum spectrum;
        /** The partition's words no vocabulary keeps, by count. */
        private transient CountSpectrum unkept;

        TopOfPartition(int k) {
            this.k = k;
        }

        @Override
        public void setup(TaskContext task) {
            top = new TopWords(k);
            spectrum = new CountSpectrum();
            unkept = new CountSpectrum();
        }

        @Override
        public void group(byte[] word, Iterator<byte[]> counts, TaskOutput out) {
            long total = 0;
            while (counts.hasNext()) {
                total += ByteBuffer.wrap(counts.next()).getLong();
            }
            if (!TopWords.keepable(word.length)) {
                unkept.add(total);
                return;
            }
            top.offer(new String(word, StandardCharsets.UTF_8), total);
            spectrum.add(total);
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            for (WordCount w : top.ranked()) {
                out.record(TOP, w.word().getBytes(StandardCharsets.UTF_8), ReviewsProgram.Ratings.longBytes(w.count()));
            }
            for (Map.Entry<Long, Long> e : spectrum.wordsByCount().entrySet()) {
                out.record(SPECTRUM, ReviewsProgram.Ratings.longBytes(e.getKey()), ReviewsProgram.Ratings.longBytes(e.getValue()));
            }
            for (Map.Entry<Long, Long> e : unkept.wordsByCount().entrySet()) {
                out.record(SPECTRUM, ReviewsProgram.Ratings.longBytes(-e.getKey()), ReviewsProgram.Ratings.longBytes(e.getValue()));
            }
        }
    }
}

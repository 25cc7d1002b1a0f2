package org.trainprep.core.reviews;

import org.trainprep.core.io.TextLines;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCounts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The review chain in one thread, on local files, with no engine: the statement of what it
 * computes, which the MapReduce chain must equal row for row and count for count
 * ({@code ReviewsEngineContract}). The same stage functions in the same order:
 * {@link CleanStage} per line, dedup by cleaned text with the mode rating
 * ({@link RatingHistogram#mode()}), in {@link TextOrder} (hash ranges as partitions, hash order
 * within), word counts over distinct texts ({@link WordCounts}) into the top K
 * ({@link TopWords}, {@link Vocabulary#fromRanked}), and one row per distinct text
 * ({@link SequenceEncoder}).
 *
 * <p>It holds every distinct text in memory: it is a reference for test-sized inputs, not a
 * production path.
 */
public final class LocalReviewsRunner {

    /**
     * What the chain is told.
     *
     * @param vocabulary a supplied vocabulary, or null to build the top {@code vocabSize} words
     */
    public record Settings(int vocabSize, int seqLen, LabelScheme labels, Vocabulary vocabulary,
                           org.trainprep.core.neardup.NearDupSettings nearDup) {
        public Settings(int vocabSize, int seqLen, LabelScheme labels, Vocabulary vocabulary) {
            this(vocabSize, seqLen, labels, vocabulary, null);
        }
    }

    /**
     * What it computed: counts by name (every {@link ReviewCounters} but the engine-specific
     * {@code REJECTS_SAMPLED}, and every {@link RejectReason}), the vocabulary, and the rows of each
     * partition in order.
     */
    public record Outcome(Map<String, Long> counts, Vocabulary vocabulary, List<List<int[]>> parts,
                          List<ReferenceNearDuplicates.Removal> removals) {

        /** Every row, partition after partition. */
        public List<int[]> rows() {
            return parts.stream().flatMap(List::stream).toList();
        }
    }

    /** A distinct text in {@link TextOrder}. */
    private record Key(long hash, byte[] bytes, String text) implements Comparable<Key> {
        static Key of(String text) {
            byte[] b = text.getBytes(StandardCharsets.UTF_8);
            return new Key(TextOrder.hash(b, 0, b.length), b, text);
        }

        @Override
        public int compareTo(Key o) {
            return TextOrder.compare(hash, bytes, 0, bytes.length, o.hash, o.bytes, 0, o.bytes.length);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && text.equals(k.text);
        }

        @Override
        public int hashCode() {
            return text.hashCode();
        }
    }

    private final Settings settings;

    public LocalReviewsRunner(Settings settings) {
        this.settings = settings;
    }

    public Outcome run(List<Path> files, int partitions) throws IOException {
        Map<String, Long> counts = new TreeMap<>();
        for (ReviewCounters c : ReviewCounters.values()) {
            if (c != ReviewCounters.REJECTS_SAMPLED) {
                counts.put(c.name(), 0L);
            }
        }
        for (RejectReason r : RejectReason.values()) {
            counts.put(r.name(), 0L);
        }

        List<TreeMap<Key, RatingHistogram>> distinct = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            distinct.add(new TreeMap<>());
        }
        // each distinct text's earliest position: the file's place, then the line's offset
        Map<String, long[]> firstSeen = new java.util.HashMap<>();
        CleanStage clean = new CleanStage();
        for (int fileIndex = 0; fileIndex < files.size(); fileIndex++) {
            try (TextLines lines = new TextLines(files.get(fileIndex))) {
                while (lines.hasNext()) {
                    TextLines.Line l = lines.next();
                    byte[] line = l.bytes();
                    boolean record = !l.tooLong() && clean.accept(line, 0, line.length);
                    if (l.tooLong()) {
                        clean.tooLong();
                    }
                    for (Enum<?> c : clean.counters()) {
                        counts.merge(c.name(), 1L, Long::sum);
                    }
                    if (record) {
                        Key key = Key.of(clean.cleaned());
                        distinct.get(TextOrder.partition(key.hash, partitions))
                                .computeIfAbsent(key, k -> new RatingHistogram()).add(clean.rating(), 1);
                        firstSeen.putIfAbsent(key.text, new long[] {fileIndex, l.offset()});
                    }
                }
            }
        }
        counts.put(ReviewCounters.DISTINCT_TEXTS.name(), (long) distinct.stream().mapToInt(Map::size).sum());
        List<ReferenceNearDuplicates.Removal> removals = List.of();
        if (settings.nearDup() != null) {
            Map<String, RatingHistogram> all = new java.util.HashMap<>();
            distinct.forEach(p -> p.forEach((k, h) -> all.put(k.text, h)));
            ReferenceNearDuplicates found = ReferenceNearDuplicates.find(settings.nearDup(), all, firstSeen);
            removals = found.removals();
            for (TreeMap<Key, RatingHistogram> p : distinct) {
                p.keySet().removeIf(k -> found.removed().contains(k.text));
                p.replaceAll((k, h) -> found.clusterRatings().getOrDefault(k.text, h));
            }
        }

        Vocabulary vocabulary = settings.vocabulary() != null ? settings.vocabulary() : vocabulary(distinct);
        SequenceEncoder encoder = new SequenceEncoder(vocabulary, settings.seqLen(), settings.labels());
        List<List<int[]>> parts = new ArrayList<>();
        long rows = 0;
        for (TreeMap<Key, RatingHistogram> partition : distinct) {
            List<int[]> part = new ArrayList<>(partition.size());
            partition.forEach((key, ratings) -> part.add(encoder.encode(key.text, ratings.mode())));
            parts.add(part);
            rows += part.size();
        }
        counts.put(ReviewCounters.ROWS_WRITTEN.name(), rows);
        return new Outcome(counts, vocabulary, parts, removals);
    }

    private Vocabulary vocabulary(List<TreeMap<Key, RatingHistogram>> distinct) {
        WordCounts words = new WordCounts();
        for (TreeMap<Key, RatingHistogram> partition : distinct) {
            for (Key key : partition.keySet()) {
                words.addText(key.bytes, key.bytes.length);
            }
        }
        TopWords top = new TopWords(settings.vocabSize());
        WordCounts.Cursor c = words.cursor();
        while (c.next()) {
            top.offer(c.word(), c.count());
        }
        return Vocabulary.fromRanked(top.ranked());
    }
}

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
 * ({@link RatingHistogram#mode()}), partitioned by {@link TextPartition} and ordered by text within a
 * partition, word counts over distinct texts ({@link WordCounts}) into the top K
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
    public record Settings(int vocabSize, int seqLen, LabelScheme labels, Vocabulary vocabulary) {
    }

    /**
     * What it computed: counts by name (every {@link ReviewCounters} but the engine-specific
     * {@code REJECTS_SAMPLED}, and every {@link RejectReason}), the vocabulary, and the rows of each
     * partition in order.
     */
    public record Outcome(Map<String, Long> counts, Vocabulary vocabulary, List<List<int[]>> parts) {

        /** Every row, partition after partition. */
        public List<int[]> rows() {
            return parts.stream().flatMap(List::stream).toList();
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

        List<TreeMap<String, RatingHistogram>> distinct = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            distinct.add(new TreeMap<>());
        }
        CleanStage clean = new CleanStage();
        for (Path f : files) {
            try (TextLines lines = new TextLines(f)) {
                while (lines.hasNext()) {
                    byte[] line = lines.next().bytes();
                    boolean record = clean.accept(line, 0, line.length);
                    for (Enum<?> c : clean.counters()) {
                        counts.merge(c.name(), 1L, Long::sum);
                    }
                    if (record) {
                        byte[] text = clean.cleaned().getBytes(StandardCharsets.UTF_8);
                        // cleaned texts are ASCII, so String order is the byte order the engines sort by
                        distinct.get(TextPartition.of(text, text.length, partitions))
                                .computeIfAbsent(clean.cleaned(), k -> new RatingHistogram()).add(clean.rating(), 1);
                    }
                }
            }
        }
        counts.put(ReviewCounters.DISTINCT_TEXTS.name(), (long) distinct.stream().mapToInt(Map::size).sum());

        Vocabulary vocabulary = settings.vocabulary() != null ? settings.vocabulary() : vocabulary(distinct);
        SequenceEncoder encoder = new SequenceEncoder(vocabulary, settings.seqLen(), settings.labels());
        List<List<int[]>> parts = new ArrayList<>();
        long rows = 0;
        for (TreeMap<String, RatingHistogram> partition : distinct) {
            List<int[]> part = new ArrayList<>(partition.size());
            partition.forEach((text, ratings) -> part.add(encoder.encode(text, ratings.mode())));
            parts.add(part);
            rows += part.size();
        }
        counts.put(ReviewCounters.ROWS_WRITTEN.name(), rows);
        return new Outcome(counts, vocabulary, parts);
    }

    private Vocabulary vocabulary(List<TreeMap<String, RatingHistogram>> distinct) {
        WordCounts words = new WordCounts();
        for (TreeMap<String, RatingHistogram> partition : distinct) {
            for (String text : partition.keySet()) {
                byte[] b = text.getBytes(StandardCharsets.US_ASCII);
                words.addText(b, b.length);
            }
        }
        TopWords top = new TopWords(settings.vocabSize());
        for (Map.Entry<String, long[]> e : words.entries()) {
            top.offer(e.getKey(), e.getValue()[0]);
        }
        return Vocabulary.fromRanked(top.ranked());
    }
}

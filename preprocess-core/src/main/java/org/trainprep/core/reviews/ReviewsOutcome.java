package org.trainprep.core.reviews;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.stats.HandOff;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.core.vocab.WordCount;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a review run's passes made, whatever the engine: the vocabulary (learned, with the counts
 * it was chosen from, or supplied), the counts by counter name and the tasks' tallied sums. It
 * gives the output its {@code vocab.json}, the manifest's pointer to it, the statistics' sections
 * and the hand-off.
 *
 * @param counts   every {@link ReviewCounters} and {@link RejectReason} count by name, over all passes
 * @param spectrum the counts a learned vocabulary was chosen from, null for a supplied one
 * @param top      the learned vocabulary's words by count, empty for a supplied one
 * @param sizing   how many partitions (parts) the run had, and why
 * @param nearDup  what near-duplicate removal found, or null when it was off
 */
public record ReviewsOutcome(ReviewsOptions options, Map<String, Long> counts, ReviewTally.Sums sums, Vocabulary vocab,
                             boolean supplied, CountSpectrum spectrum, List<WordCount> top, ReviewsSizing sizing,
                             NearDupFindings nearDup)
        implements Outcome {

    /** The vocabulary's file in the output, and the manifest field naming it. */
    public static final String VOCAB_JSON = "vocab.json";

    public ReviewsOutcome {
        counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        top = List.copyOf(top);
    }

    public long count(Enum<?> counter) {
        return counts.getOrDefault(counter.name(), 0L);
    }

    /** The share of the tokens in rows that are unknown (id 2). */
    public double oovRate() {
        return sums.tokensKept() == 0 ? 0 : (double) sums.unknownKept() / sums.tokensKept();
    }

    /**
     * Fails the run before anything is published when a supplied vocabulary leaves the rows mostly
     * the unknown id. A learned one's rate follows from the --vocab-size asked for, and is printed.
     */
    public void checkFit() throws IOException {
        double rate = oovRate();
        if (supplied && rate > options.encoding().maxOovFraction()) {
            throw new IOException(String.format(Locale.ROOT, "%,d of the %,d tokens in rows (%.1f%%) are out of"
                            + " the vocabulary (unknown id 2), over --max-oov-fraction %s: %s", sums.unknownKept(),
                    sums.tokensKept(), 100 * rate, options.encoding().maxOovFraction(),
                    "the --vocab does not fit this text (its words must be as cleaned: lowercase a-z and ')"));
        }
    }

    @Override
    public Map<String, byte[]> sideFiles() {
        return Map.of(VOCAB_JSON, vocab.toJson());
    }

    @Override
    public Map<String, Object> manifestFields() {
        // in this order in every JVM: a Map.of of two keys iterates in an order each JVM picks at
        // start, and the manifest's bytes changed from run to run
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("vocab_json", VOCAB_JSON);
        if (nearDup != null) {
            m.put(NearDupFindings.MANIFEST_KEY, nearDup.manifest());
        }
        return m;
    }

    /** The rows the encode pass wrote: the distinct texts, less the near-duplicates removed. */
    @Override
    public long rowsWritten(Tally tally) {
        return count(ReviewCounters.ROWS_WRITTEN);
    }

    @Override
    public String rowsRemoved(Tally tally) {
        return nearDup == null || nearDup.removed() == 0 ? "" : String.format(Locale.ROOT, "%,d of the %,d distinct"
                + " texts were removed as near-duplicates of another (--near-dup %s); a higher threshold removes fewer",
                nearDup.removed(), count(ReviewCounters.DISTINCT_TEXTS), nearDup.settings().threshold());
    }

    @Override
    public void summary(ObjectNode root, Tally tally, long rowsWritten) {
        new ReviewsStats(root).run(options.encoding().seqLen(), options.encoding().labels().id())
                .counts(counts, Arrays.stream(RejectReason.values()).map(Enum::name).toList());
    }

    @Override
    public void stats(ObjectNode root, Tally tally) {
        new ReviewsStats(root).tally(sums, options.encoding().seqLen())
                .vocabulary(vocab.size(), vocab.nVocab(), supplied, spectrum, top);
        if (nearDup != null) {
            nearDup.stats(root);
        }
    }

    @Override
    public HandOff handOff(String fileUri, long rows, long loaderRows) {
        return ReviewsStats.handOffFor(fileUri, vocab.nVocab(), options.encoding().seqLen(),
                options.encoding().labels().id() + " (" + options.encoding().labels().describe() + ")", rows, loaderRows);
    }
}

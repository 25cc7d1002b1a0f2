package org.trainprep.core.reviews;

import org.trainprep.core.stats.HandOff;
import org.trainprep.core.stats.StatsJson;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.vocab.CountSpectrum;
import org.trainprep.core.vocab.WordCount;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A review run's sections of {@code stats.json}: what the passes counted (the summary's counts,
 * {@link ReviewTally}'s sums, the vocabulary's {@link CountSpectrum} and top words), arranged for
 * the report, on the root the run skeleton made (which adds the reject samples and the hand-off).
 * Every figure the report shows is here; nothing is re-read from the data.
 */
public final class ReviewsStats {

    /** Top words listed. */
    public static final int TOP_WORDS = 25;
    /** Rejected lines quoted per reason. */
    public static final int SAMPLES_PER_REASON = StatsJson.SAMPLES_PER_REASON;

    private final ObjectNode root;

    public ReviewsStats(ObjectNode root) {
        this.root = root;
    }

    /** The run's row shape, in its {@code run} section. */
    public ReviewsStats run(int seqLen, String labelScheme) {
        ((ObjectNode) root.get("run")).put("seq_len", seqLen).put("labels", labelScheme);
        return this;
    }

    /** The summary's counts by counter name ({@link ReviewCounters}, then reject reasons). */
    public ReviewsStats counts(Map<String, Long> counts, List<String> reasons) {
        ObjectNode s = root.putObject("summary");
        for (ReviewCounters c : ReviewCounters.values()) {
            s.put(c.name().toLowerCase(java.util.Locale.ROOT), counts.getOrDefault(c.name(), 0L));
        }
        ObjectNode byReason = root.putObject("rejects").putObject("by_reason");
        for (String r : reasons) {
            byReason.put(r, counts.getOrDefault(r, 0L));
        }
        return this;
    }

    /** What the tasks tallied: ratings, duplicates, tokens. */
    public ReviewsStats tally(ReviewTally.Sums t, int seqLen) {
        ObjectNode labels = root.putObject("ratings");
        ObjectNode before = labels.putObject("before_dedup");
        ObjectNode after = labels.putObject("after_dedup");
        long kept = 0;
        long distinct = 0;
        for (int r = 1; r <= 5; r++) {
            before.put(Integer.toString(r), t.ratingBefore(r));
            after.put(Integer.toString(r), t.ratingAfter(r));
            kept += t.ratingBefore(r);
            distinct += t.ratingAfter(r);
        }
        ObjectNode d = root.putObject("duplicates");
        d.put("records_kept", kept);
        d.put("distinct_texts", distinct);
        d.put("copies_removed", kept - distinct);
        d.put("duplicate_groups", t.duplicateGroups());
        d.put("disagreeing_groups", t.disagreeingGroups());
        d.put("copies_off_mode", t.copiesOffMode());

        ObjectNode tok = root.putObject("tokens");
        tok.put("seq_len", seqLen);
        int width = ReviewTally.bucketWidth(seqLen);
        tok.put("bucket_width", width);
        ArrayNode buckets = tok.putArray("buckets");
        for (int b = 0; b <= ReviewTally.TOKEN_BUCKETS; b++) {
            buckets.add(t.tokenBucket(b));
        }
        tok.put("rows", distinct);
        tok.put("total", t.tokens());
        tok.put("kept", t.tokensKept());
        tok.put("cut", t.tokens() - t.tokensKept());
        tok.put("cut_share", share(t.tokens() - t.tokensKept(), t.tokens()));
        tok.put("rows_cut", t.rowsCut());
        tok.put("unknown_kept", t.unknownKept());
        tok.put("oov_rate", share(t.unknownKept(), t.tokensKept()));
        return this;
    }

    /**
     * The vocabulary: its size, and with the counts it was chosen from (null for a supplied one) the
     * coverage curve and the top words.
     */
    public ReviewsStats vocabulary(int words, int nVocab, boolean supplied, CountSpectrum spectrum, List<WordCount> top) {
        ObjectNode v = root.putObject("vocabulary");
        v.put("words", words);
        v.put("n_vocab", nVocab);
        v.put("supplied", supplied);
        if (spectrum != null) {
            v.put("distinct_words", spectrum.distinctWords());
            v.put("tokens_counted", spectrum.tokens());
            ArrayNode curve = v.putArray("coverage");
            double atK = 0;
            for (CountSpectrum.Coverage c : spectrum.coverage(spectrum.curveKs(words))) {
                ObjectNode p = curve.addObject();
                p.put("k", c.k());
                p.put("share", c.share());
                if (c.k() == words) {
                    atK = c.share();
                }
            }
            v.put("coverage_at_k", atK);
        }
        ArrayNode tw = v.putArray("top_words");
        for (WordCount wc : top.subList(0, Math.min(TOP_WORDS, top.size()))) {
            tw.addObject().put("word", wc.word()).put("count", wc.count());
        }
        return this;
    }

    private static double share(long part, long whole) {
        return whole == 0 ? 0 : (double) part / whole;
    }

    /** A combined review file. */
    public static HandOff handOffFor(String file, long nVocab, int seqLen, String labels, long rows, long loaderRows) {
        return new HandOff(file, String.format(Locale.ROOT,
                "n_vocab %,d, seq_len %d, labels %s, %,d rows (%,d through the trainers' k * min(rows) - 1)",
                nVocab, seqLen, labels, rows, loaderRows),
                HandOff.exampleCommand("train_tiny.py") + " " + org.trainprep.core.util.ShellWords.quote(HandOff.local(file)));
    }
}

package org.trainprep.core.reviews;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The review report's statistics that a task can count as it goes, in fixed memory: ratings of
 * the kept records (clean stage) and of the distinct texts (dedup), duplicate groups and
 * rating disagreement among them, and tokens per review before the {@code seq-len} cut with the
 * unknown words among those kept (encode). One per task, not thread-safe; {@link #counts()} gives
 * them as named sums, which the engine adds up (as counters named with {@link #PREFIX}) and
 * {@link ReviewsStats} reads back.
 */
public final class ReviewTally {

    /** What a task's counter names start with on the stage API, apart from the review counts'. */
    public static final String PREFIX = "tally.";
    /** Histogram buckets of tokens per review before the last, open one. */
    public static final int TOKEN_BUCKETS = 40;

    private final long[] ratingsBefore = new long[6];
    private final long[] ratingsAfter = new long[6];
    private long duplicateGroups;
    private long disagreeingGroups;
    private long copiesOffMode;
    private final int bucketWidth;
    private final int seqLen;
    private final long[] tokenBuckets = new long[TOKEN_BUCKETS + 1];
    private long tokens;
    private long tokensKept;
    private long unknownKept;
    private long rowsCut;

    /** For the stages that count no tokens (clean, dedup). */
    public ReviewTally() {
        this(1);
    }

    /** @param seqLen the run's row length, which sets the token histogram's buckets ({@link #bucketWidth(int)}) */
    public ReviewTally(int seqLen) {
        this.seqLen = seqLen;
        this.bucketWidth = bucketWidth(seqLen);
    }

    /** A tenth of {@code seqLen} (at least 1): the cut falls on a bucket edge and the histogram reaches 4x past it. */
    public static int bucketWidth(int seqLen) {
        return Math.max(1, (seqLen + 9) / 10);
    }

    /** A record kept by the clean stage, with its rating (before deduplication). */
    public void kept(int rating) {
        ratingsBefore[rating]++;
    }

    /** A distinct text: every rating its copies had, and the mode it is written with. */
    public void distinct(RatingHistogram copies, int mode) {
        ratingsAfter[mode]++;
        long total = copies.total();
        if (total > 1) {
            duplicateGroups++;
            long offMode = total - copies.count(mode);
            if (offMode > 0) {
                disagreeingGroups++;
                copiesOffMode += offMode;
            }
        }
    }

    /**
     * An encoded row of a text with {@code textTokens} tokens before the cut, {@code unknownKept} of
     * those kept in the row unknown ({@link SequenceEncoder#unknownInLastRow()}).
     */
    public void encoded(int textTokens, int unknownKept) {
        tokenBuckets[Math.min(textTokens / bucketWidth, TOKEN_BUCKETS)]++;
        tokens += textTokens;
        tokensKept += Math.min(textTokens, seqLen);
        if (textTokens > seqLen) {
            rowsCut++;
        }
        this.unknownKept += unknownKept;
    }

    /** The non-zero sums by name; adding two tasks' maps name by name is merging their tallies. */
    public Map<String, Long> counts() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int r = 1; r <= 5; r++) {
            put(m, ratingBefore(r), ratingsBefore[r]);
            put(m, ratingAfter(r), ratingsAfter[r]);
        }
        put(m, DUPLICATE_GROUPS, duplicateGroups);
        put(m, DISAGREEING_GROUPS, disagreeingGroups);
        put(m, COPIES_OFF_MODE, copiesOffMode);
        for (int b = 0; b <= TOKEN_BUCKETS; b++) {
            put(m, tokenBucket(b), tokenBuckets[b]);
        }
        put(m, TOKENS, tokens);
        put(m, TOKENS_KEPT, tokensKept);
        put(m, UNKNOWN_KEPT, unknownKept);
        put(m, ROWS_CUT, rowsCut);
        return m;
    }

    private static void put(Map<String, Long> m, String name, long n) {
        if (n != 0) {
            m.put(name, n);
        }
    }

    static final String DUPLICATE_GROUPS = "duplicate_groups";
    static final String DISAGREEING_GROUPS = "disagreeing_groups";
    static final String COPIES_OFF_MODE = "copies_off_mode";
    static final String TOKENS = "tokens";
    static final String TOKENS_KEPT = "tokens_kept";
    static final String UNKNOWN_KEPT = "unknown_kept";
    static final String ROWS_CUT = "rows_cut";

    static String ratingBefore(int r) {
        return "rating_before_" + r;
    }

    static String ratingAfter(int r) {
        return "rating_after_" + r;
    }

    static String tokenBucket(int b) {
        return String.format(java.util.Locale.ROOT, "tokens_bucket_%02d", b);
    }

    /** Reads sums back by name (absent = 0), for the driver. */
    public record Sums(Map<String, Long> counts) {

        public long get(String name) {
            return counts.getOrDefault(name, 0L);
        }

        public long ratingBefore(int r) {
            return get(ReviewTally.ratingBefore(r));
        }

        public long ratingAfter(int r) {
            return get(ReviewTally.ratingAfter(r));
        }

        public long tokenBucket(int b) {
            return get(ReviewTally.tokenBucket(b));
        }

        public long duplicateGroups() {
            return get(DUPLICATE_GROUPS);
        }

        public long disagreeingGroups() {
            return get(DISAGREEING_GROUPS);
        }

        public long copiesOffMode() {
            return get(COPIES_OFF_MODE);
        }

        public long tokens() {
            return get(TOKENS);
        }

        public long tokensKept() {
            return get(TOKENS_KEPT);
        }

        public long unknownKept() {
            return get(UNKNOWN_KEPT);
        }

        public long rowsCut() {
            return get(ROWS_CUT);
        }
    }
}

package org.trainprep.core.reviews;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Stage 1 of the review chain, one raw line at a time: parse, then clean the review text. Every
 * engine (the MapReduce mapper, {@link LocalReviewsRunner}) calls this and acts on the outcome:
 * adds one to each of {@link #counters()}, keeps a sample of invalid lines, and passes
 * {@link #cleaned()} with {@link #rating()} on when the line is a record. One instance per task:
 * each line's outcome replaces the last.
 */
public final class CleanStage {

    private static final List<Enum<?>> BLANK = List.of(ReviewCounters.LINES_READ, ReviewCounters.BLANK);
    private static final List<Enum<?>> RECORD = List.of(ReviewCounters.LINES_READ, ReviewCounters.VALID);
    private static final List<Enum<?>> EMPTY = List.of(ReviewCounters.LINES_READ, ReviewCounters.VALID,
            ReviewCounters.EMPTY_AFTER_CLEANING);
    private static final Map<RejectReason, List<Enum<?>>> INVALID = new EnumMap<>(RejectReason.class);

    static {
        for (RejectReason r : RejectReason.values()) {
            INVALID.put(r, List.of(ReviewCounters.LINES_READ, ReviewCounters.INVALID, r));
        }
    }

    private final ReviewParser parser;
    private final TextCleaner cleaner = TextCleaner.english();
    private List<Enum<?>> counters;
    private RejectReason reason;
    private String reasonField;
    private int cleanedLength;
    private String cleaned;
    private int rating;

    /** The stage for Amazon dumps ({@link ReviewFields#DEFAULT}). */
    public CleanStage() {
        this(ReviewFields.DEFAULT);
    }

    public CleanStage(ReviewFields fields) {
        parser = new ReviewParser(fields);
    }

    /** Reads one line (its UTF-8 bytes, without the line terminator); returns true when it is a record. */
    public boolean accept(byte[] buf, int off, int len) {
        ParsedReview r = parser.parse(buf, off, len);
        reason = null;
        cleaned = null;
        cleanedLength = 0;
        switch (r.kind()) {
            case BLANK -> counters = BLANK;
            case INVALID -> {
                reason = r.reason();
                reasonField = r.field();
                counters = INVALID.get(reason);
            }
            case VALID -> {
                int n = cleaner.cleanBytes(r.text());
                if (n == 0) {
                    counters = EMPTY;
                } else {
                    counters = RECORD;
                    cleanedLength = n;
                    rating = r.rating();
                }
            }
        }
        return cleanedLength > 0;
    }

    /**
     * Takes a line too long to read ({@link org.trainprep.core.stage.LineFn#tooLong}): invalid,
     * {@link RejectReason#LINE_TOO_LONG}.
     */
    public void tooLong() {
        reason = RejectReason.LINE_TOO_LONG;
        reasonField = null;
        counters = INVALID.get(reason);
        cleaned = null;
        cleanedLength = 0;
    }

    /** The counters the line adds one to: {@code LINES_READ} and its kind (and reason, when invalid). */
    public List<Enum<?>> counters() {
        return counters;
    }

    /** Why the line is invalid, or null. */
    public RejectReason reason() {
        return reason;
    }

    /** The field an invalid line was rejected for (missing, not a string, ...), or null. */
    public String reasonField() {
        return reason == null ? null : reasonField;
    }

    /** The cleaned text of a record, or null. */
    public String cleaned() {
        if (cleaned == null && cleanedLength > 0) {
            cleaned = new String(cleaner.bytes(), 0, cleanedLength, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        return cleaned;
    }

    /** The cleaned text of a record as ASCII bytes, {@code [0, }{@link #cleanedLength()}{@code )}, until the next line. */
    public byte[] cleanedBytes() {
        return cleaner.bytes();
    }

    /** The length of {@link #cleanedBytes()}'s text; 0 when the line is not a record. */
    public int cleanedLength() {
        return cleanedLength;
    }

    public int rating() {
        return rating;
    }
}

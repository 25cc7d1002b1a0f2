package org.trainprep.core.reviews;

import java.util.Objects;

/**
 * The outcome of parsing one input line: a valid review (raw text + rating), a blank line, or a
 * rejection with its reason and, when one field is to blame, that field's name. Only the text
 * and the rating are kept.
 */
public final class ParsedReview {

    /** What kind of line it was; read = valid + invalid + blank always holds. */
    public enum Kind { VALID, BLANK, INVALID }

    private static final ParsedReview BLANK_LINE = new ParsedReview(Kind.BLANK, null, null, null, 0);

    private final Kind kind;
    private final RejectReason reason;
    private final String field;
    private final String text;
    private final int rating;

    private ParsedReview(Kind kind, RejectReason reason, String field, String text, int rating) {
        this.kind = kind;
        this.reason = reason;
        this.field = field;
        this.text = text;
        this.rating = rating;
    }

    public static ParsedReview valid(String text, int rating) {
        if (rating < 1 || rating > 5) {
            throw new IllegalArgumentException("rating must be 1..5, was " + rating);
        }
        return new ParsedReview(Kind.VALID, null, null, Objects.requireNonNull(text), rating);
    }

    public static ParsedReview blank() {
        return BLANK_LINE;
    }

    public static ParsedReview rejected(RejectReason reason) {
        return rejected(reason, null);
    }

    /** @param field the field to blame (missing, not a string, ...), or null when it is the whole line */
    public static ParsedReview rejected(RejectReason reason, String field) {
        return new ParsedReview(Kind.INVALID, Objects.requireNonNull(reason), field, null, 0);
    }

    public Kind kind() {
        return kind;
    }

    public boolean isValid() {
        return kind == Kind.VALID;
    }

    /** The reason for an {@link Kind#INVALID} line, else null. */
    public RejectReason reason() {
        return reason;
    }

    /** The field an {@link Kind#INVALID} line was rejected for, or null. */
    public String field() {
        return field;
    }

    /** The raw (uncleaned) review text of a valid line. */
    public String text() {
        return text;
    }

    /** The rating 1..5 of a valid line. */
    public int rating() {
        return rating;
    }

    @Override
    public String toString() {
        return switch (kind) {
            case VALID -> "VALID(" + rating + ", " + text + ")";
            case BLANK -> "BLANK";
            case INVALID -> "INVALID(" + reason + (field == null ? "" : " " + field) + ")";
        };
    }
}

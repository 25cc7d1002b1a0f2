package org.trainprep.core.reviews;

/**
 * Why a review line was rejected (docs/FORMAT.md section 1). Each reason is a Hadoop counter /
 * Spark accumulator name, so renaming one changes reports that users may be scraping.
 */
public enum RejectReason {
    /** Not parseable as one JSON object (garbage, truncated line, array or scalar, trailing junk). */
    NOT_JSON_OBJECT,
    /**
     * The review text is not valid UTF-8 (bad bytes, overlong forms, encoded or escaped lone
     * surrogates). Bad bytes elsewhere in the line (a field we do not read) drop nothing.
     */
    INVALID_UTF8,
    /** No {@code reviewText} key. */
    TEXT_MISSING,
    /** {@code reviewText} present but not a JSON string (null, number, object...). */
    TEXT_NOT_STRING,
    /** No {@code overall} key. */
    RATING_MISSING,
    /** {@code overall} present but not a JSON number (a string such as "5" is rejected). */
    RATING_NOT_NUMBER,
    /** {@code overall} is a number with a fractional part, e.g. 4.5 or 4.9999999999999999999 (judged on its text). */
    RATING_NOT_INTEGRAL,
    /** {@code overall} is integral but outside 1..5. */
    RATING_OUT_OF_RANGE,
    /**
     * A line of more than {@link org.trainprep.core.stage.LineFn#MAX_LINE_BYTES} bytes (8 MiB), not read
     * (a JSON array on one line, a file without line breaks): no review comes near.
     */
    LINE_TOO_LONG
}

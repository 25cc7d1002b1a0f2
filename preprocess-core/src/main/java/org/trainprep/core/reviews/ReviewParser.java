package org.trainprep.core.reviews;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

import org.trainprep.core.text.Utf8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.BitSet;
import java.util.List;

/**
 * Parses one line of a JSON-lines review corpus into a {@link ParsedReview}: by default an Amazon
 * review dump (2014 shape with {@code helpful}, 2018 shape with {@code vote}/{@code style}/
 * {@code verified}; key order free), or any corpus whose {@link ReviewFields} are given.
 *
 * <p>Lines of a JSON array cut into lines are accepted: a leading {@code [}, a trailing
 * {@code ,} and surrounding whitespace (including {@code \r}) are ignored, and a line holding
 * only {@code [} or {@code ]} counts as blank. Everything else that is not exactly one JSON
 * object is rejected with a reason, never thrown: only dirty data is expected here.
 *
 * <p>Works on UTF-8 bytes directly (a Hadoop {@code Text} buffer) so no String is made for the
 * parts of a record that are skipped. Not thread-safe only in the sense that it is cheap: make
 * one per task.
 */
public final class ReviewParser {

    private static final BigDecimal FIVE = BigDecimal.valueOf(5);
    private static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7f7f7f7f7f7f7f7fL;

    private final JsonFactory factory = org.trainprep.core.util.JsonReadLimits.lifted(JsonFactory.builder().build());
    private final String[] textFields;
    private final String labelField;
    private final boolean listedLabels;
    // --label-values, parsed once: numbers compared by value, strings exactly
    private final BigDecimal[] labelNumbers;
    private final List<String> labelStrings;
    // per text field, reused line to line: value, and what was seen
    private final String[] texts;
    private final boolean[] textSeen;
    private final boolean[] textIsString;
    private final boolean[] textInvalid;
    private int listedRatingValue;

    /** A parser of Amazon dumps: text {@code reviewText}, label {@code overall}. */
    public ReviewParser() {
        this(ReviewFields.DEFAULT);
    }

    public ReviewParser(ReviewFields fields) {
        this.textFields = fields.textFields().toArray(new String[0]);
        this.labelField = fields.labelField();
        this.listedLabels = !fields.labelValues().isEmpty();
        this.labelNumbers = fields.labelNumbers();
        this.labelStrings = fields.labelValues();
        this.texts = new String[textFields.length];
        this.textSeen = new boolean[textFields.length];
        this.textIsString = new boolean[textFields.length];
        this.textInvalid = new boolean[textFields.length];
    }

    public ParsedReview parse(String line) {
        byte[] bytes = line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return parse(bytes, 0, bytes.length);
    }

    /** Parses {@code len} bytes of UTF-8 starting at {@code off}. */
    public ParsedReview parse(byte[] buf, int off, int len) {
        int start = off;
        int end = off + len;
        while (start < end && isSpace(buf[start])) {
            start++;
        }
        while (end > start && isSpace(buf[end - 1])) {
            end--;
        }
        if (start < end && buf[start] == '[') {
            start++;
            while (start < end && isSpace(buf[start])) {
                start++;
            }
        }
        if (end > start && buf[end - 1] == ',') {
            end--;
            while (end > start && isSpace(buf[end - 1])) {
                end--;
            }
        }
        if (end > start && buf[end - 1] == ']') {
            // the array's closing bracket, alone or after the last object ("}]")
            end--;
            while (end > start && isSpace(buf[end - 1])) {
                end--;
            }
        }
        if (start == end) {
            return ParsedReview.blank();
        }
        // Invalid UTF-8 is judged by position, not left to the JSON parser (which is lenient about
        // some forms and fails on others depending on where they sit): bad bytes become '?' in a
        // same-length copy, and only those inside the review text reject the line.
        // one pass: a raw NUL rejects the line (JSON never holds one, and it would make the JSON
        // parser guess UTF-16 or UTF-32); only a line with non-ASCII bytes needs the UTF-8 check
        // eight bytes a step: a byte a step, with a branch on each, was an eighth of the parse
        long high = 0;
        int k = start;
        for (; k + 8 <= end; k += 8) {
            long x = (long) LONGS.get(buf, k);
            high |= x;
            // a high bit set in each byte of the eight that is zero (exact: no borrow between bytes)
            if (~(((x & LOW7) + LOW7) | x | LOW7) != 0) {
                return ParsedReview.rejected(RejectReason.NOT_JSON_OBJECT);
            }
        }
        for (; k < end; k++) {
            if (buf[k] == 0) {
                return ParsedReview.rejected(RejectReason.NOT_JSON_OBJECT);
            }
            high |= buf[k];
        }
        boolean ascii = (high & ~LOW7) == 0;
        BitSet bad = ascii ? null : Utf8.invalidBytes(buf, start, end - start);
        byte[] bytes = buf;
        int from = start;
        if (bad != null) {
            bytes = java.util.Arrays.copyOfRange(buf, start, end);
            from = 0;
            for (int i = bad.nextSetBit(0); i >= 0; i = bad.nextSetBit(i + 1)) {
                bytes[i] = '?';
            }
        }
        try (JsonParser p = factory.createParser(bytes, from, end - start)) {
            return parseObject(p, bad);
        } catch (JsonProcessingException e) {
            return ParsedReview.rejected(RejectReason.NOT_JSON_OBJECT);
        } catch (IOException e) {
            // Parsing a byte array does no I/O; anything else is a bug, not dirty data.
            throw new UncheckedIOException(e);
        }
    }

    /** @param bad invalid bytes of the line (offsets from its first byte), or null */
    private ParsedReview parseObject(JsonParser p, BitSet bad) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            return ParsedReview.rejected(RejectReason.NOT_JSON_OBJECT);
        }
        java.util.Arrays.fill(textSeen, false);
        boolean ratingSeen = false;
        RejectReason ratingProblem = null;
        int rating = 0;

        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            int ti = textIndex(field);
            if (ti >= 0) {
                textSeen[ti] = true;
                boolean isString = value == JsonToken.VALUE_STRING;
                textIsString[ti] = isString;
                textInvalid[ti] = false;
                // the pre-2.13 names: the minicluster module runs Jackson 2.12 (STACK.md)
                long valueStart = p.getTokenLocation().getByteOffset();
                String text = isString ? p.getText() : null;
                texts[ti] = text;
                p.skipChildren();
                if (isString) {
                    long valueEnd = p.getCurrentLocation().getByteOffset();
                    int firstBad = bad == null ? -1 : bad.nextSetBit((int) Math.max(0, valueStart));
                    textInvalid[ti] = firstBad >= 0 && (valueStart < 0 || firstBad < valueEnd) || Utf8.hasLoneSurrogate(text);
                }
            } else if (labelField.equals(field)) {
                ratingSeen = true;
                rating = 0;
                ratingProblem = listedLabels ? listedRating(p, value) : numericRating(p, value);
                if (ratingProblem == null) {
                    rating = listedLabels ? listedRatingValue : (int) Math.rint(p.getDoubleValue());
                }
                p.skipChildren();
            } else {
                p.skipChildren();
            }
        }
        if (t != JsonToken.END_OBJECT || p.nextToken() != null) {
            // Unterminated object, or more after it ("{...} {...}", "{...}x").
            return ParsedReview.rejected(RejectReason.NOT_JSON_OBJECT);
        }
        for (int i = 0; i < textFields.length; i++) {
            if (!textSeen[i]) {
                return ParsedReview.rejected(RejectReason.TEXT_MISSING, textFields[i]);
            }
        }
        for (int i = 0; i < textFields.length; i++) {
            if (!textIsString[i]) {
                return ParsedReview.rejected(RejectReason.TEXT_NOT_STRING, textFields[i]);
            }
        }
        for (int i = 0; i < textFields.length; i++) {
            if (textInvalid[i]) {
                return ParsedReview.rejected(RejectReason.INVALID_UTF8, textFields[i]);
            }
        }
        if (!ratingSeen) {
            return ParsedReview.rejected(RejectReason.RATING_MISSING, labelField);
        }
        if (ratingProblem != null) {
            return ParsedReview.rejected(ratingProblem, labelField);
        }
        return ParsedReview.valid(textFields.length == 1 ? texts[0] : String.join(" ", texts), rating);
    }

    private int textIndex(String field) {
        for (int i = 0; i < textFields.length; i++) {
            if (textFields[i].equals(field)) {
                return i;
            }
        }
        return -1;
    }

    /** A rating-like number: integral, 1..5. Null when it is one. */
    private static RejectReason numericRating(JsonParser p, JsonToken value) throws IOException {
        if (value == JsonToken.VALUE_NUMBER_INT) {
            return p.getNumberType() == JsonParser.NumberType.INT && p.getIntValue() >= 1 && p.getIntValue() <= 5
                    ? null : RejectReason.RATING_OUT_OF_RANGE;
        }
        if (value == JsonToken.VALUE_NUMBER_FLOAT) {
            return floatRating(p);
        }
        return RejectReason.RATING_NOT_NUMBER;
    }

    /** One of {@code --label-values}: a number compared by value, or a string. Null when it is one. */
    private RejectReason listedRating(JsonParser p, JsonToken value) throws IOException {
        listedRatingValue = 0;
        if (value == JsonToken.VALUE_NUMBER_INT || value == JsonToken.VALUE_NUMBER_FLOAT) {
            BigDecimal label = p.getDecimalValue();
            for (int i = 0; i < labelNumbers.length && listedRatingValue == 0; i++) {
                if (labelNumbers[i] != null && labelNumbers[i].compareTo(label) == 0) {
                    listedRatingValue = i + 1;
                }
            }
        } else if (value == JsonToken.VALUE_STRING) {
            listedRatingValue = labelStrings.indexOf(p.getText()) + 1;
        } else {
            return RejectReason.RATING_NOT_NUMBER;
        }
        return listedRatingValue == 0 ? RejectReason.RATING_OUT_OF_RANGE : null;
    }

    /**
     * Judges a fractional-syntax rating ({@code 5.0}, {@code 5e0}) on its text, not a rounded
     * double: {@code 4.9999999999999999999} is a double 5. Up to 15 characters a double holds the
     * number exactly enough (a non-integer within 1..5 differs from every integer by far more than
     * a double's precision there), so the common {@code 5.0} costs no BigDecimal; longer texts are
     * read exactly. Null when it is an integer 1..5.
     */
    private static RejectReason floatRating(JsonParser p) throws IOException {
        if (p.getTextLength() <= 15) {
            double d = p.getDoubleValue();
            if (Double.isFinite(d) && d != 0) { // 0 may be an underflow (1e-400): read it exactly
                return d != Math.rint(d) ? RejectReason.RATING_NOT_INTEGRAL
                        : d < 1 || d > 5 ? RejectReason.RATING_OUT_OF_RANGE : null;
            }
        }
        BigDecimal d;
        try {
            d = new BigDecimal(p.getText());
        } catch (NumberFormatException e) {
            return exponentPastAnInt(p.getText());
        }
        if (d.signum() != 0 && d.stripTrailingZeros().scale() > 0) {
            return RejectReason.RATING_NOT_INTEGRAL;
        }
        return d.compareTo(BigDecimal.ONE) < 0 || d.compareTo(FIVE) > 0 ? RejectReason.RATING_OUT_OF_RANGE : null;
    }

    /**
     * A JSON number whose exponent is past what {@link BigDecimal} holds ({@code 1e9999999999}): 0 when
     * its digits are, else an integer far past 5 (a positive exponent) or a fraction far under 1 (a
     * negative one; its digits are fewer than a line's bytes, so it cannot be a whole number).
     */
    static RejectReason exponentPastAnInt(String number) {
        int e = Math.max(number.indexOf('e'), number.indexOf('E'));
        boolean zero = number.substring(0, e).chars().noneMatch(c -> c >= '1' && c <= '9');
        return zero || number.charAt(e + 1) != '-' ? RejectReason.RATING_OUT_OF_RANGE : RejectReason.RATING_NOT_INTEGRAL;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n';
    }
}

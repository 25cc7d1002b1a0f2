package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class ReviewParserTest {

    private final ReviewParser parser = new ReviewParser();

    @Test
    void parses2014ShapeWithHelpful() {
        ParsedReview r = parser.parse("{\"reviewerID\": \"A\", \"asin\": \"B\", \"helpful\": [2, 3], "
                + "\"reviewText\": \"Nice \\\"case\\\"\", \"overall\": 4.0, \"summary\": \"s\", \"unixReviewTime\": 1}");
        assertThat(r.isValid()).isTrue();
        assertThat(r.text()).isEqualTo("Nice \"case\"");
        assertThat(r.rating()).isEqualTo(4);
    }

    @Test
    void parses2018ShapeWithNestedStyleVoteStringAndAnyKeyOrder() {
        ParsedReview r = parser.parse("{\"overall\": 5.0, \"vote\": \"35\", \"style\": {\"Size:\": \" L\", \"x\": [1, {\"y\": 2}]}, "
                + "\"image\": [\"http://x\"], \"verified\": true, \"reviewText\": \"ok\"}");
        assertThat(r.isValid()).isTrue();
        assertThat(r.rating()).isEqualTo(5);
        assertThat(r.text()).isEqualTo("ok");
    }

    @Test
    void acceptsIntegralNumbersInAnyForm() {
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 3}").rating()).isEqualTo(3);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 3.0}").rating()).isEqualTo(3);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 1e0}").rating()).isEqualTo(1);
    }

    @Test
    void toleratesCrLfTrailingSpacesAndArrayDumpPunctuation() {
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 2}\r").isValid()).isTrue();
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 2}   ").isValid()).isTrue();
        assertThat(parser.parse("[{\"reviewText\": \"a\", \"overall\": 2},").isValid()).isTrue();
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 2},\r").isValid()).isTrue();
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 2}]").isValid()).isTrue();
    }

    @Test
    void blankAndBracketOnlyLinesAreBlank() {
        assertThat(parser.parse("").kind()).isEqualTo(ParsedReview.Kind.BLANK);
        assertThat(parser.parse("  \r").kind()).isEqualTo(ParsedReview.Kind.BLANK);
        assertThat(parser.parse("[").kind()).isEqualTo(ParsedReview.Kind.BLANK);
        assertThat(parser.parse("]").kind()).isEqualTo(ParsedReview.Kind.BLANK);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "not json                                              | NOT_JSON_OBJECT",
            "{\"reviewText\": \"cut off                            | NOT_JSON_OBJECT",
            "{\"reviewText\": \"a\", \"overall\": 5                | NOT_JSON_OBJECT",
            "[\"an\", \"array\"]                                   | NOT_JSON_OBJECT",
            "42                                                    | NOT_JSON_OBJECT",
            "{\"reviewText\": \"a\", \"overall\": 5} trailing      | NOT_JSON_OBJECT",
            "{\"reviewText\": \"a\", \"overall\": 5}{\"x\": 1}     | NOT_JSON_OBJECT",
            "{\"overall\": 5.0}                                    | TEXT_MISSING",
            "{\"reviewText\": null, \"overall\": 5.0}              | TEXT_NOT_STRING",
            "{\"reviewText\": 42, \"overall\": 5.0}                | TEXT_NOT_STRING",
            "{\"reviewText\": [\"a\"], \"overall\": 5.0}           | TEXT_NOT_STRING",
            "{\"reviewText\": \"a\"}                               | RATING_MISSING",
            "{\"reviewText\": \"a\", \"overall\": \"5\"}           | RATING_NOT_NUMBER",
            "{\"reviewText\": \"a\", \"overall\": null}            | RATING_NOT_NUMBER",
            "{\"reviewText\": \"a\", \"overall\": true}            | RATING_NOT_NUMBER",
            "{\"reviewText\": \"a\", \"overall\": 4.5}             | RATING_NOT_INTEGRAL",
            "{\"reviewText\": \"a\", \"overall\": 0}               | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 6.0}             | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": -1}              | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 99999999999999}  | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 1e9999999999}    | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 1E+2147483648}   | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 0e-9999999999}   | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 0.0e9999999999}  | RATING_OUT_OF_RANGE",
            "{\"reviewText\": \"a\", \"overall\": 1e-9999999999}   | RATING_NOT_INTEGRAL",
            "{\"reviewText\": \"a\", \"overall\": -2.5E-99999999999} | RATING_NOT_INTEGRAL",
    })
    void rejectsEveryInvalidKindWithItsReason(String line, RejectReason reason) {
        ParsedReview r = parser.parse(line.strip());
        assertThat(r.kind()).isEqualTo(ParsedReview.Kind.INVALID);
        assertThat(r.reason()).isEqualTo(reason);
    }

    @Test
    void parsesAByteSliceWithoutCopying() {
        byte[] buf = "xx{\"reviewText\": \"caf\u00e9\", \"overall\": 1}yy".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        ParsedReview r = parser.parse(buf, 2, buf.length - 4);
        assertThat(r.text()).isEqualTo("caf\u00e9");
        assertThat(r.rating()).isEqualTo(1);
    }

    /** A line from ASCII parts and raw bytes. */
    private static byte[] line(Object... pieces) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (Object p : pieces) {
            byte[] b = p instanceof String str ? str.getBytes(java.nio.charset.StandardCharsets.UTF_8) : (byte[]) p;
            out.writeBytes(b);
        }
        return out.toByteArray();
    }

    private ParsedReview parse(byte[] b) {
        return parser.parse(b, 0, b.length);
    }

    static final byte[] BAD = {(byte) 0xff};
    static final byte[] OVERLONG_SLASH = {(byte) 0xc0, (byte) 0xaf};
    static final byte[] CESU_SURROGATE = {(byte) 0xed, (byte) 0xa0, (byte) 0x80};
    static final byte[] CUT_SEQUENCE = {(byte) 0xe2, (byte) 0x82};

    @Test
    void invalidUtf8InAFieldWeDoNotReadDropsNothingWhereverItSits() {
        for (String where : new String[]{"first", "last"}) {
            byte[] name = line("\"reviewerName\": \"J", BAD, "rg\"");
            byte[] b = where.equals("first")
                    ? line("{", name, ", \"reviewText\": \"good case\", \"overall\": 5}")
                    : line("{\"reviewText\": \"good case\", \"overall\": 5, ", name, "}");
            ParsedReview r = parse(b);
            assertThat(r.isValid()).as(where).isTrue();
            assertThat(r.text()).isEqualTo("good case");
        }
    }

    @Test
    void invalidUtf8InTheReviewTextIsItsOwnReason() {
        for (byte[] bad : new byte[][]{BAD, OVERLONG_SLASH, CESU_SURROGATE, CUT_SEQUENCE}) {
            assertThat(parse(line("{\"reviewText\": \"ca", bad, "se\", \"overall\": 5}")).reason())
                    .isEqualTo(RejectReason.INVALID_UTF8);
            assertThat(parse(line("{\"overall\": 5, \"reviewText\": \"case", bad, "\"}")).reason())
                    .isEqualTo(RejectReason.INVALID_UTF8);
        }
        // an escaped lone surrogate is valid JSON but not text
        assertThat(parser.parse("{\"reviewText\": \"a \\ud800 b\", \"overall\": 5}").reason())
                .isEqualTo(RejectReason.INVALID_UTF8);
        // a proper pair, raw or escaped, and ordinary multi-byte text are fine
        assertThat(parser.parse("{\"reviewText\": \"caf\u00e9 \ud83d\ude00 \\ud83d\\ude00\", \"overall\": 5}").isValid()).isTrue();
    }

    @Test
    void everyLoneSurrogateIsFoundWhereverItSits() {
        for (String text : new String[]{"\\udc00", "a \\udc00", "\\ud83d", "a \\ud83d", "\\ud83dx", "\\ud83d\\ud83d",
                "\\ude00\\ud83d", "\\ud83d\\ude00 \\ud83d"}) {
            assertThat(parser.parse("{\"reviewText\": \"" + text + "\", \"overall\": 5}").reason()).as(text)
                    .isEqualTo(RejectReason.INVALID_UTF8);
        }
        assertThat(parser.parse("{\"reviewText\": \"\\ud83d\\ude00\\ud83d\\ude00\", \"overall\": 5}").text())
                .isEqualTo("\ud83d\ude00\ud83d\ude00");
    }

    @Test
    void utf16IsNeverGuessed() {
        byte[] utf16 = "{\"reviewText\": \"good\", \"overall\": 5}".getBytes(java.nio.charset.StandardCharsets.UTF_16LE);
        assertThat(parse(utf16).reason()).isEqualTo(RejectReason.NOT_JSON_OBJECT);
        byte[] withBom = line(new byte[]{(byte) 0xff, (byte) 0xfe}, utf16);
        assertThat(parse(withBom).reason()).isEqualTo(RejectReason.NOT_JSON_OBJECT);
    }

    @Test
    void aMalformedKeyIsTheSameMissingKeyWhereverItSits() {
        byte[] key = line("\"revi", BAD, "wText\": \"x\"");
        assertThat(parse(line("{", key, ", \"overall\": 5}")).reason()).isEqualTo(RejectReason.TEXT_MISSING);
        assertThat(parse(line("{\"overall\": 5, ", key, "}")).reason()).isEqualTo(RejectReason.TEXT_MISSING);
    }

    @Test
    void ratingsAreJudgedOnTheirTextNotARoundedDouble() {
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 4.9999999999999999999}").reason())
                .isEqualTo(RejectReason.RATING_NOT_INTEGRAL);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 1.0000000000000000001}").reason())
                .isEqualTo(RejectReason.RATING_NOT_INTEGRAL);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 5.000000000000000000000}").rating()).isEqualTo(5);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 0.5e1}").rating()).isEqualTo(5);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 1e400}").reason())
                .isEqualTo(RejectReason.RATING_OUT_OF_RANGE);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 0.0}").reason())
                .isEqualTo(RejectReason.RATING_OUT_OF_RANGE);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": -0.0}").reason())
                .isEqualTo(RejectReason.RATING_OUT_OF_RANGE);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 1e-400}").reason())
                .isEqualTo(RejectReason.RATING_NOT_INTEGRAL);
        assertThat(parser.parse("{\"reviewText\": \"a\", \"overall\": 4.99999999999999}").reason())
                .isEqualTo(RejectReason.RATING_NOT_INTEGRAL);
    }

    /**
     * The scan before the JSON parser, eight bytes a step: a raw NUL at any position of a line of any
     * length rejects it, and a non-ASCII byte at any position is judged as UTF-8 (here in the text,
     * valid: kept; invalid: INVALID_UTF8), whatever the line's length modulo eight.
     */
    @Test
    void aNulOrANonAsciiByteIsFoundAtEveryPositionOfLinesOfEveryLength() {
        for (int pad = 0; pad < 9; pad++) {
            String text = "word ".repeat(pad) + "end";
            byte[] good = ("{\"reviewText\": \"" + text + "\", \"overall\": 2}").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            assertThat(parser.parse(good, 0, good.length).isValid()).isTrue();
            int textAt = new String(good, java.nio.charset.StandardCharsets.US_ASCII).indexOf(text);
            for (int at = 0; at < good.length; at++) {
                byte[] nul = good.clone();
                nul[at] = 0;
                assertThat(parser.parse(nul, 0, nul.length).reason()).as("NUL at %d of %d", at, nul.length)
                        .isEqualTo(RejectReason.NOT_JSON_OBJECT);
            }
            for (int at = textAt; at < textAt + text.length(); at++) {
                byte[] accented = new byte[good.length + 1];
                System.arraycopy(good, 0, accented, 0, at);
                accented[at] = (byte) 0xc3;
                accented[at + 1] = (byte) 0xa9;
                System.arraycopy(good, at + 1, accented, at + 2, good.length - at - 1);
                ParsedReview r = parser.parse(accented, 0, accented.length);
                assertThat(r.isValid()).as("é at %d", at).isTrue();
                assertThat(r.text()).contains("\u00e9");
                byte[] bad = good.clone();
                bad[at] = (byte) 0xff;
                assertThat(parser.parse(bad, 0, bad.length).reason()).as("0xff at %d", at).isEqualTo(RejectReason.INVALID_UTF8);
            }
        }
    }
}

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
}

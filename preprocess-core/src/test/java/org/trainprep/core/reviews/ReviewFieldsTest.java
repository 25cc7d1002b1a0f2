package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reading other corpora's field names and label values; Amazon's stay the default. */
class ReviewFieldsTest {

    private static ParsedReview parse(ReviewFields f, String line) {
        return new ReviewParser(f).parse(line);
    }

    @Test
    void amazon2023AndYelpFieldsReadLikeTodaysShape() {
        ReviewFields amazon2023 = new ReviewFields(List.of("text"), "rating", List.of());
        assertThat(parse(amazon2023, "{\"rating\": 4.0, \"title\": \"t\", \"text\": \"Works well\"}").toString())
                .isEqualTo(parse(ReviewFields.DEFAULT, "{\"overall\": 4, \"reviewText\": \"Works well\"}").toString());
        ReviewFields yelp = new ReviewFields(List.of("text"), "stars", List.of());
        assertThat(parse(yelp, "{\"stars\": 2, \"text\": \"meh\"}").rating()).isEqualTo(2);
        // the default ignores the other corpora's fields
        assertThat(parse(ReviewFields.DEFAULT, "{\"stars\": 2, \"text\": \"meh\"}").toString())
                .isEqualTo("INVALID(TEXT_MISSING reviewText)");
    }

    @Test
    void textFieldsAreJoinedInTheOrderGivenAndAllRequired() {
        ReviewFields f = new ReviewFields(List.of("summary", "reviewText"), "overall", List.of());
        assertThat(parse(f, "{\"reviewText\": \"body\", \"overall\": 5, \"summary\": \"title\"}").text())
                .isEqualTo("title body");
        assertThat(parse(f, "{\"reviewText\": \"body\", \"overall\": 5}").field()).isEqualTo("summary");
        assertThat(parse(f, "{\"reviewText\": \"body\", \"overall\": 5, \"summary\": 3}").toString())
                .isEqualTo("INVALID(TEXT_NOT_STRING summary)");
        assertThat(parse(f, "{\"reviewText\": \"body\", \"summary\": \"t\"}").toString())
                .isEqualTo("INVALID(RATING_MISSING overall)");
    }

    @Test
    void listedLabelValuesMapToRatingsOneToFive() {
        ReviewFields zeroBased = new ReviewFields(List.of("text"), "label", List.of("0", "1", "2", "3", "4"));
        assertThat(parse(zeroBased, "{\"text\": \"x\", \"label\": 0}").rating()).isEqualTo(1);
        assertThat(parse(zeroBased, "{\"text\": \"x\", \"label\": 4.0}").rating()).isEqualTo(5);
        assertThat(parse(zeroBased, "{\"text\": \"x\", \"label\": 5}").toString())
                .isEqualTo("INVALID(RATING_OUT_OF_RANGE label)");
        ReviewFields words = new ReviewFields(List.of("text"), "label",
                List.of("terrible", "bad", "ok", "good", "great"));
        assertThat(parse(words, "{\"text\": \"x\", \"label\": \"good\"}").rating()).isEqualTo(4);
        assertThat(parse(words, "{\"text\": \"x\", \"label\": \"fine\"}").reason()).isEqualTo(RejectReason.RATING_OUT_OF_RANGE);
        assertThat(parse(words, "{\"text\": \"x\", \"label\": [1]}").reason()).isEqualTo(RejectReason.RATING_NOT_NUMBER);
    }

    @Test
    void theSettingsTravelAsJsonAndBadOnesAreRefused() {
        ReviewFields f = new ReviewFields(List.of("summary", "text"), "stars", List.of("a", "b", "c", "d", "e"));
        assertThat(ReviewFields.fromJson(f.toJson())).isEqualTo(f);
        assertThat(ReviewFields.fromJson(ReviewFields.DEFAULT.toJson())).isEqualTo(ReviewFields.DEFAULT);
        assertThatThrownBy(() -> new ReviewFields(List.of("text"), "text", List.of()))
                .hasMessageContaining("also a --text-field");
        assertThatThrownBy(() -> new ReviewFields(List.of("text"), "stars", List.of("1", "2", "3", "4", "4")))
                .hasMessageContaining("five distinct values");
        // --label-values 1,2,3,4, (an empty fifth) and 1,1.0,... (one number twice, as the parser compares them)
        assertThatThrownBy(() -> new ReviewFields(List.of("text"), "stars", List.of("1", "2", "3", "4", "")))
                .hasMessageContaining("five distinct values");
        assertThatThrownBy(() -> new ReviewFields(List.of("text"), "stars", List.of("1", "1.0", "2", "3", "4")))
                .hasMessageContaining("five distinct values");
        assertThat(new ReviewFields(List.of("text"), "stars", List.of("0", "1", "2", "3", "four")).labelValues())
                .hasSize(5);
    }
}

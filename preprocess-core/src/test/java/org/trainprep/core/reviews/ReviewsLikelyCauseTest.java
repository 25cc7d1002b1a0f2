package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.rejects.RejectRecord;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** What the review slice reads into an input most of whose lines it rejects, as the budget's message ends. */
class ReviewsLikelyCauseTest {

    private static String failure(String reason, List<RejectRecord> samples) {
        ReviewsOptions o = ReviewsOptions.defaults(List.of("in"), "out");
        return InputBudget.DEFAULT.check(10, 0, 10, 0, Map.of(reason, 10L), 0, samples, o.inputShape(), o.likelyCause())
                .orElseThrow();
    }

    @Test
    void csvLinesAnotherDatasetsFieldsAndOtherRatingsAreNamedWithTheOptionThatFixesThem() {
        RejectRecord csv = RejectRecord.of("NOT_JSON_OBJECT", "f", 0, "a,b,c".getBytes(StandardCharsets.UTF_8), 0, 5);
        assertThat(failure("NOT_JSON_OBJECT", List.of(csv, csv))).contains("look like CSV")
                .contains("review JSON lines").doesNotContain("\n");
        assertThat(failure("TEXT_MISSING", List.of())).contains("without a reviewText field").contains("--text-field");
        assertThat(failure("RATING_OUT_OF_RANGE", List.of())).contains("ratings (overall)").contains("--label-values");
    }

    /** A run short of --min-rows whose lines were mostly read: no guess that the input is something else. */
    @Test
    void aRunShortOfMinRowsWithFewRejectedLinesIsNotCalledAnotherKindOfInput() {
        ReviewsOptions o = ReviewsOptions.defaults(List.of("in"), "out");
        RejectRecord bad = RejectRecord.of("NOT_JSON_OBJECT", "f", 0, "not json".getBytes(StandardCharsets.UTF_8), 0, 8);
        String line = new InputBudget(0.05, 5000, false).check(2000, 1994, 6, 0, Map.of("NOT_JSON_OBJECT", 6L), 1512,
                List.of(bad), o.inputShape(), o.likelyCause()).orElseThrow();
        assertThat(line).contains("1,512 rows from 2,000 lines").contains("fewer than --min-rows 5000")
                .contains("give more input or a lower --min-rows").doesNotContain("CSV").doesNotContain("is this");
    }
}

package org.trainprep.mr;

import org.junit.jupiter.api.Test;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.cli.Help;
import org.trainprep.core.reviews.ReviewsOptions;

import static org.assertj.core.api.Assertions.assertThat;

/** The worked examples {@code --help} ends with are valid command lines, and every option has a meaning. */
class HelpExamplesTest {

    static void describesEveryOption(Help help) {
        assertThat(help.options()).allSatisfy(o -> assertThat(o.meaning()).isNotBlank());
        assertThat(help.text()).contains("(default: ").contains("(required)").contains("example");
    }

    @Test
    void reviewsExamplesParse() throws Exception {
        describesEveryOption(ReviewsOptions.HELP);
        for (String[] args : ReviewsOptions.HELP.exampleArguments()) {
            assertThat(ReviewsOptions.parse(args).inputs()).isNotEmpty();
        }
    }

    @Test
    void censusExamplesParse() throws Exception {
        describesEveryOption(CensusOptions.HELP);
        for (String[] args : CensusOptions.HELP.exampleArguments()) {
            assertThat(CensusOptions.parse(args).output()).isNotBlank();
        }
    }
}

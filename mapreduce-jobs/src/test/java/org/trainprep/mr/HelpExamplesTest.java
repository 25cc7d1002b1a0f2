package org.trainprep.mr;

import org.junit.jupiter.api.Test;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.cli.Help;
import org.trainprep.mr.reviews.ReviewsOptions;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** The worked examples {@code --help} ends with are valid command lines, and every option has a meaning. */
class HelpExamplesTest {

    /** {@code bin/pipeline CMD args... [# comment]} -> args. */
    static String[] args(String example, String command) {
        String[] words = example.replaceAll("\\s+#.*$", "").split(" ");
        assertThat(words[0]).isEqualTo("bin/pipeline");
        assertThat(words[1]).isEqualTo(command);
        return Arrays.copyOfRange(words, 2, words.length);
    }

    static void describesEveryOption(Help help) {
        assertThat(help.options()).allSatisfy(o -> assertThat(o.meaning()).isNotBlank());
        assertThat(help.text()).contains("(default: ").contains("(required)").contains("example");
    }

    @Test
    void reviewsExamplesParse() throws Exception {
        describesEveryOption(ReviewsOptions.HELP);
        for (String e : ReviewsOptions.HELP.examples()) {
            assertThat(ReviewsOptions.parse(args(e, "reviews")).inputs()).isNotEmpty();
        }
    }

    @Test
    void censusExamplesParse() throws Exception {
        describesEveryOption(CensusOptions.HELP);
        for (String e : CensusOptions.HELP.examples()) {
            assertThat(CensusOptions.parse(args(e, "census")).output()).isNotBlank();
        }
    }
}

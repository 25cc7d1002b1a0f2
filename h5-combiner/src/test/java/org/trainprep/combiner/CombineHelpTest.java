package org.trainprep.combiner;

import org.junit.jupiter.api.Test;
import org.trainprep.combiner.s3.PublicMode;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code combine --help}'s worked example is a valid command line. */
class CombineHelpTest {

    @Test
    void theExampleParses() throws Exception {
        for (String[] args : CombineOptions.HELP.exampleArguments()) {
            CombineOptions o = CombineOptions.parse(args);
            assertThat(o.publicMode()).isNotEqualTo(PublicMode.OFF);
        }
        assertThat(CombineOptions.HELP.text()).contains("--part-mb MB").contains("(default: 16)");
    }
}

package org.trainprep.combiner;

import org.junit.jupiter.api.Test;
import org.trainprep.combiner.s3.PublicMode;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code combine --help}'s worked example is a valid command line. */
class CombineHelpTest {

    @Test
    void theExampleParses() throws Exception {
        for (String e : CombineOptions.HELP.examples()) {
            String[] words = e.replaceAll("\\s+#.*$", "").split(" ");
            assertThat(words[1]).isEqualTo("combine");
            CombineOptions o = CombineOptions.parse(Arrays.copyOfRange(words, 2, words.length));
            assertThat(o.publicMode()).isNotEqualTo(PublicMode.OFF);
        }
        assertThat(CombineOptions.HELP.text()).contains("--part-mb MB").contains("(default: 16)");
    }
}

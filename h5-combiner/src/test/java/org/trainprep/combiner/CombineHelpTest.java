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

    @Test
    void anOutputInsideThePartsFolderIsRefused() throws Exception {
        for (String[] io : new String[][]{{"out/parts", "out/parts"}, {"out/parts/", "out/parts/merged"},
                {"s3://b/run/parts/", "s3://b/run/parts"}, {"out/parts", "./out/parts/../parts/x"}}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> CombineOptions.parse(new String[]{"--input", io[0],
                            "--output", io[1]})).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                    .hasMessageContaining("is inside the parts folder");
        }
        for (String[] io : new String[][]{{"out/parts", "out"}, {"out/parts", "out/parts-merged"},
                {"s3://b/run/parts/", "s3://b/run/"}}) {
            assertThat(CombineOptions.parse(new String[]{"--input", io[0], "--output", io[1]}).output()).isEqualTo(io[1]);
        }
    }
}

package org.trainprep.core.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HelpTest {

    private final Help help = Help.of("demo", "--input PATH --output DIR [options]", "Does a demo.")
            .required("input", "PATH", "what to read")
            .required("output", "DIR", "where to write")
            .value("size", "K", "how many", "10")
            .flag("overwrite", "replace")
            .flagWithValue("public", "acl|presign", "share it", "presign")
            .example("bin/pipeline demo --input a --output b  # a comment")
            .build();

    @Test
    void listsEveryOptionWithItsMeaningAndDefaultThenAnExample() {
        String text = help.text();
        assertThat(text).startsWith("usage: demo --input PATH --output DIR [options]\n\nDoes a demo.\n");
        assertThat(text).contains("  --input PATH            what to read (required)\n");
        assertThat(text).contains("  --size K                how many (default: 10)\n");
        assertThat(text).contains("  --overwrite             replace\n");
        assertThat(text).contains("  --public[=acl|presign]  share it (default: presign)\n");
        assertThat(text).endsWith("example:\n  bin/pipeline demo --input a --output b  # a comment\n");
    }

    @Test
    void parsesWhatItDeclaresAndNothingElse() throws Exception {
        Args a = help.parse(new String[]{"--input", "x", "--output", "y", "--public=acl", "--overwrite"});
        assertThat(a.flagValue("public", "presign")).isEqualTo("acl");
        assertThat(a.has("overwrite")).isTrue();
        assertThatThrownBy(() -> help.parse(new String[]{"--sise", "3"})).isInstanceOf(UsageException.class)
                .hasMessageContaining("unknown option --sise");
    }

    @Test
    void examplesComeBackAsArgumentsWithoutTheirComment() {
        assertThat(help.exampleArguments()).containsExactly(new String[][]{{"--input", "a", "--output", "b"}});
    }
}

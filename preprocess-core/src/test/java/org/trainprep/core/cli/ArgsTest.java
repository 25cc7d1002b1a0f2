package org.trainprep.core.cli;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArgsTest {

    static Args parse(String... args) throws UsageException {
        return Args.parse("cmd", args, Set.of("input"), Set.of("overwrite"), Set.of("public"));
    }

    @Test
    void flagWithValueIsAbsentBareOrInline() throws UsageException {
        assertThat(parse("--input", "a").flagValue("public", "")).isNull();
        assertThat(parse("--public", "--input", "a").flagValue("public", "")).isEmpty();
        assertThat(parse("--public=acl", "--input", "a").flagValue("public", "")).isEqualTo("acl");
    }

    @Test
    void flagWithValueNeverTakesTheNextArgument() throws UsageException {
        Args a = parse("--input", "a", "b", "--public");
        assertThat(a.all("input")).containsExactly("a", "b");
        assertThatThrownBy(() -> parse("--public", "acl")).isInstanceOf(UsageException.class)
                .hasMessage("cmd: unexpected argument 'acl'; options start with --");
        assertThatThrownBy(() -> parse("--publik")).hasMessage(
                "cmd: unknown option --publik; valid options: --input --overwrite --public[=...]");
    }

    @Test
    void aNumberIsAPlainDecimalNotWhateverJavasParserTakes() throws UsageException {
        for (String ok : new String[]{"0.8", ".5", "1", "1.", "-0.1", "1e-3", "2.5E+2"}) {
            assertThat(parse("--input", ok).doubleValue("input", 7)).as(ok).isEqualTo(Double.parseDouble(ok));
        }
        assertThat(parse("--overwrite").doubleValue("input", 7)).isEqualTo(7);
        for (String bad : new String[]{"0.8f", "0x1p-1", "NaN", "Infinity", "1,5", "", " 0.8", "abc"}) {
            assertThatThrownBy(() -> parse("--input", bad).doubleValue("input", 7)).as(bad)
                    .hasMessage("cmd: --input must be a decimal number, was '" + bad + "'");
        }
    }
}

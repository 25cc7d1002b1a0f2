package org.trainprep.mr;

import org.junit.jupiter.api.Test;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The jar's commands are the registry's types (test-only ones too, by their services lines) and the tools. */
class MainTest {

    @Test
    void theListOfCommandsComesFromTheRegistry() throws Exception {
        var types = DatasetTypes.load(getClass().getClassLoader()).all();
        assertThat(types).isNotEmpty();
        CommandRun help = CommandRun.main("--help");
        assertThat(help.exit()).isZero();
        CommandRun unknown = CommandRun.main("nope");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("unknown command 'nope': use " + String.join(", ",
                types.stream().map(DatasetType::name).sorted().toList()) + " or report");
        for (DatasetType t : types) {
            assertThat(help.out()).containsPattern("(?m)^  " + java.util.regex.Pattern.quote(t.name() + " "
                    + t.help().synopsis()) + " +" + java.util.regex.Pattern.quote(t.summary()) + "$");
            CommandRun typeHelp = CommandRun.main(t.name(), "--help");
            assertThat(typeHelp.exit()).isZero();
            assertThat(typeHelp.out()).isEqualTo(t.help().text());
        }
    }
}

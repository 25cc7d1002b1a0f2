package org.trainprep.mr.linelengths;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.mr.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The test-only type through MapReduce's command line: registered by a services line only (it is
 * written on the stage API, {@link org.trainprep.core.linelengths.LineLengthsContract} runs it end to
 * end on each engine), it is one of the commands, and its error budget fails the command.
 */
class LineLengthsSkeletonTest {

    @TempDir
    Path dir;

    private record Ran(int exit, String out, String err) {
    }

    private static Ran main(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theSkeletonAppliesTheErrorBudgetAndPublishesNothingForAFileOfTheWrongKind() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), ("z".repeat(100) + "\n").repeat(5) + "ok\n");
        Path out = dir.resolve("out");
        Ran run = main("line-lengths", "--input", bad.toString(), "--output", out.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("does not look usable").contains("TOO_LONG");
        assertThat(out).doesNotExist();
    }

    @Test
    void theListOfCommandsComesFromTheRegistry() throws Exception {
        Ran help = main("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("line-lengths --input PATH... --output DIR [options]")
                .contains("text lines -> (length, parity) rows (test-only)").contains("reviews").contains("census");
        Ran unknown = main("nope");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("census, line-lengths, ").contains("reviews or report");
    }
}

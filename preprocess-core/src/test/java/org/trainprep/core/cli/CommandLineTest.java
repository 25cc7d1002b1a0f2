package org.trainprep.core.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The exit codes and one-line messages every entry point shares. */
class CommandLineTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(CommandLine.Body body, String... args) throws Exception {
        return CommandLine.run("census", "usage: census --input FILE --output DIR", "", args,
                new PrintStream(out, true), new PrintStream(err, true), body);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpPrintsTheUsageAndRunsNothing() throws Exception {
        assertThat(run(a -> { throw new AssertionError("ran"); }, "--input", "x", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("usage: census --input FILE --output DIR\n");
    }

    @Test
    void badArgumentsAreOneLineAndExitTwo() throws Exception {
        assertThat(run(a -> { throw new UsageException("census: --output is required"); })).isEqualTo(2);
        assertThat(err()).isEqualTo("census: --output is required\n");
        err.reset();
        assertThat(run(a -> { throw new IllegalArgumentException("--seed must be an integer"); })).isEqualTo(2);
        assertThat(err()).isEqualTo("census: --seed must be an integer\n");
    }

    @Test
    void aFailedRunIsOneLineAndExitsOneWhileABugPropagates() throws Exception {
        assertThat(run(a -> { throw new IOException("input x cannot be read: not a gzip file; replace it"); }))
                .isEqualTo(1);
        assertThat(err()).isEqualTo("census failed: input x cannot be read: not a gzip file; replace it\n");
        assertThatThrownBy(() -> run(a -> { throw new IllegalStateException("bug"); })).hasMessage("bug");
        assertThat(run(a -> { })).isZero();
    }
}

package org.trainprep.core.progress;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class TransferProgressTest {

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final ProgressLog log = new ProgressLog(new PrintStream(printed, true, StandardCharsets.UTF_8), false,
            5_000, clock::get);

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aStepStartedLongAfterTheLogSaysNothingUntilItHasRunAnInterval() {
        clock.addAndGet(60_000);
        TransferProgress transfer = new TransferProgress(log, "census.h5", 100_000_000);
        transfer.bytes(943);
        clock.addAndGet(300);
        transfer.bytes(99_999_057);
        transfer.finish();

        assertThat(printed()).isEmpty();
    }

    @Test
    void aLongStepReportsItsRateAndTimeLeftAfterAnInterval() {
        TransferProgress transfer = new TransferProgress(log, "big.h5", 100_000_000);
        transfer.bytes(1_000);
        clock.addAndGet(5_000);
        transfer.bytes(24_999_000);
        clock.addAndGet(15_000);
        transfer.bytes(75_000_000);
        transfer.finish();

        assertThat(printed().lines().toList()).as("the last progress line said it all; finish adds none")
                .containsExactly(
                        "combine big.h5: 25.0 MB of 100.0 MB (25%), 5.0 MB/s, ETA 0:15",
                        "combine big.h5: 100.0 MB of 100.0 MB (100%), 5.0 MB/s, ETA 0:00");
    }

    @Test
    void finishSaysTheEndWhenTheLastProgressLineWasEarlier() {
        TransferProgress transfer = new TransferProgress(log, "big.h5", 100_000_000);
        clock.addAndGet(5_000);
        transfer.bytes(50_000_000);
        clock.addAndGet(1_000);
        transfer.bytes(50_000_000);
        transfer.finish();

        assertThat(printed().lines().toList()).containsExactly(
                "combine big.h5: 50.0 MB of 100.0 MB (50%), 10.0 MB/s, ETA 0:05",
                "combine big.h5: 100.0 MB of 100.0 MB (100%), 16.7 MB/s, ETA 0:00");
    }
}

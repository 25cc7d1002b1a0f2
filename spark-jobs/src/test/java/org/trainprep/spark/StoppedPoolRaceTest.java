package org.trainprep.spark;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.junit.jupiter.api.Test;

import java.util.concurrent.RejectedExecutionException;

import static org.assertj.core.api.Assertions.assertThat;

/** Only the refusal of a pool shut down is dropped; any other event of the loggers it filters goes on. */
class StoppedPoolRaceTest {

    private static LogEvent event(String message, Throwable thrown) {
        return Log4jLogEvent.newBuilder().setLoggerName("org.apache.spark.rpc.netty.Inbox").setLevel(Level.ERROR)
                .setMessage(new SimpleMessage(message)).setThrown(thrown).build();
    }

    @Test
    void aRefusalOfAStoppedPoolIsDroppedAndEverythingElseGoesOn() {
        StoppedPoolRace filter = StoppedPoolRace.create(null, null);
        RejectedExecutionException refused = new RejectedExecutionException("rejected from pool [Shutting down]");
        assertThat(filter.filter(event("Ignoring error", refused))).isEqualTo(Filter.Result.DENY);
        assertThat(filter.filter(event("Exception in statusUpdate", new IllegalStateException("wrapped", refused))))
                .isEqualTo(Filter.Result.DENY);
        assertThat(filter.filter(event("Ignoring error", new IllegalStateException("a real error"))))
                .isEqualTo(Filter.Result.NEUTRAL);
        assertThat(filter.filter(event("Ignoring error", null))).isEqualTo(Filter.Result.NEUTRAL);
    }
}

package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The context a run starts while its driver gets on: the one context, started once, stopped on
 * close; a context that cannot start fails the run with Spark's own exception, whenever it is first
 * asked for, and leaves nothing to stop.
 */
class StartingContextTest {

    private static SparkConf conf(String master) {
        return new SparkConf().setMaster(master).setAppName("starting-context").set("spark.ui.enabled", "false")
                .set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
    }

    @Test
    void theContextStartsOnceAndCloseStopsIt() {
        JavaSparkContext sc;
        try (StartingContext starting = StartingContext.start(conf("local[2]"))) {
            sc = starting.get();
            assertThat(starting.get()).isSameAs(sc);
            assertThat(sc.parallelize(java.util.List.of(1, 2, 3), 2).count()).isEqualTo(3);
            assertThat(sc.sc().isStopped()).isFalse();
        }
        assertThat(sc.sc().isStopped()).isTrue();
    }

    @Test
    void aContextThatCannotStartFailsWithSparksExceptionAndCloseHasNothingToStop() {
        try (StartingContext starting = StartingContext.start(conf("no-such-master"))) {
            assertThatThrownBy(starting::get).isInstanceOf(StartingContext.Failed.class)
                    .hasCauseInstanceOf(SparkException.class).hasMessageContaining("no-such-master");
        }
    }

    @Test
    void closingBeforeTheContextIsAskedForStillStopsIt() {
        StartingContext starting = StartingContext.start(conf("local[1]"));
        starting.close();
        // a run that failed before its first job: no context is left running for the next one
        try (JavaSparkContext next = new JavaSparkContext(conf("local[1]"))) {
            assertThat(next.sc().isStopped()).isFalse();
        }
    }
}

package org.trainprep.spark;

import org.apache.hadoop.util.ShutdownHookManager;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hook that runs before Spark's on SIGTERM: a local context's running job is cancelled and the
 * hook returns only once none of its tasks runs, so Spark never stops the context under a task.
 */
class LocalTaskDrainTest {

    @Test
    void theHookCancelsTheRunningJobAndReturnsOnceNoTaskRuns() throws Exception {
        JavaSparkContext sc = LocalSpark.start("drain");
        try {
            LocalTaskDrain drain = LocalTaskDrain.install(sc.sc());
            assertThat(drain).isNotNull();
            assertThat(ShutdownHookManager.get().hasShutdownHook(drain)).isTrue();
            List<Integer> numbers = IntStream.range(0, 4_000).boxed().toList();
            // two tasks of 2,000 records at 5 ms each: some 10 s each unless cancelled
            CompletableFuture<Long> job = CompletableFuture.supplyAsync(() -> sc.parallelize(numbers, 2).map(i -> {
                Thread.sleep(5);
                return i;
            }).count());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (drain.running() < 2) {
                assertThat(System.nanoTime()).as("both tasks started").isLessThan(deadline);
                Thread.sleep(10);
            }
            long start = System.nanoTime();
            drain.run();
            assertThat(drain.running()).as("tasks running once the hook returned").isZero();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(LocalTaskDrain.WAIT_MILLIS);
            assertThat(job).failsWithin(1, TimeUnit.MINUTES).withThrowableThat().withMessageContaining("cancel");
            drain.uninstall();
            assertThat(ShutdownHookManager.get().hasShutdownHook(drain)).isFalse();
        } finally {
            sc.stop();
        }
    }

    @Test
    void aStoppedContextIsLeftAlone() {
        JavaSparkContext sc = LocalSpark.start("drain-stopped");
        LocalTaskDrain drain = LocalTaskDrain.install(sc.sc());
        drain.uninstall();
        sc.stop();
        drain.run();
        assertThat(drain.running()).isZero();
    }
}

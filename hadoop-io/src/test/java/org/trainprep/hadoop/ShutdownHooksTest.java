package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.util.ShutdownHookManager;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A hook gets the run's configured time limit, not one read from a fresh configuration. */
class ShutdownHooksTest {

    /** The limit Hadoop's manager holds for {@code hook}, in seconds (its entries are not public). */
    private static long secondsFor(Runnable hook) throws Exception {
        Method inOrder = ShutdownHookManager.class.getDeclaredMethod("getShutdownHooksInOrder");
        inOrder.setAccessible(true);
        for (Object entry : (List<?>) inOrder.invoke(ShutdownHookManager.get())) {
            Method getHook = entry.getClass().getDeclaredMethod("getHook");
            getHook.setAccessible(true);
            if (getHook.invoke(entry) == hook) {
                Method timeout = entry.getClass().getDeclaredMethod("getTimeout");
                Method unit = entry.getClass().getDeclaredMethod("getTimeUnit");
                timeout.setAccessible(true);
                unit.setAccessible(true);
                return ((TimeUnit) unit.invoke(entry)).toSeconds((Long) timeout.invoke(entry));
            }
        }
        throw new AssertionError("no such hook");
    }

    @Test
    void theHookTakesTheRunsTimeLimitAtItsPriority() throws Exception {
        Runnable hook = () -> { };
        Runnable defaulted = () -> { };
        Configuration conf = new Configuration(false);
        conf.set("hadoop.service.shutdown.timeout", "7s");
        try {
            ShutdownHooks.add(conf, hook, 42);
            ShutdownHooks.add(new Configuration(false), defaulted, 42);
            assertThat(ShutdownHookManager.get().hasShutdownHook(hook)).isTrue();
            assertThat(secondsFor(hook)).isEqualTo(7);
            assertThat(secondsFor(defaulted)).as("Hadoop's default").isEqualTo(30);
        } finally {
            ShutdownHookManager.get().removeShutdownHook(hook);
            ShutdownHookManager.get().removeShutdownHook(defaulted);
        }
    }
}

package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.CommonConfigurationKeysPublic;
import org.apache.hadoop.util.ShutdownHookManager;

import java.util.concurrent.TimeUnit;

/**
 * Hooks in Hadoop's shutdown order, each given the run's own time limit. Hadoop's two-argument
 * {@code addShutdownHook} reads the limit from a {@code new Configuration()}, which parses every
 * default resource again (4.2 s of mapreduce-jobs' test JVM's CPU), not the run's, so it also
 * ignored a user's {@code -D hadoop.service.shutdown.timeout}.
 */
public final class ShutdownHooks {

    private ShutdownHooks() {
    }

    /**
     * Adds {@code hook} at {@code priority} with {@code conf}'s {@code hadoop.service.shutdown.timeout}
     * (Hadoop's default 30 s, at least 1 s as Hadoop has it).
     *
     * @throws IllegalStateException when the JVM is already shutting down
     */
    public static void add(Configuration conf, Runnable hook, int priority) {
        long seconds = Math.max(1, conf.getTimeDuration(CommonConfigurationKeysPublic.SERVICE_SHUTDOWN_TIMEOUT,
                CommonConfigurationKeysPublic.SERVICE_SHUTDOWN_TIMEOUT_DEFAULT, TimeUnit.SECONDS));
        ShutdownHookManager.get().addShutdownHook(hook, priority, seconds, TimeUnit.SECONDS);
    }
}

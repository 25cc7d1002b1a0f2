package org.trainprep.hadoop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * An interrupted run's wait for the threads running its tasks in this JVM (local mode's, a local
 * Spark master's): stopping a job does not wait for them, and a task still finishing after the run's
 * files are removed writes into them again. On a cluster there are none here.
 */
public final class LocalTaskThreads {

    /** How long an interrupted run waits for them before removing its files anyway. */
    public static final long STOP_MILLIS = 10_000;

    private LocalTaskThreads() {
    }

    /**
     * Waits, at most {@link #STOP_MILLIS}, until no live thread (but this one) is one {@code ofTheRun}
     * picks by itself and its stack, interrupting each first when {@code interrupt}; again until none
     * is left, as a job's thread may start more while it waits.
     */
    public static void awaitEnd(BiPredicate<Thread, StackTraceElement[]> ofTheRun, boolean interrupt) {
        long end = System.currentTimeMillis() + STOP_MILLIS;
        for (List<Thread> left = live(ofTheRun); !left.isEmpty(); left = live(ofTheRun)) {
            for (Thread t : left) {
                if (interrupt) {
                    t.interrupt();
                }
                try {
                    t.join(Math.max(1, Math.min(200, end - System.currentTimeMillis())));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            if (System.currentTimeMillis() >= end) {
                return;
            }
        }
    }

    private static List<Thread> live(BiPredicate<Thread, StackTraceElement[]> ofTheRun) {
        List<Thread> threads = new ArrayList<>();
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            Thread t = e.getKey();
            if (t.isAlive() && t != Thread.currentThread() && ofTheRun.test(t, e.getValue())) {
                threads.add(t);
            }
        }
        return threads;
    }
}

package org.trainprep.spark;

import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.util.ShutdownHookManager;
import org.apache.spark.SparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;

import java.util.concurrent.TimeUnit;

/**
 * On SIGTERM or Ctrl-C, a local context's jobs are cancelled and its running tasks waited for
 * before Spark's own hook stops the context. Spark stops a local context with its tasks still
 * running in this JVM: a task that ends after that finds no {@code SparkEnv} in its clean-up and
 * Spark logs the {@code NullPointerException} with a stack trace, after the run has said in one
 * line what it removed (seen under load: {@code SparkInterruptedRunIT} with the build's modules
 * tested two at a time). A cancelled task stops at its next record. The wait is bounded, so a task
 * busy elsewhere (sorting a partition) delays the end by {@link #WAIT_MILLIS} at most; the run's
 * own clean-up (a hook of lower priority) comes after either way.
 */
final class LocalTaskDrain extends SparkListener implements Runnable {

    /** Before Spark's hooks, which run at {@code FileSystem.SHUTDOWN_HOOK_PRIORITY + 30}. */
    static final int HOOK_PRIORITY = FileSystem.SHUTDOWN_HOOK_PRIORITY + 40;
    static final long WAIT_MILLIS = 10_000;

    private final SparkContext sc;
    private long running;

    private LocalTaskDrain(SparkContext sc) {
        this.sc = sc;
    }

    /** Listens to {@code sc}'s tasks and adds the hook, for a master running tasks in this JVM; else null. */
    static LocalTaskDrain install(SparkContext sc) {
        String master = sc.master();
        if (!master.startsWith("local") || master.startsWith("local-cluster")) {
            return null;
        }
        LocalTaskDrain drain = new LocalTaskDrain(sc);
        sc.addSparkListener(drain);
        try {
            org.trainprep.hadoop.ShutdownHooks.add(sc.hadoopConfiguration(), drain, HOOK_PRIORITY);
        } catch (IllegalStateException e) {
            // already ending: Spark's hook stops the context as before
            return null;
        }
        return drain;
    }

    /** Takes the hook off, once the context is stopped by the run itself. */
    void uninstall() {
        if (!ShutdownHookManager.get().isShutdownInProgress()) {
            ShutdownHookManager.get().removeShutdownHook(this);
        }
    }

    @Override
    public synchronized void onTaskStart(SparkListenerTaskStart taskStart) {
        running++;
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd taskEnd) {
        running--;
        notifyAll();
    }

    synchronized long running() {
        return running;
    }

    @Override
    public void run() {
        if (sc.isStopped()) {
            return;
        }
        // the tasks killed here are the run's own doing: Spark's warning of each ("Lost task ...
        // TaskKilled") would follow the run's one line about the interruption
        org.apache.logging.log4j.core.config.Configurator.setLevel("org.apache.spark.scheduler.TaskSetManager",
                org.apache.logging.log4j.Level.ERROR);
        sc.cancelAllJobs();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MILLIS);
        synchronized (this) {
            try {
                for (long left = WAIT_MILLIS; running > 0 && left > 0;
                     left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
                    wait(left);
                }
            } catch (InterruptedException e) {
                // Hadoop's hook timeout: Spark's hook stops the context now
                Thread.currentThread().interrupt();
            }
        }
    }
}

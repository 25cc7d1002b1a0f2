package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * A Spark context started on a thread of its own, so the driver lists and samples the input and
 * claims the output meanwhile, and waits for the context only when it first needs it (the slots to
 * size the run by, its first job). Starting one takes half a second of one core (its environment,
 * the user's login, the scheduler), a twentieth of a million-review run, and none of what comes
 * before its first job needs it. Closing waits for the start and stops the context it made, so a
 * run that fails before its first job leaves none behind.
 */
final class StartingContext implements Supplier<JavaSparkContext>, AutoCloseable {

    /** Starting the context failed: its cause is what {@code new JavaSparkContext} threw. */
    static final class Failed extends RuntimeException {
        Failed(Throwable cause) {
            super(cause.getMessage(), cause);
        }
    }

    private final CompletableFuture<JavaSparkContext> context = new CompletableFuture<>();
    private volatile LocalTaskDrain drain;

    private StartingContext() {
    }

    /** Starts a context on {@code conf} (not to be changed after), warnings only in its log. */
    static StartingContext start(SparkConf conf) {
        StartingContext starting = new StartingContext();
        Thread t = new Thread(() -> {
            try {
                JavaSparkContext sc = new JavaSparkContext(conf);
                sc.setLogLevel("WARN");
                starting.drain = LocalTaskDrain.install(sc.sc());
                starting.context.complete(sc);
            } catch (Throwable e) {
                starting.context.completeExceptionally(e);
            }
        }, "trainprep-spark-context-start");
        // a JVM told to end (SIGTERM, a failed run) does not wait for it; Spark's hook stops what it started
        t.setDaemon(true);
        t.start();
        return starting;
    }

    /** The context, once started; {@link Failed} if it could not start. */
    @Override
    public JavaSparkContext get() {
        try {
            return context.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Failed(e);
        } catch (ExecutionException e) {
            throw new Failed(e.getCause());
        }
    }

    /** Stops the context, waiting for it to start first; nothing if it could not, or when the JVM is ending. */
    @Override
    public void close() {
        JavaSparkContext sc;
        try {
            sc = context.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } catch (ExecutionException e) {
            return;
        }
        if (org.apache.hadoop.util.ShutdownHookManager.get().isShutdownInProgress()) {
            // SIGTERM: Spark's hook stops the context, after LocalTaskDrain's has waited for its tasks;
            // stopping it here, as the cancelled job fails the run, would stop it under them
            return;
        }
        LocalTaskDrain d = drain;
        if (d != null) {
            d.uninstall();
        }
        sc.close();
    }
}

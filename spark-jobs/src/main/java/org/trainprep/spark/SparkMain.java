package org.trainprep.spark;

import org.apache.hadoop.util.ShutdownHookManager;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.stage.StagedType;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.NioLocalFileSystem;
import org.trainprep.run.Passes;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.RunSummary;
import org.trainprep.run.SummaryPrinter;
import org.trainprep.spark.stage.StagedSlice;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Entry point for {@code spark-submit --class org.trainprep.spark.SparkMain spark-jobs.jar TYPE ...}
 * and for {@code bin/pipeline TYPE --engine spark}: every registered dataset type, run by the stage
 * API's Spark runner ({@link StagedSlice}). Without a configured master it runs in {@code local[*]}.
 * Exit 0 on success, 2 on bad arguments (one line), 1 when the job fails.
 */
public final class SparkMain {

    private SparkMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Map<String, StagedSlice> slices = new TreeMap<>();
        for (DatasetType t : DatasetTypes.load(SparkMain.class.getClassLoader()).all()) {
            if (t instanceof StagedType) {
                slices.put(t.name(), new StagedSlice(t));
            }
        }
        StagedSlice slice = args.length == 0 ? null : slices.get(args[0]);
        if (slice == null) {
            err.println("usage: " + String.join("|", slices.keySet()) + " [options]; the Spark jobs are: "
                    + String.join(", ", slices.keySet()));
            return UsageException.EXIT_CODE;
        }
        return CommandLine.run(args[0], slice.type().help().text(), slice.type().sizedBy(), Arrays.copyOfRange(args, 1, args.length), out, err,
                given -> {
                    Map<String, String> settings = new java.util.LinkedHashMap<>();
                    String[] rest = settings(given, settings);
                    // every argument checked before a Spark context starts
                    RunPlan plan = slice.type().plan(rest);
                    refuseOtherEngine(slice.type(), rest);
                    run(slice, plan, settings, out);
                });
    }

    /**
     * The leading {@code -D key=value} (or {@code -Dkey=value}) settings, as Hadoop's
     * {@code GenericOptionsParser} takes them for the MapReduce jobs, into {@code settings}; the
     * arguments after them returned.
     */
    static String[] settings(String[] args, Map<String, String> settings) throws UsageException {
        int i = 0;
        while (i < args.length && args[i].startsWith("-D")) {
            String pair = args[i].equals("-D") ? (i + 1 < args.length ? args[++i] : "") : args[i].substring(2);
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("-D " + pair + ": give a setting as -D key=value");
            }
            settings.put(pair.substring(0, eq).strip(), pair.substring(eq + 1));
            i++;
        }
        return Arrays.copyOfRange(args, i, args.length);
    }

    /**
     * A {@code -D} setting in Spark's configuration: Spark's own keys as they are, any other (a
     * Hadoop or trainprep key) as {@code spark.hadoop.KEY}, which puts it in the Hadoop configuration
     * of the driver and every task, where the MapReduce jobs have their {@code -D} settings.
     */
    static SparkConf apply(SparkConf conf, Map<String, String> settings) {
        settings.forEach((k, v) -> conf.set(k.startsWith("spark.") ? k : "spark.hadoop." + k, v));
        return conf;
    }

    /** A type that runs on several engines names its engine; this entry point runs Spark only. */
    private static void refuseOtherEngine(DatasetType type, String[] args) throws UsageException {
        var other = org.trainprep.core.dataset.Engine.SPARK.otherNamedIn(type, args);
        if (other.isPresent()) {
            throw new UsageException(type.name() + ": this is the Spark job; run --engine " + other.get().id()
                    + " with hadoop jar or bin/pipeline");
        }
    }

    /**
     * The serializer every run uses, unless set: Kryo, much cheaper than Java serialization for what
     * travels between executors and driver; what travels holds no object twice and no cycle (records
     * are pairs of byte arrays), so Kryo need not track references (clearing its table for every
     * record was 2.4% of a review run).
     */
    public static SparkConf serializer(SparkConf conf) {
        return conf.setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .setIfMissing("spark.kryo.referenceTracking", "false")
                // every input file is opened, as MapReduce opens it: Spark skips a zero-byte file's
                // split, so an empty .gz (damaged: not even a header) passed unnamed where MapReduce
                // named it, and the two engines' runs and manifests differed
                .setIfMissing("spark.hadoopRDD.ignoreEmptySplits", "false");
    }

    /**
     * A local master's settings, unless set: as MapReduce's local mode, no {@code chmod} forked for
     * every file a task makes ({@link NioLocalFileSystem}), and the shuffle's files not compressed.
     * A local shuffle never crosses a network: its files go to and come back from the page cache,
     * where compressing them (LZ4) only spent CPU (reviews 1 M: 0.986 of the time, docs/BENCHMARKS.md),
     * as the stage datasets on a local disk are written plain ({@code CommittedTaskOutput.compresses}).
     * And a map task writes its shuffle output serialized into memory pages, sorted by partition,
     * as one file ({@code bypassMergeThreshold} 1: Spark's serialized shuffle, which Kryo without
     * reference tracking allows), not a file per partition through a stream each, then copied into
     * one (reviews 1 M: 0.949 and 0.985 of the time in two rounds). A task's fatal error (out of
     * memory) fails the task instead of ending the JVM, which is the driver here: Spark's handler
     * called {@code System.exit(52)}, and the run's clean-up could only say "interrupted"; now the
     * job fails and the run says in one line what ran out ({@link #outOfMemory}). A cluster keeps
     * Spark's defaults (an executor that ran out is replaced).
     */
    static SparkConf local(SparkConf conf) {
        if (conf.get("spark.master").startsWith("local")) {
            if (!conf.get("spark.master").startsWith("local-cluster")) {
                // the tasks run in this JVM (local-cluster's executors have their own, which Spark replaces)
                conf.setIfMissing("spark.executor.killOnFatalError.depth", "0");
            }
            conf.setIfMissing("spark.hadoop.fs.file.impl", NioLocalFileSystem.class.getName())
                    .setIfMissing("spark.shuffle.compress", "false")
                    .setIfMissing("spark.shuffle.spill.compress", "false")
                    .setIfMissing("spark.shuffle.sort.bypassMergeThreshold", "1");
        }
        return conf;
    }

    private static void run(StagedSlice slice, RunPlan plan, Map<String, String> settings, PrintStream out)
            throws Exception {
        SparkConf conf = serializer(apply(new SparkConf().setAppName("trainprep " + slice.type().name()), settings))
                .registerKryoClasses(slice.kryoClasses().toArray(new Class<?>[0]));
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]").set("spark.ui.enabled", "false");
        }
        local(conf);
        refuseTooSmallHeap(conf, Runtime.getRuntime().maxMemory());
        // the same Hadoop configuration the context makes for itself (spark.hadoop.* and the rest)
        org.apache.hadoop.conf.Configuration hadoop = org.apache.spark.deploy.SparkHadoopUtil.get().newConfiguration(conf);
        try (StartingContext sc = StartingContext.start(conf)) {
            Passes passes = slice.passes(sc);
            RunSummary run = new RunSkeleton(hadoop, ProgressLog.to(System.err,
                    hadoop.getLong(org.trainprep.hadoop.CommandTool.PROGRESS_INTERVAL, ProgressLog.DEFAULT_INTERVAL_MILLIS)))
                    .run(plan, passes);
            SummaryPrinter.printRun(run, out);
        } catch (Exception e) {
            Exception failure = e instanceof StartingContext.Failed f && f.getCause() instanceof Exception c ? c : e;
            if (ShutdownHookManager.get().isShutdownInProgress()) {
                // SIGINT/SIGTERM: Spark's hook stopped the context, which failed the running job; the
                // run's clean-up has said what it removed, and the JVM ends with the signal's status
                Thread.currentThread().join();
            }
            OutOfMemoryError ran = outOfMemory(failure);
            if (ran != null) {
                throw ran;
            }
            if (failure instanceof SparkException) {
                // a job Spark gave up on (a task failed on every attempt): one line, like any failed run
                throw new IOException("Spark " + firstLine(failure.getMessage()), failure);
            }
            throw failure;
        }
    }

    /**
     * A local run's heap below what Spark's memory manager starts with (300 MB reserved and half as
     * much again: {@code UnifiedMemoryManager}) is refused in one line naming the fix, before the
     * context logs its stack trace and asks for a {@code --driver-memory} bin/pipeline has not got.
     */
    static void refuseTooSmallHeap(SparkConf conf, long maxMemory) throws UsageException {
        long least = 450L << 20;
        if (conf.get("spark.master").startsWith("local") && !conf.get("spark.master").startsWith("local-cluster")
                && !conf.contains("spark.testing.memory")
                && maxMemory < least) {
            throw new UsageException("Spark needs a heap of at least " + (least >> 20) + " MB and this JVM has "
                    + (maxMemory >> 20) + " MB; give it more (TRAINPREP_JAVA_OPTS=-Xmx1g bin/pipeline ..., or"
                    + " spark-submit --driver-memory 1g)");
        }
    }

    /**
     * The out-of-memory error a job failed with, from a task (which Spark reports by its class name in
     * the job's message) or the driver, as an error {@link CommandLine} turns into its one line with
     * the heap and the options that size what is held; else null.
     */
    static OutOfMemoryError outOfMemory(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError e) {
                return e;
            }
            OutOfMemoryError reported = CommandLine.outOfMemoryIn(t.getMessage(), "in a Spark task");
            if (reported != null) {
                return reported;
            }
        }
        return null;
    }

    private static String firstLine(String message) {
        String m = message == null ? "job failed" : message.strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}

package org.trainprep.spark.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.rdd.ShuffledRDD;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.stage.CommittedTaskOutput;
import org.trainprep.run.RunContext;
import org.trainprep.run.stage.HadoopStages;
import scala.Tuple2;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The stage API on Spark: a pass over lines is the damage-aware input format's RDD, a pass over a
 * dataset one task a partition; its records shuffle through one {@link ShuffledRDD} with the pass's
 * partitioner, each reduce task sorting its partition in the pass's key order ({@link SortedPartition};
 * the combiner unused: a sorted partition meets a key's values), then giving it to the pass's group
 * function. The pass travels to the executors serialized,
 * once, in a broadcast; everything the tasks write goes through {@code CommittedTaskOutput}.
 */
public final class SparkStages extends HadoopStages {

    private final java.util.function.Supplier<JavaSparkContext> context;

    /** Stages of {@code run} on the context {@code context} gives when a pass first needs it. */
    public SparkStages(java.util.function.Supplier<JavaSparkContext> context, RunContext run) {
        super(run);
        this.context = context;
        // SIGINT/SIGTERM: Spark's own hook stops the context before the run's clean-up, but a local
        // task thread may still be writing a part into the run's folders, which would outlive their removal
        run.output().onInterrupt(SparkStages::awaitLocalTasks);
    }

    /**
     * Waits, at most 10 s, until this JVM's task threads (a local master's) are gone: Spark's stop
     * kills its tasks itself (interrupting one here makes its shuffle writer log a stack trace).
     */
    static void awaitLocalTasks() {
        org.trainprep.hadoop.LocalTaskThreads.awaitEnd(SparkStages::runsATask, false);
    }

    /**
     * A local executor's thread while it runs a task: its pool keeps idle threads under the name of
     * their last task, parked, with no task's frame.
     */
    static boolean runsATask(Thread t, StackTraceElement[] stack) {
        if (!t.getName().startsWith("Executor task launch worker")) {
            return false;
        }
        for (StackTraceElement e : stack) {
            if (e.getClassName().startsWith("org.apache.spark.executor.Executor$TaskRunner")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String engine() {
        return org.trainprep.core.dataset.Engine.SPARK.id();
    }

    @Override
    public Slots slots() {
        return new Slots(context.get().defaultParallelism(), "Spark default parallelism");
    }

    /**
     * How many tasks share an executor's heap at a time, 0 for as many as the executor's JVM has
     * processors: a local master's threads ({@code local}, {@code local[N]}, {@code local[*]},
     * {@code local[N,F]}; {@code local-cluster[n,c,m]}'s c), else the executor's cores over each
     * task's ({@code spark.executor.cores}, whose default is 1 on YARN and Kubernetes and all of a
     * worker's cores on a standalone cluster).
     */
    static int tasksPerExecutor(org.apache.spark.SparkConf conf) {
        String master = conf.get("spark.master", "local[*]");
        int taskCpus = Math.max(1, conf.getInt("spark.task.cpus", 1));
        java.util.regex.Matcher local = java.util.regex.Pattern.compile("local(?:\\[(\\*|\\d+)(?:,\\d+)?])?").matcher(master);
        java.util.regex.Matcher cluster = java.util.regex.Pattern.compile("local-cluster\\[\\d+,\\s*(\\d+),.*").matcher(master);
        if (local.matches()) {
            return local.group(1) == null ? 1 : local.group(1).equals("*") ? 0 : Integer.parseInt(local.group(1));
        }
        if (cluster.matches()) {
            return Math.max(1, Integer.parseInt(cluster.group(1)) / taskCpus);
        }
        if (conf.contains("spark.executor.cores")) {
            return Math.max(1, conf.getInt("spark.executor.cores", 1) / taskCpus);
        }
        return master.startsWith("spark://") ? 0 : 1;
    }

    /** A task's share of its executor's heap, with {@code tasksPerExecutor} ({@link #tasksPerExecutor}) at once. */
    static long taskMemory(int tasksPerExecutor) {
        int tasks = tasksPerExecutor > 0 ? tasksPerExecutor : Runtime.getRuntime().availableProcessors();
        return TaskContext.memoryShare(Runtime.getRuntime().maxMemory(), tasks);
    }

    @Override
    protected int runTasks(Pass pass, Path dir) throws IOException {
        return endingItsTasks(() -> runJob(pass, dir));
    }

    /** A pass's jobs, run by {@link #endingItsTasks}. */
    @FunctionalInterface
    interface Jobs {
        int run() throws IOException;
    }

    /**
     * Runs {@code jobs}; when they fail, returns (throws) only once this JVM runs none of their tasks:
     * a job Spark gave up on leaves its other running tasks to finish (they are not interrupted),
     * and they wrote their parts into the run's folders after the run's clean-up removed them.
     */
    static int endingItsTasks(Jobs jobs) throws IOException {
        try {
            return jobs.run();
        } catch (final Throwable failed) {
            awaitLocalTasks();
            throw failed;
        }
    }

    private int runJob(Pass pass, Path dir) throws IOException {
        Configuration conf = run.conf();
        JavaSparkContext sc = context.get();
        int perExecutor = tasksPerExecutor(sc.getConf());
        Broadcast<byte[]> passB = sc.broadcast(serialized(pass));
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(conf));
        String folder = dir.toString();
        String runId = run.runId();
        JavaRDD<Tuple2<byte[], byte[]>> emitted;
        int tasks;
        if (pass.source() instanceof Pass.Lines lines) {
            Job job = Job.getInstance(conf);
            if (lines.newlineOnly()) {
                DamageAwareTextInputFormat.newlineOnly(job.getConfiguration());
            }
            FileInputFormat.setInputPaths(job, lines.files().stream().map(Path::new).toArray(Path[]::new));
            // where the damage-aware reader records an input it cannot read to the end
            FileOutputFormat.setOutputPath(job, dir);
            @SuppressWarnings("unchecked")
            JavaNewHadoopRDD<LongWritable, Text> rdd = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                    job.getConfiguration(), DamageAwareTextInputFormat.class, LongWritable.class, Text.class);
            tasks = rdd.getNumPartitions();
            int n = tasks;
            java.util.Map<String, Integer> places = DamageAwareTextInputFormat.places(lines.files());
            emitted = rdd.mapPartitionsWithInputSplit((split, it) -> {
                TaskContext task = new TaskContext(org.apache.spark.TaskContext.getPartitionId(), n,
                        DamageAwareTextInputFormat.taskSplit((FileSplit) split,
                                DamageAwareTextInputFormat.fileIndex((FileSplit) split, places)), runId, taskMemory(perExecutor));
                Pass p = SparkTask.pass(passB.value());
                ArrayDeque<Tuple2<byte[], byte[]>> queue = new ArrayDeque<>();
                CommittedTaskOutput out = SparkTask.output(TaskFiles.fromBytes(confB.value()), new Path(folder), p, task,
                        queue);
                p.lineFn().setup(task);
                return SparkTask.lines(p.lineFn(), it, out, queue);
            }, true);
        } else {
            Pass.Dataset source = (Pass.Dataset) pass.source();
            tasks = source.tasks();
            int n = tasks;
            List<Integer> indices = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                indices.add(i);
            }
            emitted = sc.parallelize(indices, n).mapPartitionsWithIndex((index, it) -> {
                TaskContext task = new TaskContext(index, n, null, runId, taskMemory(perExecutor));
                Pass p = SparkTask.pass(passB.value());
                Configuration c = TaskFiles.fromBytes(confB.value());
                ArrayDeque<Tuple2<byte[], byte[]>> queue = new ArrayDeque<>();
                CommittedTaskOutput out = SparkTask.output(c, new Path(folder), p, task, queue);
                p.recordFn().setup(task);
                return SparkTask.records(p.recordFn(), org.trainprep.hadoop.stage.DatasetFiles.read(c, source.part(index).ref(),
                        source.part(index).partition()), out, queue);
            }, true);
        }
        Shuffle shuffle = pass.shuffle();
        if (shuffle == null) {
            emitted.count();
            return tasks;
        }
        // Shuffled unsorted, then sorted in each reduce task by SortedPartition (keys Spark never
        // compares or hashes). No aggregator, though the pass may have a combiner: Spark's combines in
        // hash maps of every key, which cost the review chain's dedup 1.5-1.8x its time, and a sorted
        // partition brings a key's values together for the group function anyway. The review
        // vocabulary's ~1 M word counts sort in this sorter as fast as Spark's hash aggregation
        // summed them (an aggregator on this RDD, before).
        ClassTag<byte[]> bytesTag = ClassTag$.MODULE$.apply(byte[].class);
        ShuffledRDD<byte[], byte[], byte[]> shuffled = new ShuffledRDD<>(emitted.mapToPair(t -> t).rdd(),
                new KeyPartitioner(shuffle.partitioner(), shuffle.partitions()), bytesTag, bytesTag, bytesTag);
        int partitions = shuffle.partitions();
        new JavaPairRDD<>(shuffled, bytesTag, bytesTag).mapPartitionsWithIndex((index, it) -> {
            TaskContext task = new TaskContext(index, partitions, null, runId, taskMemory(perExecutor));
            Pass p = SparkTask.pass(passB.value());
            CommittedTaskOutput out = new CommittedTaskOutput(TaskFiles.fromBytes(confB.value()), new Path(folder), p, task,
                    SparkTask.attempt(), null);
            try {
                p.shuffle().group().setup(task);
                SparkTask.group(p.shuffle().group(), p.shuffle().order(), SortedPartition.sort(it, p.shuffle().order()), out);
            } finally {
                out.close();
            }
            return java.util.Collections.emptyIterator();
        }, true).count();
        return partitions;
    }
}

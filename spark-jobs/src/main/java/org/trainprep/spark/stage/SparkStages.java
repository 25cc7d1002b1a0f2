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
 * partitioner and key order (its combiner unused: a sorted partition meets a key's values), each
 * partition then given to the pass's group function. The pass travels to the executors serialized,
 * once, in a broadcast; everything the tasks write goes through {@code CommittedTaskOutput}.
 */
public final class SparkStages extends HadoopStages {

    private final JavaSparkContext sc;

    public SparkStages(JavaSparkContext sc, RunContext run) {
        super(run);
        this.sc = sc;
    }

    @Override
    public String engine() {
        return org.trainprep.core.dataset.Engine.SPARK.id();
    }

    @Override
    public Slots slots() {
        return new Slots(sc.defaultParallelism(), "Spark default parallelism");
    }

    @Override
    protected int runTasks(Pass pass, Path dir) throws IOException {
        Configuration conf = run.conf();
        Broadcast<byte[]> passB = sc.broadcast(serialized(pass));
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(conf));
        String folder = dir.toString();
        String runId = run.runId();
        JavaRDD<Tuple2<Key, byte[]>> emitted;
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
            List<String> files = lines.files();
            emitted = rdd.mapPartitionsWithInputSplit((split, it) -> {
                FileSplit f = (FileSplit) split;
                String file = f.getPath().toString();
                TaskContext task = new TaskContext(org.apache.spark.TaskContext.getPartitionId(), n,
                        new TaskContext.Split(file, files.indexOf(file), f.getStart(), f.getLength()), runId);
                Pass p = SparkTask.pass(passB.value());
                ArrayDeque<Tuple2<Key, byte[]>> queue = new ArrayDeque<>();
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
                TaskContext task = new TaskContext(index, n, null, runId);
                Pass p = SparkTask.pass(passB.value());
                Configuration c = TaskFiles.fromBytes(confB.value());
                ArrayDeque<Tuple2<Key, byte[]>> queue = new ArrayDeque<>();
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
        ClassTag<Key> keyTag = ClassTag$.MODULE$.apply(Key.class);
        ClassTag<byte[]> valueTag = ClassTag$.MODULE$.apply(byte[].class);
        ShuffledRDD<Key, byte[], byte[]> shuffled = new ShuffledRDD<>(emitted.mapToPair(t -> t).rdd(),
                new Key.Partitioner(shuffle.partitioner(), shuffle.partitions()), keyTag, valueTag, valueTag);
        if (shuffle.order() == Shuffle.Order.any() && shuffle.combiner() != null) {
            // any order will do: a key's values combined in the reduce side's hash map, nothing sorted
            // (the review vocabulary's ~1 M word counts took 1.5x as long sorted). Not on the map
            // side: the records feeding such a shuffle were counted in their task already.
            Shuffle.Combiner combiner = shuffle.combiner();
            shuffled.setAggregator(new org.apache.spark.Aggregator<>(new Identity(), new Combining(combiner),
                    new Combining(combiner)));
            shuffled.setMapSideCombine(false);
        } else {
            // No aggregator, though the pass may have a combiner: Spark's combines in hash maps of every
            // key (on the reduce side too, before sorting), which cost the review chain's dedup 1.5-1.8x
            // its time; the sorted partition brings a key's values together for the group function anyway.
            shuffled.setKeyOrdering(scala.math.Ordering$.MODULE$.comparatorToOrdering(new Key.Order(shuffle.order())));
        }
        int partitions = shuffle.partitions();
        new JavaPairRDD<>(shuffled, keyTag, valueTag).mapPartitionsWithIndex((index, it) -> {
            TaskContext task = new TaskContext(index, partitions, null, runId);
            Pass p = SparkTask.pass(passB.value());
            CommittedTaskOutput out = new CommittedTaskOutput(TaskFiles.fromBytes(confB.value()), new Path(folder), p, task,
                    SparkTask.attempt(), null);
            try {
                p.shuffle().group().setup(task);
                SparkTask.group(p.shuffle().group(), p.shuffle().order(), it, out);
            } finally {
                out.close();
            }
            return java.util.Collections.emptyIterator();
        }, true).count();
        return partitions;
    }

    /** A key's first value as its combined value so far. */
    private static final class Identity extends scala.runtime.AbstractFunction1<byte[], byte[]>
            implements java.io.Serializable {
        @Override
        public byte[] apply(byte[] value) {
            return value;
        }
    }

    /** The pass's combiner as Spark's merge function. */
    private static final class Combining extends scala.runtime.AbstractFunction2<byte[], byte[], byte[]>
            implements java.io.Serializable {
        private final Shuffle.Combiner combiner;

        Combining(Shuffle.Combiner combiner) {
            this.combiner = combiner;
        }

        @Override
        public byte[] apply(byte[] a, byte[] b) {
            return combiner.merge(a, b);
        }
    }
}

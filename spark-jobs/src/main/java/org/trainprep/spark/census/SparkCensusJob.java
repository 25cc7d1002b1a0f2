package org.trainprep.spark.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.LongAccumulator;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusMerge;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.census.CensusPartTask;
import org.trainprep.hadoop.census.CensusRun;
import scala.Tuple2;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census job on Spark (Java API). Lines are read with the damage-aware {@code TextInputFormat},
 * as the MapReduce job reads them, so positions (file, byte offset) agree. Two passes over the
 * input: one collects a small {@link PartitionTally} per partition (counts, statistics, reject
 * sample); the other has each partition write its part of the file ({@link CensusPartTask}) to the
 * run's work directory, and {@link CensusRun}, the sequence both engines share, merges the parts'
 * bytes and publishes the file. No row travels to the driver.
 */
public final class SparkCensusJob {

    /** The second pass's parts, in the run's work directory. */
    static final String PARTS = "parts";

    private final JavaSparkContext sc;
    private final Configuration base;

    /** @param hadoopConf Hadoop settings for reading and writing (usually {@code sc.hadoopConfiguration()}) */
    public SparkCensusJob(JavaSparkContext sc, Configuration hadoopConf) {
        this.sc = sc;
        this.base = new Configuration(hadoopConf);
    }

    /** A parser reading {@code file} by its header's column order when it has its own. */
    private static CensusParser parserFor(CensusSchema schema, Map<String, String> orders, String file) {
        String order = orders.get(file);
        return new CensusParser(order == null ? schema : schema.forFirstLine(order, file));
    }

    public CensusSummary run(CensusOptions o) throws IOException, UsageException {
        Configuration conf = new Configuration(base);
        try (CensusRun run = CensusRun.start(conf, o)) {
            List<Path> files = run.files();
            CensusSchema schema = run.schema();
            Job job = Job.getInstance(conf);
            FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
            // where the damage-aware reader records a file it cannot read to the end
            Path damage = run.output().work().path("damage");
            FileOutputFormat.setOutputPath(job, damage);
            @SuppressWarnings("unchecked")
            JavaNewHadoopRDD<LongWritable, Text> lines = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                    job.getConfiguration(), DamageAwareTextInputFormat.class, LongWritable.class, Text.class);
            // Java-serialized: Spark's Kryo cannot serialize records, and this is read once per partition.
            Broadcast<byte[]> schemaB = sc.broadcast(toBytes(schema));
            Broadcast<HashMap<String, String>> ordersB = sc.broadcast(new HashMap<>(run.columnOrders()));
            List<String> fileUris = files.stream().map(Path::toString).toList();
            int columns = schema.features().size() + 1;
            int rejectLimit = run.rejectsPerTask();
            Map<String, LongAccumulator> accumulators = new LinkedHashMap<>();
            for (String name : CensusCounts.names()) {
                accumulators.put(name, sc.sc().longAccumulator("census." + name));
            }

            long jobStart = System.currentTimeMillis();
            List<PartitionTally> tallies = lines.mapPartitionsWithInputSplit((split, it) -> {
                String file = ((FileSplit) split).getPath().toString();
                CensusParser parser = parserFor(fromBytes(schemaB.value()), ordersB.value(), file);
                PartitionTally t = new PartitionTally(columns, rejectLimit, file);
                while (it.hasNext()) {
                    Tuple2<LongWritable, Text> kv = it.next();
                    Text line = kv._2();
                    t.add(parser.parse(line.toString()), kv._1().get(), line);
                }
                // for the Spark UI; the totals come from the collected tallies
                t.counts().toMap().forEach((k, v) -> accumulators.get(k).add(v));
                return List.of(t.seal()).iterator();
            }, true).collect();

            CensusCounts total = new CensusCounts();
            CensusStatistics stats = new CensusStatistics(columns);
            for (PartitionTally t : tallies) {
                total.merge(t.counts());
                stats.merge(t.statistics());
            }
            Map<String, Long> counts = total.toMap();
            for (int i = 0; i < tallies.size(); i++) {
                run.writeRejects(String.format("rejects-p-%05d.jsonl", i), tallies.get(i).rejects());
            }
            run.checkFirstPass(CorruptFiles.read(conf, new Path(damage, CorruptFiles.DIR)), counts);

            // Pass 2: each partition (one input split) imputes, splits and writes its part straight
            // to the work directory; the driver merges the parts' bytes and never sees a row.
            // as text: Spark's Kryo cannot serialize records
            Broadcast<String> settingsB = sc.broadcast(run.partSettings(stats).encode());
            Broadcast<byte[]> confB = sc.broadcast(configurationToBytes(conf));
            String partsDir = run.output().work().path(PARTS).toString();
            long written = lines.mapPartitionsWithInputSplit((split, it) -> {
                FileSplit fileSplit = (FileSplit) split;
                String file = fileSplit.getPath().toString();
                int fileIndex = CensusRun.fileIndex(fileUris, file);
                Configuration taskConf = configurationFromBytes(confB.value());
                String name = CensusMerge.partName(fileIndex, fileSplit.getStart());
                try (CensusPartTask task = new CensusPartTask(taskConf, parserFor(fromBytes(schemaB.value()),
                        ordersB.value(), file).schema(), CensusPartSettings.decode(settingsB.value()), file)) {
                    while (it.hasNext()) {
                        Tuple2<LongWritable, Text> kv = it.next();
                        task.line(kv._1().get(), kv._2().toString());
                    }
                    publishPart(task, taskConf, new Path(partsDir), name, TaskContext.get().taskAttemptId());
                }
                return List.of(name).iterator();
            }, true).count();
            if (written != tallies.size()) {
                throw new IOException("census: " + written + " parts written for " + tallies.size() + " partitions");
            }
            return run.publishParts("spark", stats, counts, new Path(partsDir), jobStart);
        }
    }

    /**
     * Writes the task's part under a name of its attempt, then renames it into place: a retried or
     * speculative attempt never leaves a partial part, and equal attempts write equal parts.
     */
    private static void publishPart(CensusPartTask task, Configuration conf, Path dir, String name, long attempt)
            throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        Path tmp = new Path(dir, "_attempt-" + attempt + "-" + name);
        Path target = new Path(dir, name);
        task.finish(fs, tmp);
        if (!fs.rename(tmp, target)) {
            if (!fs.exists(target)) {
                throw new IOException("could not move " + tmp + " to " + target);
            }
            fs.delete(tmp, false); // another attempt of this split got there first, with the same rows
        }
    }

    static byte[] configurationToBytes(Configuration conf) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.DataOutputStream out = new java.io.DataOutputStream(bytes)) {
            conf.write(out);
        }
        return bytes.toByteArray();
    }

    static Configuration configurationFromBytes(byte[] bytes) throws IOException {
        Configuration conf = new Configuration(false);
        try (java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes))) {
            conf.readFields(in);
        }
        return conf;
    }

    static byte[] toBytes(CensusSchema schema) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(schema);
        }
        return bytes.toByteArray();
    }

    static CensusSchema fromBytes(byte[] bytes) throws IOException {
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes))) {
            return (CensusSchema) in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException("schema class missing on an executor", e);
        }
    }

}

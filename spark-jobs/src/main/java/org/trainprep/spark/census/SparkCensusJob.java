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
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.LongAccumulator;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusFileType;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusOutcome;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.census.CensusPartTask;
import org.trainprep.hadoop.census.CensusSchemas;
import org.trainprep.run.Passes;
import org.trainprep.spark.TaskFiles;
import org.trainprep.run.RunContext;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.census.CensusRunSummary;
import scala.Tuple2;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The census job's passes on Spark (Java API), run by the run skeleton. Lines are read with the
 * damage-aware {@code TextInputFormat}, as the MapReduce job reads them, so positions (file, byte
 * offset) agree. The first pass collects a small {@link PartitionTally} per partition (counts,
 * statistics, reject sample); the second has each partition write its part of the file
 * ({@link CensusPartTask}) to the run's parts directory and return only its row counts; the
 * skeleton merges the parts' bytes and publishes the file. No row travels to the driver. One
 * instance serves one run.
 */
public final class SparkCensusJob implements Passes {

    private final JavaSparkContext sc;
    private final Configuration base;
    private CensusSchemas.Reading reading;
    private JavaNewHadoopRDD<LongWritable, Text> lines;
    private Broadcast<byte[]> schemaB;
    private Broadcast<HashMap<String, String>> ordersB;
    private CensusStatistics stats;
    private int partitions;

    /** @param hadoopConf Hadoop settings for reading and writing (usually {@code sc.hadoopConfiguration()}) */
    public SparkCensusJob(JavaSparkContext sc, Configuration hadoopConf) {
        this.sc = sc;
        this.base = new Configuration(hadoopConf);
    }

    /** Runs the census on the skeleton with these passes: what {@code census --engine spark} prints. */
    public CensusSummary run(CensusOptions o) throws IOException, InterruptedException, UsageException {
        return CensusRunSummary.of(new RunSkeleton(base, ProgressLog.silent()).run(o, this));
    }

    /** A parser reading {@code file} by its header's column order when it has its own. */
    private static CensusParser parserFor(CensusSchema schema, Map<String, String> orders, String file) {
        String order = orders.get(file);
        return new CensusParser(order == null ? schema : schema.forFirstLine(order, file));
    }

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        reading = CensusSchemas.reading(conf, (CensusOptions) plan);
    }

    @Override
    public Counted count(RunContext run) throws IOException {
        Configuration conf = run.conf();
        Path side = run.work("tally");
        TaskFiles.folders(conf, side);
        Job job = Job.getInstance(conf);
        FileInputFormat.setInputPaths(job, reading.files().toArray(new Path[0]));
        // where the damage-aware reader records a file it cannot read to the end
        FileOutputFormat.setOutputPath(job, side);
        @SuppressWarnings("unchecked")
        JavaNewHadoopRDD<LongWritable, Text> rdd = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                job.getConfiguration(), DamageAwareTextInputFormat.class, LongWritable.class, Text.class);
        lines = rdd;
        // Java-serialized: Spark's Kryo cannot serialize records, and this is read once per partition.
        schemaB = sc.broadcast(toBytes(reading.schema()));
        ordersB = sc.broadcast(new HashMap<>(reading.columnOrders()));
        Broadcast<byte[]> schema = schemaB;
        Broadcast<HashMap<String, String>> orders = ordersB;
        int columns = reading.schema().features().size() + 1;
        int rejectLimit = CensusSchemas.rejectsPerTask(conf);
        Map<String, LongAccumulator> accumulators = new LinkedHashMap<>();
        for (String name : CensusCounts.names()) {
            accumulators.put(name, sc.sc().longAccumulator("census." + name));
        }
        List<PartitionTally> tallies = lines.mapPartitionsWithInputSplit((split, it) -> {
            String file = ((FileSplit) split).getPath().toString();
            CensusParser parser = parserFor(fromBytes(schema.value()), orders.value(), file);
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
        stats = new CensusStatistics(columns);
        for (PartitionTally t : tallies) {
            total.merge(t.counts());
            stats.merge(t.statistics());
        }
        partitions = tallies.size();
        TaskFiles.folders(conf, new Path(side, RunSkeleton.REJECTS), new Path(side, RunSkeleton.YIELDS));
        for (int i = 0; i < tallies.size(); i++) {
            TaskFiles.writeLines(conf, new Path(side, RunSkeleton.REJECTS), String.format(Locale.ROOT, "rejects-p-%05d.jsonl", i),
                    tallies.get(i).rejects());
            // each file's yield, so a whole file of another kind cannot hide among good ones under the budget
            TaskFiles.writeLines(conf, new Path(side, RunSkeleton.YIELDS), String.format(Locale.ROOT, "yield-p-%05d", i),
                    List.of(tallies.get(i).yieldLine()));
        }
        return new Counted(CensusCounts.tally(total.toMap()), side);
    }

    /**
     * Each partition (one input split) imputes, splits and writes its part straight to the parts
     * directory; the driver gets each part's row counts, never a row.
     */
    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException {
        CensusOptions o = (CensusOptions) run.plan();
        Map<String, Long> counts = counted.tally().counts();
        CensusPartSettings settings = CensusPartSettings.of(o, stats, new CensusFileWriter.Counts(
                counts.get(CensusCounters.LINES_READ.name()), counts.get(CensusCounters.INVALID.name())));
        // as text: Spark's Kryo cannot serialize records
        Broadcast<String> settingsB = sc.broadcast(settings.encode());
        Broadcast<byte[]> confB = sc.broadcast(TaskFiles.toBytes(run.conf()));
        Broadcast<byte[]> schema = schemaB;
        Broadcast<HashMap<String, String>> orders = ordersB;
        List<String> fileUris = reading.fileUris();
        String partsDir = run.parts().toString();
        TaskFiles.folders(run.conf(), run.parts());
        List<long[]> written = lines.mapPartitionsWithInputSplit((split, it) -> {
            FileSplit fileSplit = (FileSplit) split;
            String file = fileSplit.getPath().toString();
            int fileIndex = CensusPartTask.fileIndex(fileUris, file);
            Configuration taskConf = TaskFiles.fromBytes(confB.value());
            String name = CensusFileType.partName(fileIndex, fileSplit.getStart());
            try (CensusPartTask task = new CensusPartTask(taskConf, parserFor(fromBytes(schema.value()),
                    orders.value(), file).schema(), CensusPartSettings.decode(settingsB.value()), file)) {
                while (it.hasNext()) {
                    Tuple2<LongWritable, Text> kv = it.next();
                    task.line(kv._1().get(), kv._2().toString());
                }
                publishPart(task, taskConf, new Path(partsDir), name);
                List<Long> rows = task.groupRows();
                long[] made = new long[rows.size() + 1];
                made[0] = task.droppedMissing();
                for (int g = 0; g < rows.size(); g++) {
                    made[g + 1] = rows.get(g);
                }
                return List.of(made).iterator();
            }
        }, true).collect();
        if (written.size() != partitions) {
            throw new IOException("census: " + written.size() + " parts written for " + partitions + " partitions");
        }
        long dropped = 0;
        long[] groupRows = new long[settings.split().enabled() ? 2 : 1];
        for (long[] made : written) {
            dropped += made[0];
            for (int g = 0; g < groupRows.length; g++) {
                groupRows[g] += made[g + 1];
            }
        }
        return new Written(run.parts(), new CensusOutcome("spark", o, reading.schema(), stats, counts,
                settings.imputer(reading.schema()), dropped, Arrays.stream(groupRows).boxed().toList()));
    }

    /**
     * Writes the task's part under a name of its attempt, then renames it into place: a retried or
     * speculative attempt never leaves a partial part, and equal attempts write equal parts.
     */
    private static void publishPart(CensusPartTask task, Configuration conf, Path dir, String name) throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        Path attempt = TaskFiles.attempt(dir, name);
        try (java.io.OutputStream out = TaskFiles.create(fs, attempt)) {
            task.finish(out);
        }
        TaskFiles.commit(fs, attempt, dir, name);
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

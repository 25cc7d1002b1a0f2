package org.trainprep.spark.census;

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
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.LongAccumulator;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.util.LookaheadIterator;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.census.CensusRun;
import scala.Tuple2;

import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census job on Spark (Java API). Lines are read with Hadoop's {@code TextInputFormat}, as
 * the MapReduce job reads them, so positions (file, byte offset) agree. Two passes over the input:
 * one collects a small {@link PartitionTally} per partition (counts, statistics, reject sample),
 * the other keys records by position, sorts them and streams them to the driver partition by
 * partition ({@code toLocalIterator}), where {@link CensusRun}, the sequence both engines share,
 * writes and publishes the file.
 */
public final class SparkCensusJob {

    /** Position key: file index in the top 20 bits, byte offset in the low 43 (8 TiB per file). */
    static final int OFFSET_BITS = 43;

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
            if (files.size() >= 1 << (63 - OFFSET_BITS)) {
                throw new UsageException("census: too many input files (" + files.size() + ")");
            }
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
                long fileIndex = fileIndex(fileUris, file);
                CensusParser parser = parserFor(fromBytes(schemaB.value()), ordersB.value(), file);
                PartitionTally t = new PartitionTally(columns, rejectLimit, file);
                while (it.hasNext()) {
                    Tuple2<LongWritable, Text> kv = it.next();
                    Text line = kv._2();
                    t.add(parser.parse(line.toString()), (fileIndex << OFFSET_BITS) | kv._1().get(), kv._1().get(), line);
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

            // Rows keyed by position. Splits of explicitly listed files come in input order and each
            // is read in offset order, so the partitions are usually already sorted: check the first
            // positions from pass 1 and only shuffle-sort when they are not.
            JavaPairRDD<Long, byte[]> rows = JavaPairRDD.fromJavaRDD(lines.mapPartitionsWithInputSplit((split, it) -> {
                String file = ((FileSplit) split).getPath().toString();
                long fileIndex = fileIndex(fileUris, file);
                CensusParser parser = parserFor(fromBytes(schemaB.value()), ordersB.value(), file);
                return new RecordIterator(it, parser, fileIndex);
            }, true));
            if (!inPositionOrder(tallies)) {
                rows = rows.sortByKey(true);
            }
            Iterator<Tuple2<Long, byte[]>> ordered = rows.toLocalIterator();

            List<String> names = files.stream().map(p -> RowSplit.fileName(p.toString())).toList();
            long mask = (1L << OFFSET_BITS) - 1;
            Iterator<CensusAssembler.PositionedRow> positioned = new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return ordered.hasNext();
                }

                @Override
                public CensusAssembler.PositionedRow next() {
                    Tuple2<Long, byte[]> r = ordered.next();
                    return new CensusAssembler.PositionedRow(names.get((int) (r._1() >>> OFFSET_BITS)), r._1() & mask,
                            CensusRow.unpack(r._2(), r._2().length));
                }
            };
            return run.publish("spark", stats, counts, positioned, jobStart);
        }
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

    private static long fileIndex(List<String> fileUris, String file) {
        long i = fileUris.indexOf(file);
        if (i < 0) {
            throw new IllegalStateException("split of " + file + " is not among the job's input files");
        }
        return i;
    }

    /** True if partitions (those with any line) start at increasing positions. */
    static boolean inPositionOrder(List<PartitionTally> tallies) {
        long last = Long.MIN_VALUE;
        for (PartitionTally t : tallies) {
            if (t.firstPosition() == Long.MIN_VALUE) {
                continue;
            }
            if (t.firstPosition() <= last) {
                return false;
            }
            last = t.firstPosition();
        }
        return true;
    }

    /** A partition's records, parsed lazily, keyed by position; nothing is held in memory. */
    private static final class RecordIterator extends LookaheadIterator<Tuple2<Long, byte[]>> {
        private final Iterator<Tuple2<LongWritable, Text>> lines;
        private final CensusParser parser;
        private final long fileBits;

        RecordIterator(Iterator<Tuple2<LongWritable, Text>> lines, CensusParser parser, long fileIndex) {
            this.lines = lines;
            this.parser = parser;
            this.fileBits = fileIndex << OFFSET_BITS;
        }

        @Override
        protected Tuple2<Long, byte[]> computeNext() {
            while (lines.hasNext()) {
                Tuple2<LongWritable, Text> kv = lines.next();
                CensusRow row = parser.parse(kv._2().toString());
                if (row.kind() == CensusRow.Kind.RECORD) {
                    return new Tuple2<>(fileBits | kv._1().get(), row.packedCodes(new byte[row.codes().length]));
                }
            }
            return null;
        }
    }
}

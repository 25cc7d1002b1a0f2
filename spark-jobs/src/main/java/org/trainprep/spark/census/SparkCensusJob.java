package org.trainprep.spark.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.LongAccumulator;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.util.LookaheadIterator;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.CensusSchemas;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.OutputDirs;
import scala.Tuple2;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The census job on Spark (Java API). Lines are read with Hadoop's {@code TextInputFormat}, as
 * the MapReduce job reads them, so positions (file, byte offset) agree. Two passes over the input:
 * one collects a small {@link PartitionTally} per partition (counts, statistics, reject sample),
 * the other keys records by position, sorts them and streams them to the driver partition by
 * partition ({@code toLocalIterator}), where the shared {@link CensusAssembler} writes the file.
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
        long start = System.currentTimeMillis();
        Configuration conf = new Configuration(base);
        CensusSchema schema = CensusSchemas.load(conf, o.schemaFile());
        List<Path> files = InputFiles.expand(conf, o.inputs(), "census");
        // each file is read by its own header's column names (a header lacking one fails here)
        HashMap<String, String> columnOrders = new HashMap<>(CensusSchemas.columnOrders(conf, files, schema));
        if (files.size() >= 1 << (63 - OFFSET_BITS)) {
            throw new UsageException("census: too many input files (" + files.size() + ")");
        }
        Path out = new Path(o.output());
        FileSystem fs = out.getFileSystem(conf);
        out = fs.makeQualified(out);
        OutputDirs.prepare("census", fs, out, o.overwrite(), files, Set.of(CensusOptions.FILE_NAME, "_rejects"));
        boolean published = false;
        try {

            Job job = Job.getInstance(conf);
            FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
            @SuppressWarnings("unchecked")
            JavaNewHadoopRDD<LongWritable, Text> lines = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopRDD(
                    job.getConfiguration(), TextInputFormat.class, LongWritable.class, Text.class);
            // Java-serialized: Spark's Kryo cannot serialize records, and this is read once per partition.
            Broadcast<byte[]> schemaB = sc.broadcast(toBytes(schema));
            Broadcast<HashMap<String, String>> ordersB = sc.broadcast(columnOrders);
            List<String> fileUris = files.stream().map(Path::toString).toList();
            int columns = schema.features().size() + 1;
            Map<String, LongAccumulator> accumulators = new LinkedHashMap<>();
            for (String name : CensusCounts.names()) {
                accumulators.put(name, sc.sc().longAccumulator("census." + name));
            }

            long jobStart = System.currentTimeMillis();
            List<PartitionTally> tallies = lines.mapPartitionsWithInputSplit((split, it) -> {
                String file = ((FileSplit) split).getPath().toString();
                long fileIndex = fileIndex(fileUris, file);
                CensusParser parser = parserFor(fromBytes(schemaB.value()), ordersB.value(), file);
                PartitionTally t = new PartitionTally(columns, 100, file);
                while (it.hasNext()) {
                    Tuple2<LongWritable, Text> kv = it.next();
                    String line = kv._2().toString();
                    t.add(parser.parse(line), (fileIndex << OFFSET_BITS) | kv._1().get(), kv._1().get(), line);
                }
                // for the Spark UI; the totals come from the collected tallies
                t.counts().toMap().forEach((k, v) -> accumulators.get(k).add(v));
                return List.of(t.seal()).iterator();
            }, true).collect();

            CensusCounts total = new CensusCounts();
            CensusStatistics stats = new CensusStatistics(columns);
            List<String> rejects = new ArrayList<>();
            for (PartitionTally t : tallies) {
                total.merge(t.counts());
                stats.merge(t.statistics());
                rejects.addAll(t.rejects());
            }
            Map<String, Long> counts = total.toMap();
            Optional<String> empty = o.checkBudget(counts);
            if (empty.isPresent()) {
                throw new IOException(empty.get());
            }

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
                    int[] codes = new int[r._2().length];
                    for (int i = 0; i < codes.length; i++) {
                        codes[i] = r._2()[i];
                    }
                    return new CensusAssembler.PositionedRow(names.get((int) (r._1() >>> OFFSET_BITS)), r._1() & mask, codes);
                }
            };

            FilePublisher publisher = new FilePublisher(conf);
            try (ScratchDir scratch = LocalScratch.create(conf, "trainprep-spark-census-")) {
                java.nio.file.Path work = scratch.path();
                java.nio.file.Path staged = publisher.stagingFor(out, CensusOptions.FILE_NAME, work);
                CensusAssembler.Result result = CensusAssembler.write(staged, work, schema, o, stats, positioned,
                        new CensusFileWriter.Counts(counts.get(CensusCounters.LINES_READ.name()),
                                counts.get(CensusCounters.INVALID.name())));
                publisher.publish(staged, out, CensusOptions.FILE_NAME);
                publisher.publishBytes(CensusAssembler.manifest(schema, o, result, counts), out, "manifest.json");
                writeRejects(fs, new Path(out, "_rejects"), rejects);
                published = true;
                return CensusSummary.of("spark", new Path(out, CensusOptions.FILE_NAME).toString(), counts, schema,
                        result, System.currentTimeMillis() - jobStart, System.currentTimeMillis() - start);
            }
        } finally {
            if (!published) {
                // everything in it is this failed run's: prepare made it, or emptied an earlier output
                fs.delete(out, true);
            }
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
                    byte[] codes = new byte[row.codes().length];
                    for (int i = 0; i < codes.length; i++) {
                        codes[i] = (byte) row.codes()[i];
                    }
                    return new Tuple2<>(fileBits | kv._1().get(), codes);
                }
            }
            return null;
        }
    }

    private static void writeRejects(FileSystem fs, Path dir, List<String> rejects) throws IOException {
        FileSystem target = LocalFiles.withoutChecksumFiles(fs);
        target.mkdirs(dir);
        if (rejects.isEmpty()) {
            return;
        }
        try (FSDataOutputStream o = target.create(new Path(dir, "rejects-spark.txt"), true)) {
            for (String r : rejects) {
                o.write((r + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }
}

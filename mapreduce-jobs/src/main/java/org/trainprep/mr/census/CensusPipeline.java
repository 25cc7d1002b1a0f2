package org.trainprep.mr.census;

import org.trainprep.core.progress.ProgressLog;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.util.LookaheadIterator;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.mr.CorruptFiles;
import org.trainprep.mr.DamageAwareTextInputFormat;
import org.trainprep.mr.JobSetup;
import org.trainprep.hadoop.CensusSchemas;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.OutputDirs;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The census job on MapReduce: a map-only job parses every line (rows keyed by input position,
 * statistics per task), then the driver merges the statistics, reads the map outputs in position
 * order and streams them through {@link CensusAssembler} into {@code DIR/census.h5} with
 * {@code manifest.json} and {@code _rejects/}. Ordering by position, not by task, is what keeps
 * input order for any number of splits.
 */
public final class CensusPipeline {

    static final String WORK = "_work";
    static final String ROWS = WORK + "/rows";

    private final Configuration base;
    private final ProgressLog progress;

    public CensusPipeline(Configuration base) {
        this(base, ProgressLog.silent());
    }

    /** @param progress where the job's progress lines go */
    public CensusPipeline(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    public CensusSummary run(CensusOptions o) throws IOException, InterruptedException, UsageException {
        long start = System.currentTimeMillis();
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        CensusSchema schema = CensusSchemas.load(conf, o.schemaFile());
        List<Path> files = InputFiles.expand(conf, o.inputs(), "census");
        // a header lacking a schema column fails here, before anything is created
        Map<String, String> columnOrders = CensusSchemas.columnOrders(conf, files, schema);
        Path out = new Path(o.output());
        FileSystem fs = out.getFileSystem(conf);
        out = fs.makeQualified(out);
        OutputDirs.prepare("census", fs, out, o.overwrite(), files,
                Set.of(CensusOptions.FILE_NAME, RejectSampler.DIR, WORK));
        boolean published = false;
        try {
            CensusConf.setFiles(conf, files.stream().map(Path::toString).toList());
            CensusConf.setColumnOrders(conf, files.stream().map(Path::toString).toList(), columnOrders);
            if (o.schemaFile() != null) {
                Path s = new Path(o.schemaFile());
                CensusConf.setSchemaPath(conf, s.getFileSystem(conf).makeQualified(s).toString());
            }

            Path rows = new Path(out, ROWS);
            Job job = JobSetup.newJob(conf, "trainprep census: parse", CensusPipeline.class, 0);
            job.setInputFormatClass(DamageAwareTextInputFormat.class);
            FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
            job.setMapperClass(CensusMapper.class);
            job.setOutputKeyClass(RowPositionWritable.class);
            job.setOutputValueClass(BytesWritable.class);
            job.setOutputFormatClass(SequenceFileOutputFormat.class);
            FileOutputFormat.setOutputPath(job, rows);
            RejectSampler.register(job);
            MultipleOutputs.addNamedOutput(job, CensusConf.STATS_OUTPUT, SequenceFileOutputFormat.class,
                    NullWritable.class, BytesWritable.class);
            long jobStart = System.currentTimeMillis();
            JobSetup.runOrFail(job, progress);
            Map<String, String> damaged = CorruptFiles.read(conf, new Path(rows, CorruptFiles.DIR));
            if (!damaged.isEmpty()) {
                throw new IOException(CorruptFiles.failure(damaged, false));
            }

            Path rejectsFrom = new Path(rows, RejectSampler.DIR);
            Path rejectsTo = new Path(out, RejectSampler.DIR);
            if (!fs.exists(rejectsFrom) || !fs.rename(rejectsFrom, rejectsTo)) {
                fs.mkdirs(rejectsTo);
            }
            Map<String, Long> counts = counts(job.getCounters());
            Optional<String> empty = o.checkBudget(counts);
            if (empty.isPresent()) {
                throw new IOException(empty.get());
            }
            CensusStatistics stats = mergeStats(conf, new Path(rows, "_stats"), schema.features().size() + 1);

            FilePublisher store = new FilePublisher(conf);
            try (ScratchDir scratch = LocalScratch.create(conf, "trainprep-census-")) {
                java.nio.file.Path work = scratch.path();
                java.nio.file.Path staged = store.stagingFor(out, CensusOptions.FILE_NAME, work);
                CensusAssembler.Result result;
                try (OrderedRows ordered = new OrderedRows(conf, rows, files)) {
                    result = CensusAssembler.write(staged, work, schema, o, stats, ordered,
                            new CensusFileWriter.Counts(counts.get(CensusCounters.LINES_READ.name()),
                                    counts.get(CensusCounters.INVALID.name())));
                }
                store.publish(staged, out, CensusOptions.FILE_NAME);
                store.publishBytes(CensusAssembler.manifest(schema, o, result, counts), out, "manifest.json");
                fs.delete(new Path(out, WORK), true);
                published = true;
                return CensusSummary.of("mapreduce", new Path(out, CensusOptions.FILE_NAME).toString(), counts, schema,
                        result, System.currentTimeMillis() - jobStart, System.currentTimeMillis() - start);
            }
        } finally {
            if (!published) {
                // everything in it is this failed run's: prepare made it, or emptied an earlier output
                fs.delete(out, true);
            }
        }
    }

    private static Map<String, Long> counts(Counters c) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (CensusCounters k : CensusCounters.values()) {
            m.put(k.name(), c.findCounter(k).getValue());
        }
        for (CensusRejectReason r : CensusRejectReason.values()) {
            m.put(r.name(), c.findCounter(r).getValue());
        }
        return m;
    }

    private static CensusStatistics mergeStats(Configuration conf, Path dir, int columns) throws IOException {
        CensusStatistics total = new CensusStatistics(columns);
        FileSystem fs = dir.getFileSystem(conf);
        if (!fs.exists(dir)) {
            return total;
        }
        BytesWritable b = new BytesWritable();
        for (FileStatus f : fs.listStatus(dir, p -> p.getName().startsWith("stats"))) {
            try (SequenceFile.Reader r = new SequenceFile.Reader(conf, SequenceFile.Reader.file(f.getPath()))) {
                while (r.next(NullWritable.get(), b)) {
                    total.merge(CensusStatistics.fromBytes(Arrays.copyOf(b.getBytes(), b.getLength())));
                }
            }
        }
        return total;
    }

    /**
     * The map outputs in input order. Each map output file holds one split (a contiguous byte
     * range of one file) in offset order, so ordering the files by their first position orders
     * every row; empty ones are skipped. One reader is open at a time.
     */
    private static final class OrderedRows extends LookaheadIterator<CensusAssembler.PositionedRow>
            implements AutoCloseable {
        private final Configuration conf;
        private final List<String> fileNames;
        private final Iterator<Path> parts;
        private final RowPositionWritable key = new RowPositionWritable();
        private final BytesWritable value = new BytesWritable();
        private SequenceFile.Reader reader;

        OrderedRows(Configuration conf, Path dir, List<Path> files) throws IOException {
            this.conf = conf;
            this.fileNames = files.stream().map(p -> RowSplit.fileName(p.toString())).toList();
            FileSystem fs = dir.getFileSystem(conf);
            List<Map.Entry<RowPositionWritable, Path>> firsts = new ArrayList<>();
            for (FileStatus f : fs.listStatus(dir, p -> p.getName().startsWith("part-"))) {
                try (SequenceFile.Reader r = new SequenceFile.Reader(conf, SequenceFile.Reader.file(f.getPath()))) {
                    RowPositionWritable first = new RowPositionWritable();
                    if (r.next(first)) {
                        firsts.add(Map.entry(first, f.getPath()));
                    }
                }
            }
            firsts.sort(Map.Entry.comparingByKey());
            this.parts = firsts.stream().map(Map.Entry::getValue).iterator();
        }

        @Override
        protected CensusAssembler.PositionedRow computeNext() throws IOException {
            while (true) {
                if (reader != null && reader.next(key, value)) {
                    int[] codes = new int[value.getLength()];
                    for (int i = 0; i < codes.length; i++) {
                        codes[i] = value.getBytes()[i];
                    }
                    return new CensusAssembler.PositionedRow(fileNames.get(key.fileIndex()), key.offset(), codes);
                }
                if (reader != null) {
                    reader.close();
                    reader = null;
                }
                if (!parts.hasNext()) {
                    return null;
                }
                reader = new SequenceFile.Reader(conf, SequenceFile.Reader.file(parts.next()));
            }
        }

        @Override
        public void close() throws IOException {
            if (reader != null) {
                reader.close();
            }
        }
    }
}

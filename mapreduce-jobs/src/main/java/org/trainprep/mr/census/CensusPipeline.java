package org.trainprep.mr.census;

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
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.util.LookaheadIterator;
import org.trainprep.hadoop.census.CensusRun;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census job on MapReduce: a map-only job parses every line (rows keyed by input position,
 * statistics per task) into the run's work directory, then the driver merges the statistics, reads
 * the map outputs in position order and hands them to {@link CensusRun}, which writes
 * {@code DIR/census.h5}, {@code _rejects/} and {@code manifest.json}. Ordering by position, not by task, is what keeps
 * input order for any number of splits.
 */
public final class CensusPipeline {

    /** The map outputs, in the run's work directory. */
    static final String ROWS = "rows";

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
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        try (CensusRun run = CensusRun.start(conf, o)) {
            List<String> files = run.files().stream().map(Path::toString).toList();
            CensusConf.setFiles(conf, files);
            CensusConf.setColumnOrders(conf, files, run.columnOrders());
            if (o.schemaFile() != null) {
                Path s = new Path(o.schemaFile());
                CensusConf.setSchemaPath(conf, s.getFileSystem(conf).makeQualified(s).toString());
            }

            Path rows = run.output().work().path(ROWS);
            Job job = JobSetup.newJob(conf, "trainprep census: parse", CensusPipeline.class, 0);
            job.setInputFormatClass(DamageAwareTextInputFormat.class);
            FileInputFormat.setInputPaths(job, run.files().toArray(new Path[0]));
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

            Map<String, Long> counts = counts(job.getCounters());
            run.adoptRejects(new Path(rows, RejectSampler.DIR));
            run.checkFirstPass(CorruptFiles.read(conf, new Path(rows, CorruptFiles.DIR)), counts);
            CensusStatistics stats = mergeStats(conf, new Path(rows, "_stats"), run.schema().features().size() + 1);
            try (OrderedRows ordered = new OrderedRows(conf, rows, run.files())) {
                return run.publish("mapreduce", stats, counts, ordered, jobStart);
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
                    return new CensusAssembler.PositionedRow(fileNames.get(key.fileIndex()), key.offset(),
                            CensusRow.unpack(value.getBytes(), value.getLength()));
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

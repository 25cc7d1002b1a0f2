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
import org.apache.hadoop.mapreduce.lib.output.LazyOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.MultipleOutputs;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.census.CensusRun;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.RejectSampler;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census job on MapReduce, two map-only jobs over the input: the first counts, samples
 * rejects and gathers statistics per task; once {@link CensusRun} has checked them, the second has
 * each task impute, split and write its part ({@link CensusPartMapper}), and {@link CensusRun}
 * merges the parts' bytes into {@code DIR/census.h5} and publishes it with {@code manifest.json}.
 * No row passes through the driver. Ordering by position, not by task, is what keeps
 * input order for any number of splits.
 */
public final class CensusPipeline {

    /** The first pass's side outputs (statistics, rejects, damaged inputs), in the run's work directory. */
    static final String TALLY = "tally";
    /** The second pass's parts, in the run's work directory. */
    static final String PARTS = "parts";

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

            // pass 1: counts, statistics, rejects
            Path tally = run.output().work().path(TALLY);
            Job first = job(conf, "trainprep census 1/2: count and gather statistics", run.files(), tally);
            first.setMapperClass(CensusMapper.class);
            RejectSampler.register(first);
            MultipleOutputs.addNamedOutput(first, CensusConf.STATS_OUTPUT, SequenceFileOutputFormat.class,
                    NullWritable.class, BytesWritable.class);
            long jobStart = System.currentTimeMillis();
            JobSetup.runOrFail(first, progress, run.output());
            Map<String, Long> counts = counts(first.getCounters());
            run.adoptRejects(new Path(tally, RejectSampler.DIR));
            run.checkFirstPass(CorruptFiles.read(conf, new Path(tally, CorruptFiles.DIR)), counts);
            CensusStatistics stats = mergeStats(conf, new Path(tally, "_stats"), run.schema().features().size() + 1);

            // pass 2: each task imputes, splits and writes its part; the parts are merged as bytes
            CensusConf.setPartSettings(conf, run.partSettings(stats));
            Path parts = run.output().work().path(PARTS);
            Job second = job(conf, "trainprep census 2/2: write parts", run.files(), parts);
            second.setMapperClass(CensusPartMapper.class);
            JobSetup.runOrFail(second, progress, run.output());
            return run.publishParts("mapreduce", stats, counts, parts, jobStart);
        }
    }

    /** A map-only job over the inputs whose tasks write only side outputs (no empty default files). */
    private static Job job(Configuration conf, String name, List<Path> inputs, Path output) throws IOException {
        Job job = JobSetup.newJob(conf, name, CensusPipeline.class, 0);
        job.setInputFormatClass(DamageAwareTextInputFormat.class);
        FileInputFormat.setInputPaths(job, inputs.toArray(new Path[0]));
        job.setOutputKeyClass(NullWritable.class);
        job.setOutputValueClass(BytesWritable.class);
        LazyOutputFormat.setOutputFormatClass(job, SequenceFileOutputFormat.class);
        FileOutputFormat.setOutputPath(job, output);
        return job;
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
}

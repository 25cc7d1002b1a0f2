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
import org.trainprep.core.census.CensusCounts;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusOutcome;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusRejectReason;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.hadoop.census.CensusSchemas;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.SideOutputs;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census job's passes as two map-only MapReduce jobs over the input, run by the run skeleton:
 * the first counts, samples rejects and gathers statistics per task ({@link CensusMapper}); once
 * the skeleton has judged them, the second has each task impute, split and write its part
 * ({@link CensusPartMapper}), named by the split's position so that name order is input order for
 * any number of splits. No row passes through the driver. One instance serves one run.
 */
public final class CensusPasses implements Passes {

    /** The first pass's side outputs (statistics, rejects, damaged inputs), in the run's work directory. */
    static final String TALLY = "tally";
    /** Counter group of the second pass: rows per group ({@code rows-0}, {@code rows-1}) and records dropped. */
    static final String PART_COUNTERS = "trainprep.census.parts";
    static final String DROPPED = "dropped-missing";

    private CensusSchemas.Reading reading;
    private CensusStatistics stats;

    static String groupRows(int group) {
        return "rows-" + group;
    }

    @Override
    public void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
        CensusOptions o = (CensusOptions) plan;
        reading = CensusSchemas.reading(conf, o);
        List<String> files = reading.fileUris();
        CensusConf.setFiles(conf, files);
        CensusConf.setColumnOrders(conf, files, reading.columnOrders());
        if (o.rows().schemaFile() != null) {
            Path s = new Path(o.rows().schemaFile());
            CensusConf.setSchemaPath(conf, s.getFileSystem(conf).makeQualified(s).toString());
        }
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        Path tally = run.work(TALLY);
        Job first = job(run.conf(), "trainprep census 1/2: count and gather statistics", reading.files(), tally);
        first.setMapperClass(CensusMapper.class);
        SideOutputs.register(first);
        MultipleOutputs.addNamedOutput(first, CensusConf.STATS_OUTPUT, SequenceFileOutputFormat.class,
                NullWritable.class, BytesWritable.class);
        JobSetup.runOrFail(first, run.progress(), run.output());
        stats = mergeStats(run.conf(), new Path(tally, "_stats"), reading.schema().features().size() + 1);
        return new Counted(CensusCounts.tally(counts(first.getCounters())), tally);
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException {
        CensusOptions o = (CensusOptions) run.plan();
        Map<String, Long> counts = counted.tally().counts();
        CensusPartSettings settings = CensusPartSettings.of(o, stats, new CensusFileWriter.Counts(
                counts.get(CensusCounters.LINES_READ.name()), counts.get(CensusCounters.INVALID.name())));
        Configuration conf = run.conf();
        CensusConf.setPartSettings(conf, settings);
        Job second = job(conf, "trainprep census 2/2: write parts", reading.files(), run.parts());
        second.setMapperClass(CensusPartMapper.class);
        JobSetup.runOrFail(second, run.progress(), run.output());
        Counters c = second.getCounters();
        List<Long> groupRows = new ArrayList<>();
        for (int g = 0; g < (settings.split().enabled() ? 2 : 1); g++) {
            groupRows.add(c.findCounter(PART_COUNTERS, groupRows(g)).getValue());
        }
        return new Written(run.parts(), new CensusOutcome("mapreduce", o, reading.schema(), stats, counts,
                settings.imputer(reading.schema()), c.findCounter(PART_COUNTERS, DROPPED).getValue(), groupRows));
    }

    /** A map-only job over the inputs whose tasks write only side outputs (no empty default files). */
    private static Job job(Configuration conf, String name, List<Path> inputs, Path output) throws IOException {
        Job job = JobSetup.newJob(conf, name, CensusPasses.class, 0);
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

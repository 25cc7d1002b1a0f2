package org.trainprep.mr.linelengths;

import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.LazyOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.SequenceFileOutputFormat;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.Tally;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.mr.JobSetup;
import org.trainprep.mr.MapReduceSlice;
import org.trainprep.mr.SideOutputs;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** The test type on MapReduce: one map-only job counts the lines and writes the parts. */
public final class LineLengthsOnMapReduce implements MapReduceSlice, Passes {

    @Override
    public DatasetType type() {
        return new LineLengthsType();
    }

    @Override
    public Passes passes() {
        return this;
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        Job job = JobSetup.newJob(run.conf(), "trainprep line-lengths: count and write parts", LineLengthsOnMapReduce.class, 0);
        job.getConfiguration().setInt(LineLengthsMapper.MAX_LENGTH, ((LineLengthsType.Plan) run.plan()).maxLength());
        job.getConfiguration().set(LineLengthsMapper.RUN_ID, run.runId());
        job.setInputFormatClass(DamageAwareTextInputFormat.class);
        FileInputFormat.setInputPaths(job, run.files().toArray(new Path[0]));
        job.setMapperClass(LineLengthsMapper.class);
        job.setOutputKeyClass(NullWritable.class);
        job.setOutputValueClass(NullWritable.class);
        LazyOutputFormat.setOutputFormatClass(job, SequenceFileOutputFormat.class);
        Path out = run.work("parts");
        FileOutputFormat.setOutputPath(job, out);
        SideOutputs.register(job);
        JobSetup.runOrFail(job, run.progress(), run.output());
        Counters c = job.getCounters();
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (LineLengthsMapper.Reason r : LineLengthsMapper.Reason.values()) {
            byReason.put(r.name(), c.findCounter(r).getValue());
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (LineLengthsMapper.Count k : LineLengthsMapper.Count.values()) {
            counts.put(k.name(), c.findCounter(k).getValue());
        }
        long valid = counts.get("VALID");
        return new Counted(new Tally(counts.get("LINES_READ"), valid, counts.get("INVALID"), counts.get("BLANK"),
                byReason, valid, counts), out);
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) {
        // the one pass wrote them beside its side outputs; the plan describes the outcome
        return new Written(counted.sideOutputs(), (LineLengthsType.Plan) run.plan());
    }
}

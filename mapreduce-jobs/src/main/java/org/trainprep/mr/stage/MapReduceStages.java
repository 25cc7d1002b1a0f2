package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.lib.output.NullOutputFormat;
import org.apache.hadoop.util.IndexedSorter;
import org.trainprep.core.stage.Pass;
import org.trainprep.hadoop.DamageAwareTextInputFormat;
import org.trainprep.mr.job.ClusterCapacity;
import org.trainprep.mr.job.JobSetup;
import org.trainprep.run.RunContext;
import org.trainprep.run.stage.HadoopStages;

import java.io.IOException;
import java.util.List;

/**
 * The stage API on MapReduce: each pass one job of the generic tasks ({@link StageLineMapper} or
 * {@link StageRecordMapper}; with a shuffle {@link StagePartitioner}, {@link StageKeyOrder} and
 * {@link StageReducer}), the pass serialized to a file the tasks read. Everything the tasks write
 * goes through {@code CommittedTaskOutput}, so the job's own output is null. A shuffle's combiner
 * merges in the task, before the sort ({@code CombiningBuffer}, as on Spark), not again in Hadoop's
 * combiner at each spill: that passed every record through a reducer of its own to merge 1% of the
 * review dedup's and none of the vocabulary's or the parallel word count's (3% of a 1 M review run,
 * docs/BENCHMARKS.md).
 */
public final class MapReduceStages extends HadoopStages {

    public MapReduceStages(RunContext run) {
        super(run);
    }

    @Override
    public String engine() {
        return org.trainprep.core.dataset.Engine.MAPREDUCE.id();
    }

    @Override
    public Slots slots() {
        ClusterCapacity.Slots s = ClusterCapacity.reduceSlots(run.conf());
        return new Slots(s.count(), s.source());
    }

    @Override
    protected int runTasks(Pass pass, Path dir) throws IOException, InterruptedException {
        Configuration conf = new Configuration(run.conf());
        int reducers = pass.shuffle() == null ? 0 : pass.shuffle().partitions();
        Job job = JobSetup.newJob(conf, "trainprep " + run.plan().type().name() + ": " + pass.name(),
                MapReduceStages.class, reducers);
        // where the damage-aware reader records an input it cannot read to the end
        FileOutputFormat.setOutputPath(job, dir);
        job.setOutputFormatClass(NullOutputFormat.class);
        int splits = 0;
        int tasks;
        if (pass.source() instanceof Pass.Lines lines) {
            if (lines.newlineOnly()) {
                DamageAwareTextInputFormat.newlineOnly(job.getConfiguration());
            }
            job.setInputFormatClass(LineInputFormat.class);
            List<Path> files = lines.files().stream().map(Path::new).toList();
            FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
            // Hadoop lists them again when it submits the job, each split then carrying its place
            splits = splits(job, lines.files()).size();
            tasks = splits;
            job.setMapperClass(StageLineMapper.class);
        } else {
            Pass.Dataset d = (Pass.Dataset) pass.source();
            job.setInputFormatClass(DatasetInputFormat.class);
            DatasetInputFormat.setInput(job.getConfiguration(), d.refs());
            tasks = d.tasks();
            job.setMapperClass(StageRecordMapper.class);
            // listing the parts only where the buffer is fitted
            if (pass.shuffle() != null && JobSetup.runsLocally(conf)) {
                JobSetup.fitSortBuffer(job, largestPartOutput(conf, d));
            }
        }
        job.setMapOutputKeyClass(BytesWritable.class);
        job.setMapOutputValueClass(BytesWritable.class);
        if (pass.shuffle() != null) {
            job.setPartitionerClass(StagePartitioner.class);
            job.setSortComparatorClass(StageKeyOrder.class);
            job.setGroupingComparatorClass(StageKeyOrder.class);
            job.getConfiguration().setClass(MRJobConfig.MAP_SORT_CLASS, PrefixSorter.class, IndexedSorter.class);
            job.setReducerClass(StageReducer.class);
            ShuffleKeys.put(job.getConfiguration(), pass.shuffle());
        }
        Path planFile = new Path(dir, "_pass.ser");
        try (FSDataOutputStream out = planFile.getFileSystem(conf).create(planFile, true)) {
            out.write(serialized(new TaskPlan(pass, dir.toString(), run.runId(), splits,
                    JobSetup.tasksPerJvm(conf, true), JobSetup.tasksPerJvm(conf, false))));
        }
        job.getConfiguration().set(TaskPlan.KEY, planFile.toString());
        JobSetup.runOrFail(job, run.progress(), run.output());
        return pass.shuffle() == null ? tasks : pass.shuffle().partitions();
    }

    /**
     * What a map task reading one part of {@code d} may emit, at most, for its sort buffer
     * ({@link JobSetup#fitSortBuffer}): the largest part's bytes, times 4 when parts are compressed
     * (Snappy, off a local disk), and twice that again, as a pass over records may emit more than
     * it reads (near-duplicate signing emits a record per band). Local mode allocated Hadoop's sort
     * buffer, 64 MB, for every such task, however small its part: allocating it
     * cost 9% of a test JVM's CPU (mapreduce-jobs': 18.9 of 206 s). An output that outgrows the buffer spills more than once.
     */
    static long largestPartOutput(Configuration conf, Pass.Dataset d) throws IOException {
        long largest = 0;
        boolean compressed = false;
        for (org.trainprep.core.stage.PassResult.DatasetRef ref : d.refs()) {
            Path folder = new Path(ref.folder());
            org.apache.hadoop.fs.FileSystem fs = folder.getFileSystem(conf);
            compressed |= org.trainprep.hadoop.stage.CommittedTaskOutput.compresses(fs);
            try {
                for (org.apache.hadoop.fs.FileStatus f : fs.listStatus(folder)) {
                    largest = Math.max(largest, f.getLen());
                }
            } catch (java.io.FileNotFoundException none) {
                // no task wrote into it: its tasks read nothing
            }
        }
        return (compressed ? 4 : 1) * 2 * largest;
    }

    /**
     * The job's splits in the order its input format lists them, each with its file's place among
     * {@code files}; the job's sort buffer and progress lines sized to them.
     */
    static List<LineInputFormat.Split> splits(Job job, List<String> files) throws IOException {
        List<LineInputFormat.Split> splits = LineInputFormat.listed(job, files);
        long bytes = 0;
        long largest = 0;
        boolean plain = true;
        org.apache.hadoop.io.compress.CompressionCodecFactory codecs =
                new org.apache.hadoop.io.compress.CompressionCodecFactory(job.getConfiguration());
        for (LineInputFormat.Split s : splits) {
            FileSplit f = LineInputFormat.fileSplit(s);
            bytes += s.getLength();
            largest = Math.max(largest, s.getLength());
            plain &= codecs.getCodec(f.getPath()) == null;
        }
        // the progress lines' map share follows the bytes read (Hadoop's swings with thousands of small files)
        org.trainprep.mr.job.JobSetup.expectInputBytes(job, bytes);
        // a compressed split's text is several times its bytes (JSON in gzip or zstd: 3-5): 8 times
        org.trainprep.mr.job.JobSetup.fitSortBuffer(job, plain ? largest : 8 * largest);
        return splits;
    }
}

package org.trainprep.mr.job;

import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.NioLocalFileSystem;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapred.JobConf;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.MRConfig;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;

import java.io.IOException;
import java.util.List;

/** Job plumbing every driver shares, so no driver copies it. */
public final class JobSetup {

    private JobSetup() {
    }

    /** A job that ships the jar holding {@code anchor} and runs with {@code reducers} reduce tasks. */
    public static Job newJob(Configuration conf, String name, Class<?> anchor, int reducers) throws IOException {
        Job job = Job.getInstance(conf, name);
        job.setJarByClass(anchor);
        job.setNumReduceTasks(reducers);
        return job;
    }

    /** Tells the job's progress lines how many bytes its input files hold, so the map share follows what was read. */
    public static Job expectInputBytes(Job job, long bytes) {
        job.getConfiguration().setLong(JobMonitor.INPUT_BYTES, bytes);
        return job;
    }

    /**
     * A job's failure {@code why} that is a task out of memory, as the error a run out of memory
     * ends with (one line with the heap and the options that size what is held); else null.
     */
    public static OutOfMemoryError outOfMemory(String why, String jobName) {
        return org.trainprep.core.cli.CommandLine.outOfMemoryIn(why, "in a task of job '" + jobName + "'");
    }

    /**
     * Why a job failed: the job's own reason, else its first failed task's diagnostics (the job's
     * reason is often only "NA"), else what a local task recorded ({@link TaskFailures}), else where to look.
     */
    public static String failure(Job job) throws IOException, InterruptedException {
        String info = job.getStatus().getFailureInfo();
        if (info != null && !info.isBlank() && !info.equals("NA")) {
            return info;
        }
        for (org.apache.hadoop.mapreduce.TaskCompletionEvent e : job.getTaskCompletionEvents(0, 1000)) {
            if (e.getStatus() == org.apache.hadoop.mapreduce.TaskCompletionEvent.Status.FAILED) {
                for (String d : job.getTaskDiagnostics(e.getTaskAttemptId())) {
                    if (d != null && !d.isBlank()) {
                        return "task " + e.getTaskAttemptId() + ": " + d.strip().lines().findFirst().orElse(d);
                    }
                }
            }
        }
        var recorded = TaskFailures.first(job.getConfiguration(),
                org.apache.hadoop.mapreduce.lib.output.FileOutputFormat.getOutputPath(job));
        if (recorded.isPresent()) {
            return recorded.get();
        }
        return "Hadoop gives no reason (in local mode, the task's error is the warning logged above)";
    }

    /**
     * Waits (boundedly) for local mode's job and task threads to end: killing a local job does not
     * wait for them, and a task still finishing after the run's files are removed makes its attempt folders
     * again (seen: {@code _work/distinct/_temporary/...} left behind). On a cluster there are none.
     */
    private static void awaitLocalTasks() {
        org.trainprep.hadoop.LocalTaskThreads.awaitEnd(JobSetup::localJobThread, true);
    }

    /**
     * The job's thread (it aborts the job's output) and the threads running its tasks: the map
     * executor's are named, the reduce executor's ({@code pool-N-thread-M}) are known by what they run.
     */
    private static boolean localJobThread(Thread t, StackTraceElement[] stack) {
        boolean local = t.getName().startsWith("LocalJobRunner ")
                || t.getClass().getName().startsWith("org.apache.hadoop.mapred.LocalJobRunner");
        for (StackTraceElement frame : stack) {
            local |= frame.getClassName().startsWith("org.apache.hadoop.mapred.LocalJobRunner$Job");
        }
        return local;
    }

    /**
     * Runs a job to completion, reporting its progress to {@code progress}, failing with the job's own reason.
     *
     * @throws IOException when the job fails or is killed
     */
    public static void runOrFail(Job job, ProgressLog progress, org.trainprep.hadoop.RunOutput run)
            throws IOException, InterruptedException {
        // on SIGINT/SIGTERM the job must not go on writing on the cluster after the client is gone
        run.onInterrupt(() -> {
            try {
                if (!job.isComplete()) {
                    job.killJob();
                }
            } catch (IOException | IllegalStateException e) {
                // not submitted yet, or already gone
            }
            awaitLocalTasks();
        });
        try {
            run.startUnlessClosed(job::submit);
            if (!new JobMonitor(progress).run(job)) {
                String why = failure(job);
                OutOfMemoryError ran = outOfMemory(why, job.getJobName());
                if (ran != null) {
                    throw ran;
                }
                throw new IOException("job '" + job.getJobName() + "' failed: " + why);
            }
        } catch (ClassNotFoundException e) {
            throw new IOException("job '" + job.getJobName() + "' could not load a class: " + e.getMessage(), e);
        }
    }

    /**
     * Local mode makes every reduce task's copy of the job's configuration up front, in this one
     * JVM (about 100 KB each): thousands of reducers exhaust the heap before any of them runs.
     */
    static final int LOCAL_MAX_REDUCERS = 1000;

    /** The limit on a job's reducers local mode can hold, when {@code conf}'s jobs run in this JVM. */
    public static java.util.Optional<org.trainprep.core.stage.DriverFiles.PartitionLimit> localReducerLimit(
            Configuration conf) {
        return runsLocally(conf) ? java.util.Optional.of(new org.trainprep.core.stage.DriverFiles.PartitionLimit(
                LOCAL_MAX_REDUCERS, "in local mode runs as many reduce tasks in this one JVM, whose copies of the job"
                + " alone outgrow the heap", "(one per core is what local mode runs at once), or run on a cluster"))
                : java.util.Optional.empty();
    }

    /**
     * Whether the jobs of {@code conf} run in this JVM (Hadoop's local mode). Read through a
     * {@code JobConf}: {@code mapred-site.xml} becomes a resource of every configuration only once
     * that class is loaded, and under {@code hadoop jar} on a cluster nothing may have loaded it
     * yet, so a plain configuration would read no framework, that is local, and local mode's
     * settings would override the cluster's.
     */
    public static boolean runsLocally(Configuration conf) {
        return MRConfig.LOCAL_FRAMEWORK_NAME.equals(
                new JobConf(conf).get(MRConfig.FRAMEWORK_NAME, MRConfig.LOCAL_FRAMEWORK_NAME));
    }

    /**
     * The buffer a local run gives every stream on its files ({@code io.file.buffer.size}, unless
     * set), as Apache's cluster set-up guide has a cluster's {@code core-site.xml} do (Spark sets
     * 64 KB itself, {@code spark.buffer.size}). Hadoop's default, 4 KB, sizes the line reader's reads
     * of the input and the buffers of the spills, the shuffle's reads and the stage datasets: a 1 M
     * review run made 364,000 read and write calls with it, 18,000 with 128 KB, and took 0.93 of the
     * time (docs/BENCHMARKS.md).
     */
    static final int LOCAL_STREAM_BUFFER_BYTES = 128 << 10;

    /**
     * In Hadoop's local mode (no cluster configuration on the classpath), make small jobs fast:
     * the client polls for completion every 5 s by default (every 10 ms here: a local poll reads the
     * in-process runner's status, and a run waited half a poll after each of its jobs), runs one map and one reduce at a
     * time, and (without Hadoop's native library) forks a {@code chmod} for every file and folder
     * it makes ({@link NioLocalFileSystem}) and reads and writes its files through 4 KB buffers
     * (128 KB here, {@link #LOCAL_STREAM_BUFFER_BYTES}). Settings given explicitly
     * (e.g. with {@code -D}) win.
     * Call it before anything opens a local file: the first {@code file://} file system made in a
     * JVM is the one every later call gets.
     */
    public static void tuneLocalMode(Configuration conf) {
        if (!runsLocally(conf)) {
            return;
        }
        setIfUnset(conf, "fs.file.impl", NioLocalFileSystem.class.getName());
        setIfUnset(conf, "io.file.buffer.size", Integer.toString(LOCAL_STREAM_BUFFER_BYTES));
        setIfUnset(conf, "mapreduce.client.completion.pollinterval", "10");
        String cores = Integer.toString(Math.max(1, Runtime.getRuntime().availableProcessors()));
        setIfUnset(conf, "mapreduce.local.map.tasks.maximum", cores);
        setIfUnset(conf, "mapreduce.local.reduce.tasks.maximum", cores);
        shareLocalHeap(conf, Runtime.getRuntime().maxMemory());
    }

    /**
     * The JIT and collector flags of every JVM that runs our tasks ({@code bin/pipeline} starts a
     * local run's JVM with them too). A task JVM compiles thousands of Hadoop's and our methods: with
     * C2's default inlining of hot callees up to 325 bytecodes, compiling was a third of a local
     * review run's CPU time (JFR: 15 s of 40), and a cluster's map task, a fresh JVM for each
     * 128 MB split, pays it again; inlining callees up to 100 bytecodes, and the throughput collector
     * instead of G1's concurrent work, took the 1 M-review run from 19 s to 13-14 s and the 4 M one
     * by 11% (docs/BENCHMARKS.md). C2 compiling a method only after three times C1's default calls
     * and loops (the four {@code Tier4} thresholds): C2 was still 4-6 s of a 1 M-review run's 16 s of
     * CPU, much of it spent on methods warm only for a pass's start, and a run then took 3-4% less
     * (reviews and census on MapReduce, alternated pair by pair; Spark and parallel text 1%).
     */
    public static final String TASK_JVM_FLAGS = "-XX:FreqInlineSize=100 -XX:Tier4InvocationThreshold=15000"
            + " -XX:Tier4MinInvocationThreshold=2000 -XX:Tier4CompileThreshold=45000 -XX:Tier4BackEdgeThreshold=120000"
            + " -XX:+UseParallelGC";

    /**
     * On a cluster, gives the map and reduce task JVMs {@link #TASK_JVM_FLAGS}, after the options
     * they already have, leaving out a flag those options set themselves (a collector of their own
     * excludes ours). Local mode's tasks run in this JVM, started with them by {@code bin/pipeline}.
     */
    public static void tuneTaskJvms(Configuration conf) {
        if (runsLocally(conf)) {
            return;
        }
        // read as Hadoop does: the site files through a JobConf, a task type's own options before the shared ones
        JobConf job = new JobConf(conf);
        String shared = job.get(JobConf.MAPRED_TASK_JAVA_OPTS, JobConf.DEFAULT_MAPRED_TASK_JAVA_OPTS);
        for (String key : List.of(MRJobConfig.MAP_JAVA_OPTS, MRJobConfig.REDUCE_JAVA_OPTS)) {
            conf.set(key, withTaskFlags(job.get(key, shared)));
        }
    }

    /** {@code opts} with each flag of {@link #TASK_JVM_FLAGS} it does not set itself. */
    static String withTaskFlags(String opts) {
        String given = opts == null ? "" : opts.strip();
        StringBuilder out = new StringBuilder(given);
        for (String flag : TASK_JVM_FLAGS.split(" ")) {
            boolean set = flag.endsWith("GC") ? given.matches("(?s).*-XX:\\+Use\\w*GC\\b.*")
                    : given.contains(flag.substring(0, flag.indexOf('=') + 1));
            if (!set) {
                out.append(out.length() == 0 ? "" : " ").append(flag);
            }
        }
        return out.toString();
    }

    /**
     * Local mode runs every task in this one JVM, but each task sizes its buffers as if it had a
     * JVM of its own: a 100 MB sort buffer per map task, and an in-memory shuffle of 70% of the
     * heap per reduce task. On a machine with many cores, or with a big input, the concurrent
     * tasks then outgrow the heap. Give the map tasks running at once a third of the heap for
     * their sort buffers (each at most twice a split of a local file, {@link #localSortMb}, and
     * Hadoop's 100 MB), and the reduce tasks running at
     * once half of it for their shuffles: local mode runs a job's reduces only once its maps are
     * done, so the sort buffers' third is free by then. A reduce keeps the map outputs it holds in
     * memory for its merge instead of writing them to disk first (Hadoop's default on a cluster,
     * where a reduce's heap is its own), up to its share; with the tasks' own tables (a quarter of
     * the heap, {@link org.trainprep.core.stage.TaskContext#memoryShare}), peak memory is bounded by
     * the heap whatever the input. Reviews 1 M: the dedup's records written to disk 1.88 M -> 0.94 M
     * (the map side's alone), the run some 5% faster (docs/BENCHMARKS.md).
     */
    static void shareLocalHeap(Configuration conf, long heapBytes) {
        int maps = Math.max(1, conf.getInt("mapreduce.local.map.tasks.maximum", 1));
        int reduces = Math.max(1, conf.getInt("mapreduce.local.reduce.tasks.maximum", 1));
        long sortMb = Math.max(16, Math.min(localSortMb(conf), heapBytes / 3 / maps >> 20));
        setIfUnset(conf, MRJobConfig.IO_SORT_MB, Long.toString(sortMb));
        long shuffle = heapBytes / 2 / reduces;
        setIfUnset(conf, MRJobConfig.REDUCE_MEMORY_TOTAL_BYTES, Long.toString(shuffle));
        // 90% of it for map outputs (70% by default), merged to disk only when nearly full, and all
        // of what is held kept for the reduce (none by default: written to disk before the reduce)
        setIfUnset(conf, MRJobConfig.SHUFFLE_INPUT_BUFFER_PERCENT, "0.9");
        setIfUnset(conf, MRJobConfig.SHUFFLE_MERGE_PERCENT, "0.9");
        setIfUnset(conf, MRJobConfig.REDUCE_INPUT_BUFFER_PERCENT, "1.0");
    }

    /**
     * In local mode, a sort buffer of at most twice {@code largestSplitBytes}, what the job's largest
     * task may emit (its split of plain text; more for compressed text or a pass over datasets,
     * {@code MapReduceStages}), at least 1 MB: every map task allocates and zeroes its own, and 1,757 files of 3 lines each took 16 MB
     * apiece, 28 GB of buffers whose collections cost more CPU than the run's work (a 400-file run's
     * clean pass 10 s, GC_TIME_MILLIS 11,467). A split's map output hardly outgrows it ({@link #localSortMb}).
     */
    public static void fitSortBuffer(Job job, long largestSplitBytes) {
        Configuration conf = job.getConfiguration();
        if (!runsLocally(conf)) {
            return;
        }
        long fit = Math.max(1L, (2 * largestSplitBytes + (1 << 20) - 1) >> 20);
        long now = conf.getLong(MRJobConfig.IO_SORT_MB, MRJobConfig.DEFAULT_IO_SORT_MB);
        if (fit < now) {
            conf.setLong(MRJobConfig.IO_SORT_MB, fit);
        }
    }

    /**
     * A local map task's sort buffer: twice a split of a local file (the local file system's block
     * size, 32 MB, within the split sizes a user set), at most Hadoop's 100 MB. A task's map output
     * hardly outgrows its split (the review dedup's is under half of it), so twice the split holds
     * it with the records' 16-byte index in one spill; each task allocates and zeroes its own buffer,
     * which lies dead in the old generation once the task ends, so a 100 MB one for 15 MB of output
     * cost the zeroing and most of the full collections of a local run (reviews 1 M with 64 MB: the
     * full collections' pauses 190-270 against 330-540 ms, the run 0.98-1.00 of the time,
     * docs/BENCHMARKS.md). An output that does outgrow it spills more than once.
     */
    static long localSortMb(Configuration conf) {
        long block = conf.getLong("fs.local.block.size", 32L << 20);
        long split = Math.max(conf.getLong(FileInputFormat.SPLIT_MINSIZE, 1L),
                Math.min(conf.getLong(FileInputFormat.SPLIT_MAXSIZE, Long.MAX_VALUE), block));
        // twice the split in MB, as split >> 19: a split a user set near Long.MAX_VALUE cannot overflow
        return Math.min(MRJobConfig.DEFAULT_IO_SORT_MB, Math.max(1L, split >> 19));
    }

    /**
     * How many map (or reduce) tasks of a job share one JVM's heap at a time: local mode's task
     * slots, or one on a cluster, where each task has a JVM of its own.
     */
    public static int tasksPerJvm(Configuration conf, boolean map) {
        if (!runsLocally(conf)) {
            return 1;
        }
        return Math.max(1, conf.getInt(map ? "mapreduce.local.map.tasks.maximum" : "mapreduce.local.reduce.tasks.maximum", 1));
    }

    /** Sets {@code key} unless a user or site file set it; Hadoop's own *-default.xml values do not count. */
    public static void setIfUnset(Configuration conf, String key, String value) {
        String[] sources = conf.getPropertySources(key);
        boolean onlyDefaults = sources == null
                || java.util.Arrays.stream(sources).allMatch(s -> s.endsWith("-default.xml"));
        if (onlyDefaults) {
            conf.set(key, value);
        }
    }
}

package org.trainprep.mr.job;

import org.apache.hadoop.mapreduce.Counter;
import org.apache.hadoop.mapreduce.CounterGroup;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.FileSystemCounter;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobCounter;
import org.apache.hadoop.mapreduce.TaskCounter;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormatCounter;
import org.apache.hadoop.util.ShutdownHookManager;
import org.trainprep.core.progress.ProgressLog;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Runs a job and reports it the way a person watching an EMR step log wants: the job id and
 * tracking URL when it starts, a line every few seconds (map and reduce progress, records in and
 * out, input rate, ETA), and its counters when it ends. Hadoop's own {@code waitForCompletion(true)}
 * prints through log4j, which the jobs keep at WARN, and prints every counter Hadoop has.
 */
final class JobMonitor {

    /** The framework counters worth a line at the end; the rest are in the job history. */
    private static final Set<String> FRAMEWORK = Set.of(TaskCounter.MAP_INPUT_RECORDS.name(),
            TaskCounter.MAP_OUTPUT_RECORDS.name(), TaskCounter.MAP_OUTPUT_MATERIALIZED_BYTES.name(),
            TaskCounter.REDUCE_INPUT_GROUPS.name(), TaskCounter.REDUCE_OUTPUT_RECORDS.name(),
            TaskCounter.SPILLED_RECORDS.name(), TaskCounter.GC_TIME_MILLIS.name(), TaskCounter.CPU_MILLISECONDS.name(),
            // retried and speculative attempts: what a person checks when a job took longer than it should
            JobCounter.NUM_FAILED_MAPS.name(), JobCounter.NUM_FAILED_REDUCES.name(), JobCounter.NUM_KILLED_MAPS.name(),
            JobCounter.NUM_KILLED_REDUCES.name());

    /** Configuration key: the bytes the job's input files hold, when the driver knows them (see {@link MapShare}). */
    static final String INPUT_BYTES = "trainprep.progress.input-bytes";

    private final ProgressLog log;

    JobMonitor(ProgressLog log) {
        this.log = log;
    }

    /**
     * The map share a person is shown. With thousands of input files Hadoop's own figure swings
     * (local mode averages over the tasks it has created so far, so it reads 100% between batches):
     * where the input's size is known, the share is capped by the bytes read of it, and it never goes back.
     */
    static final class MapShare {
        private final long inputBytes;
        private float shown;

        MapShare(long inputBytes) {
            this.inputBytes = inputBytes;
        }

        float next(float reported, long bytesRead, boolean mapsDone) {
            float share = reported;
            if (inputBytes > 0 && !mapsDone) {
                share = Math.min(reported, (float) Math.min(1.0, (double) bytesRead / inputBytes));
            }
            shown = Math.max(shown, mapsDone ? 1f : Math.min(share, 0.99f));
            return shown;
        }
    }

    /** @return whether the job succeeded */
    boolean run(Job job) throws IOException, InterruptedException, ClassNotFoundException {
        if (job.getJobID() == null) {
            job.submit();
        }
        String name = job.getJobName();
        log.always(name + ": started " + job.getJobID() + ", tracking " + job.getTrackingURL());
        long started = log.now();
        long poll = Math.max(10, job.getConfiguration().getLong("mapreduce.client.completion.pollinterval", 5000));
        MapShare share = new MapShare(job.getConfiguration().getLong(INPUT_BYTES, 0));
        while (!job.isComplete()) {
            Thread.sleep(Math.min(poll, 1000));
            log.update(() -> line(job, share, log.now() - started));
        }
        boolean ok = job.isSuccessful();
        if (!ok && ShutdownHookManager.get().isShutdownInProgress()) {
            // the run's own hook killed the job on Ctrl-C or SIGTERM and says so in its one line
            return false;
        }
        log.always(name + ": " + (ok ? "done" : "FAILED") + " in " + ProgressLog.duration(log.now() - started));
        Counters counters = ok ? job.getCounters() : null;
        if (counters != null) {
            counterLines(counters).forEach(l -> log.always("  " + l));
        }
        return ok;
    }

    private static String line(Job job, MapShare share, long elapsed) {
        try {
            boolean mapOnly = job.getNumReduceTasks() == 0;
            float reduce = mapOnly ? 1f : job.reduceProgress();
            Counters c = job.getCounters();
            // reduces only start once every map has finished, so any reduce progress means the maps are done
            float map = share.next(job.mapProgress(), value(c, FileInputFormatCounter.BYTES_READ), !mapOnly && reduce > 0.34f);
            // the shuffle and sort start while maps run; weigh the two phases equally, as Hadoop's web UI does
            double done = mapOnly ? map : (map + reduce) / 2.0;
            long in = value(c, TaskCounter.MAP_INPUT_RECORDS);
            long out = mapOnly ? value(c, TaskCounter.MAP_OUTPUT_RECORDS) : value(c, TaskCounter.REDUCE_OUTPUT_RECORDS);
            long bytesIn = value(c, FileInputFormatCounter.BYTES_READ);
            return String.format(Locale.ROOT, "%s: map %d%%%s, %,d records in, %,d out, %s, ETA %s", job.getJobName(),
                    (int) (map * 100), mapOnly ? "" : " reduce " + (int) (reduce * 100) + "%", in, out,
                    ProgressLog.rate(bytesIn, elapsed), ProgressLog.eta(done, elapsed));
        } catch (IOException e) {
            return job.getJobName() + ": running (status unavailable: " + e.getMessage() + ")";
        }
    }

    private static long value(Counters c, Enum<?> counter) {
        return c == null ? 0 : c.findCounter(counter).getValue();
    }

    /** Our own counter groups whole, the framework's main counters, and bytes read and written per file system. */
    static List<String> counterLines(Counters counters) {
        List<String> lines = new ArrayList<>();
        for (CounterGroup g : counters) {
            List<String> values = new ArrayList<>();
            boolean ours = g.getName().startsWith("org.trainprep.");
            for (Counter c : g) {
                boolean wanted = ours || FRAMEWORK.contains(c.getName())
                        || g.getName().equals(FileSystemCounter.class.getName())
                        && (c.getName().endsWith(FileSystemCounter.BYTES_READ.name())
                        || c.getName().endsWith(FileSystemCounter.BYTES_WRITTEN.name()));
                if (wanted && c.getValue() != 0) {
                    values.add(c.getName() + "=" + c.getValue());
                }
            }
            if (!values.isEmpty()) {
                String group = g.getName().substring(g.getName().lastIndexOf('.') + 1).replace('$', '.');
                lines.add(group + ": " + String.join(", ", values));
            }
        }
        return lines;
    }
}

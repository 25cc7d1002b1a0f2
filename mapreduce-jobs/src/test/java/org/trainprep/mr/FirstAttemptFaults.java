package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.Cluster;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.JobStatus;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.TaskReport;
import org.apache.hadoop.mapreduce.TaskType;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Fails the first attempt of task 0 of each given type of a job on a (mini) YARN cluster, from
 * outside the job through the client API, as a lost node or a killed container would: the job's
 * own code holds no injection point. Watches for the job by name while it is open.
 */
public final class FirstAttemptFaults implements AutoCloseable {

    private final Set<TaskType> failed = ConcurrentHashMap.newKeySet();
    private final List<Throwable> errors = new ArrayList<>();
    private final Thread watcher;
    private volatile boolean stop;

    public FirstAttemptFaults(Configuration conf, String jobNamePrefix, TaskType... types) {
        Set<TaskType> wanted = EnumSet.of(types[0], types);
        watcher = new Thread(() -> watch(conf, jobNamePrefix, wanted), "first-attempt-faults");
        watcher.setDaemon(true);
        watcher.start();
    }

    /** The task types whose first attempt was failed. */
    public Set<TaskType> failed() {
        return Set.copyOf(failed);
    }

    private void watch(Configuration conf, String prefix, Set<TaskType> wanted) {
        try {
            Cluster cluster = new Cluster(conf);
            try {
                while (!stop && !failed.containsAll(wanted)) {
                    for (JobStatus s : cluster.getAllJobStatuses()) {
                        if (s.getJobName().startsWith(prefix) && s.getState() == JobStatus.State.RUNNING) {
                            failRunning(cluster.getJob(s.getJobID()), wanted);
                        }
                    }
                    Thread.sleep(50);
                }
            } finally {
                cluster.close();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception | Error e) {
            synchronized (errors) {
                errors.add(e);
            }
        }
    }

    /** Fails attempt 0 of task 0 of each wanted type once it runs (not before, or there would be nothing to fail). */
    private void failRunning(Job job, Set<TaskType> wanted) throws Exception {
        if (job == null) {
            return;
        }
        for (TaskType type : wanted) {
            if (failed.contains(type)) {
                continue;
            }
            for (TaskReport r : job.getTaskReports(type)) {
                if (r.getTaskID().getId() != 0) {
                    continue;
                }
                // the report's ids are the old API's subclass, which equals() tells apart: match by number
                for (TaskAttemptID a : r.getRunningTaskAttemptIds()) {
                    if (a.getId() == 0) {
                        job.failTask(a);
                        failed.add(type);
                    }
                }
            }
        }
    }

    @Override
    public void close() {
        stop = true;
        try {
            watcher.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (errors) {
            if (!errors.isEmpty()) {
                throw new IllegalStateException("the fault watcher failed", errors.get(0));
            }
        }
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.mapreduce.Counter;
import org.apache.hadoop.mapreduce.CounterGroup;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.trainprep.core.reviews.ReviewTally;

import java.util.Map;
import java.util.TreeMap;

/**
 * A task's {@link ReviewTally} as Hadoop counters (group {@link ReviewTally#GROUP}), added once at
 * the end of the task: the framework sums them over successful attempts only, so a retried task
 * is not counted twice.
 */
final class TallyCounters {

    private TallyCounters() {
    }

    static void add(TaskInputOutputContext<?, ?, ?, ?> context, ReviewTally tally) {
        tally.counts().forEach((name, n) -> context.getCounter(ReviewTally.GROUP, name).increment(n));
    }

    /** The group's sums from one or more jobs' counters. */
    static ReviewTally.Sums read(Counters... jobs) {
        Map<String, Long> sums = new TreeMap<>();
        for (Counters c : jobs) {
            CounterGroup g = c.getGroup(ReviewTally.GROUP);
            for (Counter counter : g) {
                sums.merge(counter.getName(), counter.getValue(), Long::sum);
            }
        }
        return new ReviewTally.Sums(sums);
    }
}

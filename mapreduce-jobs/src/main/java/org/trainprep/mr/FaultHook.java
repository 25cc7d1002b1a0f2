package org.trainprep.mr;

import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskType;

import java.io.IOException;
import java.util.Arrays;

/**
 * A test-only fault: with {@code -D trainprep.test.fail-first-attempt=map,reduce} the first
 * attempt of task 0 of each named type fails in setup, so a test on a real cluster can check
 * that retried attempts give the same output as a clean run. Unset (always, outside tests) it
 * does nothing.
 */
public final class FaultHook {

    public static final String FAIL_FIRST_ATTEMPT = "trainprep.test.fail-first-attempt";

    private FaultHook() {
    }

    public static void maybeFail(TaskAttemptContext context) throws IOException {
        String types = context.getConfiguration().get(FAIL_FIRST_ATTEMPT);
        if (types == null) {
            return;
        }
        TaskType type = context.getTaskAttemptID().getTaskType();
        String name = type == TaskType.MAP ? "map" : type == TaskType.REDUCE ? "reduce" : "";
        if (context.getTaskAttemptID().getId() == 0 && context.getTaskAttemptID().getTaskID().getId() == 0
                && Arrays.asList(types.split(",")).contains(name)) {
            throw new IOException("injected fault (" + FAIL_FIRST_ATTEMPT + "=" + types + ") in " + context.getTaskAttemptID());
        }
    }
}

package org.trainprep.run;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Tally;

import java.io.IOException;

/**
 * An engine's adapter for one dataset type: the passes over the input, and nothing else. The
 * skeleton judges what the first returns before the second runs, so nothing is written for a run
 * whose input is not what the user thinks.
 */
public interface Passes {

    /**
     * Checks what can be checked before the output is claimed (a supplied file readable, settings
     * the engine cannot honour), so a bad argument costs no claim. {@code conf} is the run's own.
     */
    default void prepare(Configuration conf, RunPlan plan) throws IOException, UsageException {
    }

    /**
     * What the reading pass found. Reject samples go under {@code sideOutputs/_rejects}, files it
     * could not read to the end under {@code sideOutputs/_corrupt}, per-file yields under
     * {@code sideOutputs/_yield} (the engine's standard side outputs).
     */
    Counted count(RunContext run) throws IOException, InterruptedException;

    /**
     * Writes the parts, {@code part-NNNNN.h5} named by partition, each with its
     * {@link org.trainprep.core.h5.PartIdentity} and checksum, into {@link RunContext#parts()}
     * (a one-pass type has written them already), and says what the run made.
     */
    Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException;

    /** Each pass's time by its name, in the order they ran (the last reading of the input's, when it was read again). */
    default java.util.Map<String, Long> passMillis() {
        return java.util.Map.of();
    }

    /** The passes a resumed run ({@code --resume}) took as the killed run finished them, in order. */
    default java.util.List<String> reusedPasses() {
        return java.util.List.of();
    }

    /** The reading pass's result: its tally, and the directory holding its side outputs. */
    record Counted(Tally tally, Path sideOutputs) {
    }

    /** The parts pass's result: the parts' directory, and the outcome the type describes. */
    record Written(Path parts, Outcome outcome) {
    }
}

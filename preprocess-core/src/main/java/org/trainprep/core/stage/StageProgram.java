package org.trainprep.core.stage;

import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;

import java.io.IOException;

/**
 * A dataset type's passes, written once on the stage API, with the driver's work between them:
 * the reading pass(es), whose tally the run skeleton judges (the error budget, damaged inputs)
 * before anything is written, then the passes that write the parts. One instance serves one run.
 */
public interface StageProgram {

    /**
     * What can be checked before the run claims its output (a supplied file readable, the inputs'
     * headers), so a bad argument costs no claim.
     */
    default void prepare(DriverFiles files) throws IOException, org.trainprep.core.cli.UsageException {
    }

    /** The reading pass(es): their tally, and the pass whose side outputs hold the rejects and yields. */
    Read read(Stages stages) throws IOException, InterruptedException;

    /** Writes the parts into {@link Stages#parts()} (a one-pass type did already) and says what the run made. */
    Outcome write(Stages stages, Read read) throws IOException, InterruptedException;

    /** What the reading passes found. */
    record Read(Tally tally, PassResult sideOutputs) {
    }
}

package org.trainprep.core.stage;

import org.trainprep.core.progress.ProgressLog;

import java.io.IOException;
import java.util.List;

/**
 * An engine, as a type's program sees it: it runs passes in order and gives the driver what they
 * left. Implemented by each registered engine; the program never sees which.
 */
public interface Stages {

    /** The engine's name ({@code mapreduce}, {@code spark}), for the run's records. */
    String engine();

    /** Runs a pass to its end, failing with its reason. */
    PassResult run(Pass pass) throws IOException, InterruptedException;

    /**
     * Runs {@code step} in the driver in place of the pass {@code name}, when what the pass would read
     * is small enough that a job costs more than the work: its time is that pass's in the run's summary.
     */
    <T> T inDriver(String name, DriverStep<T> step) throws IOException;

    /** Work the driver does itself; see {@link #inDriver}. */
    @FunctionalInterface
    interface DriverStep<T> {
        T run() throws IOException;
    }

    /** The records of one of a dataset's partitions, or every partition in order ({@code partition} -1). */
    PassResult.Records records(PassResult.DatasetRef dataset, int partition) throws IOException;

    /** The run's input files, qualified, in input order. */
    List<String> inputFiles();

    /** Their sizes in bytes, in the same order. */
    List<Long> inputSizes();

    /** A folder URI of the run's work area, removed with the run. */
    String work(String name);

    /**
     * A folder URI in the run's output, published with it (and with nothing of it when the run
     * fails): for files a pass publishes beside the parts, too many for the driver to copy.
     */
    String output(String name);

    /** Where the run's parts go (a folder URI): the work area, or the output's {@code parts/} with {@code --no-combine}. */
    String parts();

    /** How many tasks the engine runs at once, for sizing a shuffle's partitions. */
    Slots slots();

    /**
     * The run's inputs as the user gave them (files, folders, globs), qualified: what the parts
     * name as their sources.
     */
    List<String> sources();

    /** The run's identity (it names the parts' run). */
    String runId();

    ProgressLog progress();

    /**
     * Tasks an engine runs at once.
     *
     * @param count  how many (at least 1)
     * @param source where the figure came from ({@code YARN nodes}, {@code Spark default parallelism}), for the summary
     */
    record Slots(int count, String source) {
        public Slots {
            count = Math.max(1, count);
        }
    }
}

package org.trainprep.core.stage;

import org.trainprep.core.rejects.RejectRecord;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Everything a task produces, committed with the task by the engine (a failed or duplicate
 * attempt leaves none of it): records to the pass's shuffle or dataset, counters, a sample of
 * rejected input, side lines for the driver, records of named datasets and files.
 */
public interface TaskOutput {

    /**
     * A record: to the shuffle, when the pass has one; else to the pass's own dataset
     * ({@link Pass#DATASET}), partitioned as the task is.
     */
    void emit(byte[] key, byte[] value) throws IOException;

    /** Adds {@code n} to the counter {@code name}; the driver gets each counter summed over the pass's tasks. */
    void count(String name, long n);

    /** Whether another rejected record would be kept ({@link #reject}): a caller may then skip building it. */
    boolean wantsRejects();

    /** Keeps a rejected input record in the pass's sample (the first few of each task), for the run's {@code _rejects/}. */
    void reject(RejectRecord record) throws IOException;

    /** A line of the side output {@code folder} (a file per task), for the driver or the run skeleton. */
    void line(String folder, String line) throws IOException;

    /** A record of the dataset {@code name}, in this task's partition of it (a later pass may read it). */
    void record(String dataset, byte[] key, byte[] value) throws IOException;

    /** A local folder of the task's own, removed when the task ends. */
    Path scratch() throws IOException;

    /** Publishes a local file as {@code name} in the pass's file folder ({@link Pass#files}), once, when the task commits. */
    default void file(String name, Path local) throws IOException {
        file(name, out -> java.nio.file.Files.copy(local, out));
    }

    /**
     * Writes {@code name} in the pass's file folder ({@link Pass#files}) straight to the store, published
     * once, when the task commits: a file written front to back needs no local copy first.
     */
    void file(String name, FileContent content) throws IOException;

    /** The bytes of a file a task writes ({@link #file(String, FileContent)}), to a stream it must not close. */
    @FunctionalInterface
    interface FileContent {
        void writeTo(java.io.OutputStream out) throws IOException;
    }
}

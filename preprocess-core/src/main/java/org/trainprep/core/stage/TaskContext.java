package org.trainprep.core.stage;

/**
 * What a task of a pass knows about itself.
 *
 * @param index    the task's index: its split's position in the pass's splits (reading the run's
 *                 files), or its partition (reading a dataset, or after a shuffle); it names what the task writes
 * @param tasks    how many tasks the pass has
 * @param split    the split a task reading the run's files reads, else null
 * @param runId    the run's identity
 */
public record TaskContext(int index, int tasks, Split split, String runId) implements java.io.Serializable {

    /**
     * A split of one of the run's input files.
     *
     * @param file      its path, qualified, as the engine names it
     * @param fileIndex the file's position in the run's input files
     * @param start     its first byte in the (decompressed) file
     * @param length    its length in bytes
     */
    public record Split(String file, int fileIndex, long start, long length) implements java.io.Serializable {
    }
}

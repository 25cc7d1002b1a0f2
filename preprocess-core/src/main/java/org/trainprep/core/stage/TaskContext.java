package org.trainprep.core.stage;

/**
 * What a task of a pass knows about itself.
 *
 * @param index    the task's index: its split's position in the pass's splits (reading the run's
 *                 files), or its partition (reading a dataset, or after a shuffle); it names what the task writes
 * @param tasks    how many tasks the pass has
 * @param split    the split a task reading the run's files reads, else null
 * @param runId    the run's identity
 * @param memory   the bytes of heap the task may fill with tables of its own (word counts, the merge
 *                 buffer before a shuffle, caches): its share of its JVM's heap, {@link #memoryShare}
 */
public record TaskContext(int index, int tasks, Split split, String runId, long memory) implements java.io.Serializable {

    /**
     * The memory of a task that shares a heap of {@code heapBytes} with {@code tasksAtOnce - 1}
     * others running at the same time (a local run's task slots, a Spark executor's cores): a
     * quarter of the heap, divided among them. The rest is the engine's: Hadoop's sort buffers
     * (a third of a local heap while the maps run) and in-memory shuffle (half of it while the
     * reduces run, {@code JobSetup.shareLocalHeap}), Spark's execution and storage memory (60% of
     * an executor's heap), and the records in flight.
     */
    public static long memoryShare(long heapBytes, int tasksAtOnce) {
        return heapBytes / 4 / Math.max(1, tasksAtOnce);
    }

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

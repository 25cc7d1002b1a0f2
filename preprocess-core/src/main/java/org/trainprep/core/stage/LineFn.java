package org.trainprep.core.stage;

import java.io.IOException;
import java.io.Serializable;

/**
 * A function over the lines of one split of the run's input files: set up with the task's split,
 * then called for each line in order, then finished (where it may still write). A task works on
 * its own copy, deserialized from the pass.
 */
public interface LineFn extends Serializable {

    default void setup(TaskContext task) throws IOException {
    }

    /**
     * @param offset the line's first byte in its (decompressed) file
     * @param bytes  the line, without its terminator, in {@code bytes[0..length)}; the array may be reused
     */
    void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException;

    default void finish(TaskOutput out) throws IOException {
    }
}

package org.trainprep.core.stage;

import java.io.IOException;
import java.io.Serializable;
import java.util.Iterator;

/**
 * A function over one partition of a shuffle: its keys in the shuffle's order, each with its
 * values (in no set order), then finished. It runs for every partition, an empty one too. A task
 * works on its own copy, deserialized from the pass.
 */
public interface GroupFn extends Serializable {

    default void setup(TaskContext task) throws IOException {
    }

    /** @param values the key's values; each array is the task's to keep */
    void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException;

    default void finish(TaskOutput out) throws IOException {
    }
}

package org.trainprep.core.stage;

import java.io.IOException;
import java.io.Serializable;

/**
 * A function over one partition of a dataset an earlier pass wrote, its records in the order they
 * were written. A task works on its own copy, deserialized from the pass.
 */
public interface RecordFn extends Serializable {

    default void setup(TaskContext task) throws IOException {
    }

    void record(byte[] key, byte[] value, TaskOutput out) throws IOException;

    default void finish(TaskOutput out) throws IOException {
    }

    /** Passes every record on to the shuffle (or the pass's dataset) as it is. */
    static RecordFn identity() {
        return (RecordFn) (key, value, out) -> out.emit(key, value);
    }
}

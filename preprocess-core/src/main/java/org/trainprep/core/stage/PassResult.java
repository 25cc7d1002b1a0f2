package org.trainprep.core.stage;

import java.io.IOException;
import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** What a pass left, for the driver: its counters, its side outputs, its datasets. */
public interface PassResult {

    /** Every counter the pass's tasks counted, summed (each task once, whatever its attempts). */
    Map<String, Long> counts();

    default long count(String name) {
        return counts().getOrDefault(name, 0L);
    }

    /** The lines of a side output folder, every task's, in task order (for small outputs: a tally, a table). */
    List<String> lines(String folder) throws IOException;

    /** Where the pass's side outputs are (a folder URI): its {@link Pass#REJECTS}, {@code _corrupt} and {@code _yield}. */
    String sideOutputs();

    /**
     * The input files the pass's readers could not read to their end (a truncated {@code .gz}, plain
     * text named {@code .gz}), each once, with the cause; empty when none.
     */
    Map<String, String> damaged() throws IOException;

    /** How many tasks the pass ran. */
    int tasks();

    /** A dataset the pass wrote: a later pass may read it, the driver stream it. */
    DatasetRef dataset(String name);

    /**
     * A dataset written by a pass: its folder (a URI) and its partitions, one a task of the pass
     * that wrote it, empty ones too.
     */
    record DatasetRef(String folder, int partitions) implements Serializable {
    }

    /** A record of a dataset. */
    record Record(byte[] key, byte[] value) {
    }

    /** Closes what it reads. */
    interface Records extends Iterator<Record>, AutoCloseable {
        @Override
        void close() throws IOException;
    }
}

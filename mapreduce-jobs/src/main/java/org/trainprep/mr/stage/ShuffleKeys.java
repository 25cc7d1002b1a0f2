package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.stage.Shuffle;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.Base64;

/**
 * What a map task's partitioner, sort comparator and sorter need of a pass's shuffle, carried in the
 * job's configuration. Each of them, made by Hadoop through reflection, used to read the pass's whole
 * plan (its functions and its input files) from its file: three reads and deserializations a map task
 * beside the mapper's own, 1.7 ms a task, 3.4 s of a local run over 2,000 small files.
 */
record ShuffleKeys(int partitions, Shuffle.Partitioner partitioner, Shuffle.Order order) implements Serializable {

    /** Configuration key of the serialized keys. */
    static final String KEY = "trainprep.stage.shuffle-keys";

    /** Puts {@code shuffle}'s keys into {@code conf}. */
    static void put(Configuration conf, Shuffle shuffle) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
            o.writeObject(new ShuffleKeys(shuffle.partitions(), shuffle.partitioner(), shuffle.order()));
        }
        conf.set(KEY, Base64.getEncoder().encodeToString(bytes.toByteArray()));
    }

    /** The keys of the job whose configuration is {@code conf}. */
    static ShuffleKeys of(Configuration conf) {
        String text = conf.get(KEY);
        if (text == null) {
            throw new IllegalStateException("the job's configuration has no " + KEY + ": not a pass's shuffle");
        }
        try (ObjectInputStream o = new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(text)))) {
            return (ShuffleKeys) o.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the pass's shuffle names a class this task cannot load: " + e.getMessage(), e);
        }
    }
}

package org.trainprep.spark.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.spark.TaskContext;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.LineFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.hadoop.stage.CommittedTaskOutput;
import scala.Tuple2;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A Spark task of a pass: its function over its input, lazily, as Spark pulls what it emits; once
 * the input is done, the function finished and the task's files committed.
 */
final class SparkTask {

    private SparkTask() {
    }

    static Pass pass(byte[] bytes) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (Pass) in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException("a pass names a class this executor cannot load: " + e.getMessage(), e);
        }
    }

    static String attempt() {
        TaskContext t = TaskContext.get();
        return t == null ? "0" : Long.toString(t.taskAttemptId());
    }

    /** A task's output: what it emits queued for Spark when the pass shuffles. */
    static CommittedTaskOutput output(Configuration conf, Path dir, Pass pass, org.trainprep.core.stage.TaskContext task,
                                      ArrayDeque<Tuple2<byte[], byte[]>> queue) throws IOException {
        return new CommittedTaskOutput(conf, dir, pass, task, attempt(), pass.shuffle() == null ? null
                : (key, value) -> queue.add(new Tuple2<>(key, value)));
    }

    /** Feeds one input record to the function. */
    @FunctionalInterface
    interface Feed<T> {
        void accept(T record) throws IOException;
    }

    /** Ends the function. */
    @FunctionalInterface
    interface Finish {
        void run() throws IOException;
    }

    /** Runs over {@code input}, yielding what the function emits, and at the end finishes and commits. */
    static <T> Iterator<Tuple2<byte[], byte[]>> drive(Iterator<T> input, Feed<T> feed, Finish finish,
                                                   CommittedTaskOutput out, ArrayDeque<Tuple2<byte[], byte[]>> queue) {
        return new Iterator<>() {
            private boolean done;

            @Override
            public boolean hasNext() {
                try {
                    while (queue.isEmpty() && !done) {
                        if (input.hasNext()) {
                            feed.accept(input.next());
                        } else {
                            done = true;
                            try {
                                finish.run();
                                out.commit();
                            } finally {
                                out.close();
                            }
                        }
                    }
                    return !queue.isEmpty();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public Tuple2<byte[], byte[]> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return queue.poll();
            }
        };
    }

    static Iterator<Tuple2<byte[], byte[]>> lines(LineFn fn, Iterator<Tuple2<LongWritable, Text>> lines, CommittedTaskOutput out,
                                              ArrayDeque<Tuple2<byte[], byte[]>> queue) {
        return drive(lines, t -> LineFn.feed(fn, t._1().get(), t._2().getBytes(), t._2().getLength(), out), () -> fn.finish(out),
                out, queue);
    }

    static Iterator<Tuple2<byte[], byte[]>> records(RecordFn fn, PassResult.Records records, CommittedTaskOutput out,
                                                ArrayDeque<Tuple2<byte[], byte[]>> queue) {
        return drive(records, r -> fn.record(r.key(), r.value(), out), () -> {
            records.close();
            fn.finish(out);
        }, out, queue);
    }

    /**
     * A shuffle's partition: its keys in order, a key's values (adjacent, as the sort left them)
     * streamed to the function, so a key with millions of values needs no memory for them.
     */
    static void group(GroupFn fn, Shuffle.Order order, Iterator<Tuple2<byte[], byte[]>> sorted, CommittedTaskOutput out)
            throws IOException {
        Values values = new Values(sorted, order);
        while (values.nextKey()) {
            fn.group(values.key, values, out);
            values.skipRest();
        }
        fn.finish(out);
        out.commit();
    }

    /** The values of the current key, read off the sorted partition as the function asks for them. */
    private static final class Values implements Iterator<byte[]> {
        private final Iterator<Tuple2<byte[], byte[]>> sorted;
        private final Shuffle.Order order;
        private Tuple2<byte[], byte[]> ahead;
        private byte[] key;

        Values(Iterator<Tuple2<byte[], byte[]>> sorted, Shuffle.Order order) {
            this.sorted = sorted;
            this.order = order;
            this.ahead = sorted.hasNext() ? sorted.next() : null;
        }

        boolean nextKey() {
            if (ahead == null) {
                return false;
            }
            // each record is made anew and never reused: the key needs no copy
            key = ahead._1();
            return true;
        }

        @Override
        public boolean hasNext() {
            if (ahead == null) {
                return false;
            }
            byte[] k = ahead._1();
            return order.compare(k, 0, k.length, key, 0, key.length) == 0;
        }

        @Override
        public byte[] next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            byte[] v = ahead._2();
            ahead = sorted.hasNext() ? sorted.next() : null;
            return v;
        }

        void skipRest() {
            while (hasNext()) {
                next();
            }
        }
    }
}

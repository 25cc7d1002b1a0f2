package org.trainprep.core.stage;

import java.io.IOException;
import java.io.Serializable;

/**
 * A function over the lines of one split of the run's input files: set up with the task's split,
 * then called for each line in order, then finished (where it may still write). A task works on
 * its own copy, deserialized from the pass.
 *
 * <p>A line longer than {@link #MAX_LINE_BYTES} is never held whole: the readers keep its first
 * bytes only and hand it to {@link #tooLong}, so a task's memory stays bounded whatever the input
 * (a JSON array on one line, a file with no line breaks).
 */
public interface LineFn extends Serializable {

    /**
     * The longest line a task reads, in bytes without its terminator: far past any review, census
     * row or sentence, and small enough that a task's heap holds it and its parse.
     */
    int MAX_LINE_BYTES = 8 << 20;

    /** The bytes of a line past {@link #MAX_LINE_BYTES} that {@link #tooLong} sees. */
    int TOO_LONG_HEAD = 8192;

    default void setup(TaskContext task) throws IOException {
    }

    /**
     * @param offset the line's first byte in its (decompressed) file
     * @param bytes  the line, without its terminator, in {@code bytes[0..length)}; the array may be reused
     */
    void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException;

    /**
     * A line of more than {@link #MAX_LINE_BYTES}, in place of {@link #line}: it is still a line of
     * its file (a type that numbers lines counts it), but only its first bytes were kept. A type
     * counts and samples it as it does its other rejects; this default fails the task, so no type
     * can lose one silently.
     *
     * @param head its first bytes, {@code head[0..length)}, at most {@link #TOO_LONG_HEAD}
     */
    default void tooLong(long offset, byte[] head, int length, TaskOutput out) throws IOException {
        throw new IOException("a line at byte " + offset + " is longer than " + MAX_LINE_BYTES + " bytes");
    }

    default void finish(TaskOutput out) throws IOException {
    }

    /**
     * Hands {@code fn} a line as the readers keep it: to {@link #line}, or, when it has more than
     * {@link #MAX_LINE_BYTES} bytes (a reader keeps one more of a longer line), its head to
     * {@link #tooLong}.
     */
    static void feed(LineFn fn, long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
        if (length > MAX_LINE_BYTES) {
            fn.tooLong(offset, bytes, Math.min(length, TOO_LONG_HEAD), out);
        } else {
            fn.line(offset, bytes, length, out);
        }
    }
}

package org.trainprep.core.h5;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;

/** Copies an exact number of bytes from a stream (a remote read) to a channel through one reusable buffer. */
public final class StreamCopy {

    private final ByteBuffer buffer;

    /** @param maxLength the longest copy expected; the buffer is at most 1 MiB whatever it is */
    public StreamCopy(long maxLength) {
        this.buffer = ByteBuffer.allocate((int) Math.min(1 << 20, Math.max(1, maxLength)));
    }

    /**
     * @param what     names the source in the error when the stream ends early
     * @param position where in the source {@code in} starts, for that error
     */
    public void copy(InputStream in, long length, WritableByteChannel out, String what, long position) throws IOException {
        long left = length;
        while (left > 0) {
            int n = in.read(buffer.array(), 0, (int) Math.min(buffer.capacity(), left));
            if (n < 0) {
                throw new EOFException(what + ": ended " + left + " bytes early at byte " + (position + length - left));
            }
            buffer.clear().limit(n);
            while (buffer.hasRemaining()) {
                out.write(buffer);
            }
            left -= n;
        }
    }
}

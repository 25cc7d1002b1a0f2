package org.trainprep.core.h5;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Exactly {@code length} bytes of {@code in}: ends there, and fails if {@code in} ends first (a
 * source shorter than its listing says must not pass as a shorter file). Closing it closes {@code in}.
 */
public final class BoundedInputStream extends InputStream {

    private final InputStream in;
    private long left;

    public BoundedInputStream(InputStream in, long length) {
        this.in = in;
        this.left = length;
    }

    @Override
    public int read() throws IOException {
        if (left <= 0) {
            return -1;
        }
        int b = in.read();
        if (b < 0) {
            throw new EOFException("source ended " + left + " bytes early");
        }
        left--;
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (left <= 0) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        int n = in.read(b, off, (int) Math.min(len, left));
        if (n < 0) {
            throw new EOFException("source ended " + left + " bytes early");
        }
        left -= n;
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

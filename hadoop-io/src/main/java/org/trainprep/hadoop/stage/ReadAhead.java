package org.trainprep.hadoop.stage;

import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSInputStream;

import java.io.EOFException;
import java.io.IOException;

/**
 * A file's stream read a large buffer at a time, for readers that ask for a few bytes at a time:
 * a {@code SequenceFile.Reader} reads each record's two lengths a byte at a time
 * ({@code DataInputStream.readInt}), and on a checksummed file system each of those bytes went
 * through the checksum reader's synchronised {@code read()} and its per-chunk bookkeeping, a
 * twentieth of a review run's CPU. Here the checksum reader is asked for the buffer's worth at
 * once, which it still verifies chunk by chunk: nothing is read that was not checked. Seeks within
 * the buffer move in it; others go to the file.
 */
final class ReadAhead extends FSInputStream {

    private final FSDataInputStream in;
    private final byte[] buffer;
    /** the file position of {@code buffer[0]} */
    private long start;
    private int pos;
    private int count;

    ReadAhead(FSDataInputStream in, int bufferBytes) throws IOException {
        this.in = in;
        this.buffer = new byte[bufferBytes];
        this.start = in.getPos();
    }

    private boolean fill() throws IOException {
        start += count;
        pos = 0;
        count = 0;
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            return false;
        }
        count = n;
        return true;
    }

    @Override
    public int read() throws IOException {
        if (pos == count && !fill()) {
            return -1;
        }
        return buffer[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (pos == count) {
            if (len >= buffer.length) {
                // a large read goes straight to the file, as BufferedInputStream's does
                int n = in.read(b, off, len);
                if (n > 0) {
                    start += count + n;
                    pos = 0;
                    count = 0;
                }
                return n;
            }
            if (!fill()) {
                return -1;
            }
        }
        int n = Math.min(len, count - pos);
        System.arraycopy(buffer, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public int available() throws IOException {
        return count - pos + in.available();
    }

    @Override
    public void seek(long target) throws IOException {
        if (target < 0) {
            throw new EOFException("cannot seek to a negative offset: " + target);
        }
        if (target >= start && target <= start + count) {
            pos = (int) (target - start);
            return;
        }
        in.seek(target);
        start = target;
        pos = 0;
        count = 0;
    }

    @Override
    public long getPos() {
        return start + pos;
    }

    @Override
    public boolean seekToNewSource(long targetPos) {
        return false;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

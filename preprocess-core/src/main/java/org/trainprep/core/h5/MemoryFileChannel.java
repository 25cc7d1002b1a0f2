package org.trainprep.core.h5;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.Arrays;

/**
 * A growable byte array behind jhdf's {@code HdfFileChannel}, so jhdf's own object-header writer
 * can render a file's structure (a few KiB) in memory, with no file. Only positioned and
 * sequential writes and reads are supported; that is all the header writer uses.
 */
final class MemoryFileChannel extends FileChannel {

    private byte[] bytes = new byte[4096];
    private long size;
    private long position;

    /** A copy of bytes {@code [0, length)}; never-written bytes are zero. */
    byte[] toByteArray(int length) {
        return Arrays.copyOf(bytes, length);
    }

    @Override
    public int write(ByteBuffer src, long at) {
        int n = src.remaining();
        long end = at + n;
        if (end > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("an in-memory header cannot reach " + end + " bytes");
        }
        if (end > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.max(end, 2L * bytes.length));
        }
        src.get(bytes, (int) at, n);
        size = Math.max(size, end);
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        int n = write(src, position);
        position += n;
        return n;
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) {
        long n = 0;
        for (int i = offset; i < offset + length; i++) {
            n += write(srcs[i]);
        }
        return n;
    }

    @Override
    public int read(ByteBuffer dst, long at) {
        if (at >= size) {
            return -1;
        }
        int n = (int) Math.min(dst.remaining(), size - at);
        dst.put(bytes, (int) at, n);
        return n;
    }

    @Override
    public int read(ByteBuffer dst) {
        int n = read(dst, position);
        if (n > 0) {
            position += n;
        }
        return n;
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) {
        throw new UnsupportedOperationException();
    }

    @Override
    public long position() {
        return position;
    }

    @Override
    public FileChannel position(long newPosition) {
        position = newPosition;
        return this;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public FileChannel truncate(long newSize) {
        size = Math.min(size, newSize);
        return this;
    }

    @Override
    public void force(boolean metaData) {
    }

    @Override
    public long transferTo(long at, long count, WritableByteChannel target) {
        throw new UnsupportedOperationException();
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long at, long count) {
        throw new UnsupportedOperationException();
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long at, long length) {
        throw new UnsupportedOperationException("an in-memory header is not mapped");
    }

    @Override
    public FileLock lock(long at, long length, boolean shared) {
        throw new UnsupportedOperationException();
    }

    @Override
    public FileLock tryLock(long at, long length, boolean shared) {
        throw new UnsupportedOperationException();
    }

    @Override
    protected void implCloseChannel() throws IOException {
    }
}

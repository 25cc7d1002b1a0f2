package org.trainprep.core.h5;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;

/**
 * A read-only {@link SeekableByteChannel} over a store that reads at a position (HDFS, S3
 * ranges), which is all jhdf needs to parse an HDF5 structure in place.
 */
public abstract class PositionalReadChannel implements SeekableByteChannel {

    private final long size;
    private long position;
    private boolean open = true;

    protected PositionalReadChannel(long size) {
        this.size = size;
    }

    /** Fills {@code dst} from byte {@code position} on; {@code dst.remaining()} never passes the end. */
    protected abstract void readAt(long position, ByteBuffer dst) throws IOException;

    @Override
    public final int read(ByteBuffer dst) throws IOException {
        if (!open) {
            throw new ClosedChannelException();
        }
        if (position >= size) {
            return -1;
        }
        int want = (int) Math.min(dst.remaining(), size - position);
        ByteBuffer window = dst.slice().limit(want);
        readAt(position, window);
        dst.position(dst.position() + want);
        position += want;
        return want;
    }

    @Override
    public final int write(ByteBuffer src) {
        throw new NonWritableChannelException();
    }

    @Override
    public final long position() {
        return position;
    }

    @Override
    public final SeekableByteChannel position(long newPosition) {
        position = newPosition;
        return this;
    }

    @Override
    public final long size() {
        return size;
    }

    @Override
    public final SeekableByteChannel truncate(long newSize) {
        throw new NonWritableChannelException();
    }

    @Override
    public final boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
    }
}

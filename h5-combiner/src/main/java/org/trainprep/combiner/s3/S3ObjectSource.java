package org.trainprep.combiner.s3;

import org.trainprep.core.h5.BoundedInputStream;
import org.trainprep.core.h5.PositionalReadChannel;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.h5.StreamCopy;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An S3 object read with ranged GETs and never downloaded whole: the HDF5 structure through a
 * small cache of blocks (it is a few KiB at the start of the file, read in many small pieces),
 * the data as one streamed range per {@link #RANGE_BYTES}, so a dropped connection costs at most
 * one range.
 */
final class S3ObjectSource implements RandomAccessSource {

    static final int BLOCK_BYTES = 256 << 10;
    static final int CACHED_BLOCKS = 8;
    static final long RANGE_BYTES = 64L << 20;

    private final S3Client s3;
    private final S3Location location;
    private final long size;
    private final PositionalReadChannel channel;
    private final Map<Long, byte[]> blocks = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, byte[]> eldest) {
            return size() > CACHED_BLOCKS;
        }
    };

    S3ObjectSource(S3Client s3, S3Location location, long size) {
        this.s3 = s3;
        this.location = location;
        this.size = size;
        this.channel = new PositionalReadChannel(size) {
            @Override
            protected void readAt(long position, ByteBuffer dst) throws IOException {
                while (dst.hasRemaining()) {
                    long index = position / BLOCK_BYTES;
                    byte[] block = block(index);
                    int offset = (int) (position - index * BLOCK_BYTES);
                    int n = Math.min(dst.remaining(), block.length - offset);
                    dst.put(block, offset, n);
                    position += n;
                }
            }
        };
    }

    private byte[] block(long index) throws IOException {
        byte[] block = blocks.get(index);
        if (block == null) {
            long from = index * BLOCK_BYTES;
            int length = (int) Math.min(BLOCK_BYTES, size - from);
            block = new byte[length];
            if (length == 0) {
                return block;
            }
            try (InputStream in = range(from, length)) {
                if (in.readNBytes(block, 0, length) != length) {
                    throw new EOFException(location + ": shorter than its listed " + size + " bytes");
                }
            }
            blocks.put(index, block);
        }
        return block;
    }

    private ResponseInputStream<GetObjectResponse> range(long from, long length) throws IOException {
        try {
            return s3.getObject(b -> b.bucket(location.bucket()).key(location.key())
                    .range("bytes=" + from + "-" + (from + length - 1)));
        } catch (SdkException e) {
            throw S3Errors.io("reading " + location, e);
        }
    }

    @Override
    public URI uri() {
        return location.toUri();
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public SeekableByteChannel channel() {
        return channel;
    }

    @Override
    public void copyTo(long from, long length, WritableByteChannel out) throws IOException {
        StreamCopy copy = new StreamCopy(length);
        for (long start = from; start < from + length; start += RANGE_BYTES) {
            long chunk = Math.min(RANGE_BYTES, from + length - start);
            try (InputStream in = range(start, chunk)) {
                copy.copy(in, chunk, out, location.toString(), start);
            } catch (SdkException e) {
                throw S3Errors.io("reading " + location, e);
            }
        }
    }

    /** One ranged GET: the SDK streams it, and a part upload that fails re-opens it on retry. */
    @Override
    public InputStream open(long from, long length) throws IOException {
        if (length == 0) {
            return InputStream.nullInputStream();
        }
        return new BoundedInputStream(range(from, length), length);
    }

    /** Where the object is, for server-side copies of its ranges. */
    S3Location location() {
        return location;
    }

    @Override
    public void close() {
        channel.close();
        blocks.clear();
    }
}

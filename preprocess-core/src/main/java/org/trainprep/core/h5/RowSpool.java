package org.trainprep.core.h5;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Rows pushed one at a time (e.g. by a reducer) are spooled to a local temporary file in their
 * final little-endian layout through a fixed 1 MiB buffer, then copied into the HDF5 file with
 * {@link FileChannel#transferTo} when it is written. Memory stays constant however many rows
 * arrive; the cost is one extra sequential pass over local disk.
 *
 * <p>Lifecycle: {@code add}* then the writer calls {@link #writeTo}; {@link #close()} deletes
 * the spool file and must always be called.
 */
public final class RowSpool implements MatrixSource, Closeable {

    private static final int BUFFER_BYTES = 1 << 20;

    private final Path file;
    private final FileChannel channel;
    private final int columns;
    private final ElementType type;
    private final boolean vector;
    private final ByteBuffer buffer;
    private final DataChecksum.Accumulator checksum;
    private DataChecksum finished;
    private long rows;

    /**
     * @param tempDir where to spool (a task's local directory); the file is deleted on close
     */
    public RowSpool(Path tempDir, int columns, ElementType type) throws IOException {
        this(tempDir, columns, type, false);
    }

    /** A one-column spool written as a 1-D dataset {@code [rows]} (e.g. a label vector). */
    public static RowSpool vector(Path tempDir, ElementType type) throws IOException {
        return new RowSpool(tempDir, 1, type, true);
    }

    private RowSpool(Path tempDir, int columns, ElementType type, boolean vector) throws IOException {
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be >= 1, was " + columns);
        }
        this.columns = columns;
        this.type = type;
        this.vector = vector;
        this.file = Files.createTempFile(tempDir, "rows-", ".spool");
        this.channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        int rowBytes = columns * type.size();
        this.checksum = new DataChecksum.Accumulator(rowBytes);
        this.buffer = ByteBuffer.allocate(Math.max(rowBytes, BUFFER_BYTES / rowBytes * rowBytes))
                .order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Appends a row of an int8, int32 or int64 matrix (int8 values must fit). */
    public void add(int[] row) throws IOException {
        checkRow(row.length);
        switch (type) {
            case INT8 -> {
                for (int v : row) {
                    if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) {
                        throw new IllegalArgumentException("value " + v + " does not fit int8");
                    }
                    buffer.put((byte) v);
                }
            }
            case INT32 -> {
                for (int v : row) {
                    buffer.putInt(v);
                }
            }
            case INT64 -> {
                for (int v : row) {
                    buffer.putLong(v);
                }
            }
            case FLOAT32 -> throw new IllegalArgumentException("a float32 matrix takes float rows");
        }
        rows++;
    }

    /** Appends a row of a float32 matrix. */
    public void add(float[] row) throws IOException {
        if (type != ElementType.FLOAT32) {
            throw new IllegalArgumentException("float rows need a float32 matrix, this one is " + type.id());
        }
        checkRow(row.length);
        for (float v : row) {
            buffer.putFloat(v);
        }
        rows++;
    }

    private void checkRow(int length) throws IOException {
        if (length != columns) {
            throw new IllegalArgumentException("row has " + length + " values, the matrix has " + columns + " columns");
        }
        if (buffer.remaining() < columns * type.size()) {
            flush();
        }
    }

    private void flush() throws IOException {
        buffer.flip();
        // summed here, in memory on the way to the spool, where it costs no extra pass over the rows
        checksum.update(buffer.array(), 0, buffer.limit());
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    /** The CRC-32C of every row added (see {@link DataChecksum}); no row may be added after. */
    public DataChecksum checksum() throws IOException {
        if (finished == null) {
            flush();
            finished = checksum.finish();
        }
        return finished;
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public int columns() {
        return columns;
    }

    @Override
    public ElementType type() {
        return type;
    }

    @Override
    public boolean vector() {
        return vector;
    }

    @Override
    public void writeTo(FileChannel out) throws IOException {
        long outPos = out.position();
        long size = copyTo(out);
        // transferTo to a FileChannel does not always move its position
        out.position(outPos + size);
    }

    /** Appends the spooled rows to any channel (a Hadoop output stream too); returns the bytes copied. */
    public long copyTo(WritableByteChannel out) throws IOException {
        flush();
        long size = channel.size();
        long done = 0;
        while (done < size) {
            long n = channel.transferTo(done, size - done, out);
            if (n <= 0) {
                throw new IOException("spool copy stalled at " + done + " of " + size + " bytes");
            }
            done += n;
        }
        return size;
    }

    /**
     * Appends the spooled rows to a stream (a Hadoop file system's too) through the spool's own buffer:
     * a channel over a stream would take them 8 KiB at a time. Returns the bytes copied.
     */
    public long copyTo(java.io.OutputStream out) throws IOException {
        flush();
        long size = channel.size();
        long done = 0;
        while (done < size) {
            int n = channel.read(buffer, done);
            if (n <= 0) {
                throw new IOException("spool copy stalled at " + done + " of " + size + " bytes");
            }
            out.write(buffer.array(), 0, buffer.position());
            buffer.clear();
            done += n;
        }
        return size;
    }

    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            Files.deleteIfExists(file);
        }
    }
}

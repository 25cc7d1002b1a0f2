package org.trainprep.combiner;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.TrainerFileAttributes;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Writes a review part of any size in the layout the encode job writes ({@link HeaderFirstFile}:
 * header, then the rows) without writing most of its bytes: rows are generated on the fly, only a
 * block at each end and one in the middle are written, and the rest is left as a hole in a sparse
 * file (reading as zeros). Run as its own JVM with a small heap.
 *
 * <p>Row {@code r} of the part (global row {@code first + r}) holds {@code first + r} in column 0,
 * {@code -(first + r)} in column 1, and {@code 1 + (first + r) % 5} in the last column.
 */
public final class SparsePartWriter {

    static final int SEQ_LEN = 100;
    static final int WIDTH = SEQ_LEN + 1;
    static final int BLOCK_ROWS = 1000;

    private SparsePartWriter() {
    }

    /** The row the generator puts at global row {@code g}, where it writes one. */
    static int[] row(long g) {
        int[] row = new int[WIDTH];
        row[0] = (int) g;
        row[1] = (int) -g;
        row[WIDTH - 1] = (int) (1 + g % 5);
        return row;
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        long first = Long.parseLong(args[1]);
        long rows = Long.parseLong(args[2]);
        HeaderFirstFile part = HeaderFirstFile.builder()
                .attributes(new TrainerFileAttributes(20, SEQ_LEN, 1, 2, "five-class", rows, "aa",
                        List.of("file:/generated"), "test"))
                .dataset("0", rows, WIDTH, ElementType.INT32).build();
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            part.writeHeader(out);
            long start = part.dataOffset();
            long rowBytes = (long) WIDTH * 4;
            for (long from : List.of(0L, rows / 2, rows - BLOCK_ROWS)) {
                ByteBuffer block = ByteBuffer.allocate((int) (BLOCK_ROWS * rowBytes)).order(ByteOrder.LITTLE_ENDIAN);
                for (long r = from; r < from + BLOCK_ROWS; r++) {
                    for (int v : row(first + r)) {
                        block.putInt(v);
                    }
                }
                block.flip();
                long at = start + from * rowBytes;
                while (block.hasRemaining()) {
                    at += out.write(block, at);
                }
            }
            if (out.size() != part.size()) {
                throw new IllegalStateException("wrote " + out.size() + " bytes, the layout has " + part.size());
            }
        }
    }
}

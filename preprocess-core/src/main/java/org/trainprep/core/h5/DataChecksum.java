package org.trainprep.core.h5;

import org.trainprep.core.util.Crc32c;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The CRC-32C of a matrix's data bytes (its rows, little-endian, in order), whole and per block of
 * {@code blockRows} rows: recorded when the rows are written (each part, in its task), carried in
 * the part's attributes, combined into the merged file's per-shard checksums without reading the
 * parts again ({@link Crc32c#combine}), and recomputed by {@code verify}, whose block comparison
 * narrows a damaged byte to {@code blockRows} rows and then to its row ({@link Crc32c#locateByteError}).
 *
 * <p>Blocks start at {@link #FIRST_BLOCK_ROWS} rows and double (adjacent blocks combined) while a
 * part has more than {@link #MAX_BLOCKS}, so the attribute stays small (under 12 KB) at any size.
 *
 * @param blocks one CRC per block; the last block may be shorter
 */
public record DataChecksum(int crc32c, long rows, int rowBytes, long blockRows, int[] blocks) {

    public static final String CRC_ATTRIBUTE = "data_crc32c";
    public static final String BLOCK_ROWS_ATTRIBUTE = "crc32c_block_rows";
    public static final String BLOCKS_ATTRIBUTE = "crc32c_blocks";
    public static final long FIRST_BLOCK_ROWS = 4096;
    public static final int MAX_BLOCKS = 2048;

    /** The block holding row {@code row}. */
    public int blockOf(long row) {
        return (int) (row / blockRows);
    }

    /** Rows in block {@code b}. */
    public long rowsIn(int b) {
        return Math.min(blockRows, rows - b * blockRows);
    }

    /** As part attributes: the checksum, the block size and the blocks (base64 of big-endian CRCs). */
    public void writeTo(java.util.function.BiConsumer<String, Object> w) {
        w.accept(CRC_ATTRIBUTE, Crc32c.hex(crc32c));
        w.accept(BLOCK_ROWS_ATTRIBUTE, blockRows);
        w.accept(BLOCKS_ATTRIBUTE, blocksBase64());
    }

    public String blocksBase64() {
        ByteBuffer b = ByteBuffer.allocate(blocks.length * 4);
        for (int c : blocks) {
            b.putInt(c);
        }
        return Base64.getEncoder().encodeToString(b.array());
    }

    public static int[] blocksFromBase64(String text) {
        ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(text));
        int[] blocks = new int[b.remaining() / 4];
        for (int i = 0; i < blocks.length; i++) {
            blocks[i] = b.getInt();
        }
        return blocks;
    }

    /** The checksum a part's attributes record for its {@code rows} rows, or empty when it has none. */
    public static Optional<DataChecksum> read(FileAttributes a, long rows, int rowBytes) {
        if (!(a.get(CRC_ATTRIBUTE) instanceof String crc) || !(a.get(BLOCK_ROWS_ATTRIBUTE) instanceof Number blockRows)
                || !(a.get(BLOCKS_ATTRIBUTE) instanceof String blocks)) {
            return Optional.empty();
        }
        return Optional.of(new DataChecksum(Crc32c.parseHex(crc), rows, rowBytes, blockRows.longValue(),
                blocksFromBase64(blocks)));
    }

    /**
     * The CRC of rows {@code [from, to)}, from the blocks where they cover it and from the rows
     * themselves ({@code read}) only for the partial blocks at either end: at most two blocks.
     */
    public int range(long from, long to, RowReader read) throws java.io.IOException {
        if (from == 0 && to == rows) {
            return crc32c;
        }
        int crc = Crc32c.of(new byte[0], 0, 0);
        long at = from;
        while (at < to) {
            int b = blockOf(at);
            long blockStart = b * blockRows;
            long blockEnd = blockStart + rowsIn(b);
            long end = Math.min(to, blockEnd);
            int piece;
            if (at == blockStart && end == blockEnd) {
                piece = blocks[b];
            } else if (end == blockEnd) {
                // the block's tail: from the block's CRC and its head, read
                piece = Crc32c.suffix(blocks[b], read.crc(blockStart, at), (end - at) * rowBytes);
            } else {
                piece = read.crc(at, end);
            }
            crc = Crc32c.combine(crc, piece, (end - at) * rowBytes);
            at = end;
        }
        return crc;
    }

    /** Reads rows {@code [from, to)} of the matrix and returns their CRC-32C. */
    @FunctionalInterface
    public interface RowReader {
        int crc(long from, long to) throws java.io.IOException;
    }

    /** Sums bytes fed in row order (any cut) into a {@link DataChecksum}. */
    public static final class Accumulator {
        private final int rowBytes;
        private final long blockBytes;
        private final List<Integer> blocks = new ArrayList<>();
        private final java.util.zip.CRC32C block = new java.util.zip.CRC32C();
        private long inBlock;
        private long bytes;

        public Accumulator(int rowBytes) {
            this(rowBytes, FIRST_BLOCK_ROWS);
        }

        /** @param blockRows the block size to check against a recorded checksum */
        public Accumulator(int rowBytes, long blockRows) {
            this.rowBytes = rowBytes;
            this.blockBytes = blockRows * rowBytes;
        }

        public void update(byte[] b, int off, int len) {
            while (len > 0) {
                int n = (int) Math.min(len, blockBytes - inBlock);
                block.update(b, off, n);
                inBlock += n;
                bytes += n;
                off += n;
                len -= n;
                if (inBlock == blockBytes) {
                    endBlock();
                }
            }
        }

        public void update(ByteBuffer b) {
            if (b.hasArray()) {
                update(b.array(), b.arrayOffset() + b.position(), b.remaining());
                b.position(b.limit());
                return;
            }
            byte[] copy = new byte[Math.min(b.remaining(), 1 << 16)];
            while (b.hasRemaining()) {
                int n = Math.min(copy.length, b.remaining());
                b.get(copy, 0, n);
                update(copy, 0, n);
            }
        }

        private void endBlock() {
            blocks.add((int) block.getValue());
            block.reset();
            inBlock = 0;
        }

        /** Blocks completed so far (a verifier compares them as they come). */
        public int blocksDone() {
            return blocks.size();
        }

        public int block(int i) {
            return blocks.get(i);
        }

        public DataChecksum finish() {
            if (bytes % rowBytes != 0) {
                throw new IllegalStateException(bytes + " bytes are not whole rows of " + rowBytes);
            }
            if (inBlock > 0) {
                endBlock();
            }
            long blockRows = blockBytes / rowBytes;
            long rows = bytes / rowBytes;
            List<Integer> merged = new ArrayList<>(blocks);
            while (merged.size() > MAX_BLOCKS) {
                List<Integer> halved = new ArrayList<>();
                for (int i = 0; i < merged.size(); i += 2) {
                    if (i + 1 == merged.size()) {
                        halved.add(merged.get(i));
                    } else {
                        long secondRows = Math.min(blockRows, rows - (i + 1) * blockRows);
                        halved.add(Crc32c.combine(merged.get(i), merged.get(i + 1), secondRows * rowBytes));
                    }
                }
                merged = halved;
                blockRows *= 2;
            }
            int whole = Crc32c.of(new byte[0], 0, 0);
            for (int i = 0; i < merged.size(); i++) {
                whole = Crc32c.combine(whole, merged.get(i), Math.min(blockRows, rows - i * blockRows) * rowBytes);
            }
            return new DataChecksum(whole, rows, rowBytes, blockRows, merged.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}

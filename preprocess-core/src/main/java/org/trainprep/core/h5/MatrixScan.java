package org.trainprep.core.h5;

import org.trainprep.core.util.Crc32c;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * {@code verify}'s full check of a matrix file: every row read once, in data-region order, each
 * row given to its dataset type's {@link RowRule}, and the bytes checked against the manifest's
 * CRC-32C (per shard, and per block of each part's rows, which narrows a damaged byte to its block;
 * {@link Crc32c#locateByteError} then names its row). Memory is one read buffer and a row.
 */
public final class MatrixScan {

    /** What every row of a type's file must hold; reports each wrong value. */
    @FunctionalInterface
    public interface RowRule {
        /**
         * @param row     one row, little-endian, positioned at its first value
         * @param columns values in the row
         */
        void check(ByteBuffer row, int columns, ElementType type, Wrong wrong);
    }

    /** Reports value {@code value} at {@code column} of the row being checked, and {@code why} it is wrong. */
    @FunctionalInterface
    public interface Wrong {
        void at(int column, long value, String why);
    }

    /** Range problems reported before the rest are only counted. */
    private static final int MAX_LISTED = 10;

    private final TrainerFileReader file;
    private final RowRule rule;
    private final MergedChecksums checksums;
    private final List<String> problems;
    private long rangeProblems;
    private long rows;
    private long bytes;

    /**
     * @param checksums the manifest's, or null for a file written before checksums were recorded
     */
    public MatrixScan(TrainerFileReader file, RowRule rule, MergedChecksums checksums, List<String> problems) {
        this.file = file;
        this.rule = rule;
        this.checksums = checksums;
        this.problems = problems;
    }

    public long rows() {
        return rows;
    }

    public long bytes() {
        return bytes;
    }

    public void run() throws IOException {
        List<TrainerFileReader.Shard> shards = file.shards();
        PartBlocks blocks = new PartBlocks();
        long shardStart = 0;
        for (int s = 0; s < shards.size(); s++) {
            TrainerFileReader.Shard shard = shards.get(s);
            Rows rowsOf = new Rows(shard, s, shardStart, blocks);
            file.copyRows(shard, 0, shard.rows(), new ConsumerChannel(rowsOf::accept));
            rowsOf.end();
            if (checksums != null && s < checksums.shards().size() && rowsOf.crc() != checksums.shards().get(s)
                    && !blocks.reportedIn(shardStart, shardStart + shard.rows())) {
                problems.add("checksum: shard " + s + " has CRC-32C " + Crc32c.hex(rowsOf.crc()) + ", the manifest says "
                        + Crc32c.hex(checksums.shards().get(s)));
            }
            shardStart += shard.rows();
        }
        blocks.finish();
        if (rangeProblems > MAX_LISTED) {
            problems.add("range: " + (rangeProblems - MAX_LISTED) + " more values out of range");
        }
    }

    /** Shard {@code s}'s rows as they stream in, cut into whole rows whatever the read sizes. */
    private final class Rows {
        private final TrainerFileReader.Shard shard;
        private final int index;
        private final long firstGlobalRow;
        private final PartBlocks blocks;
        private final ByteBuffer row;
        private final java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        private long rowInShard;

        Rows(TrainerFileReader.Shard shard, int index, long firstGlobalRow, PartBlocks blocks) {
            this.shard = shard;
            this.index = index;
            this.firstGlobalRow = firstGlobalRow;
            this.blocks = blocks;
            this.row = ByteBuffer.allocate((int) shard.rowBytes()).order(ByteOrder.LITTLE_ENDIAN);
        }

        void accept(ByteBuffer b) {
            ByteBuffer chunk = b.duplicate();
            crc.update(chunk.duplicate());
            blocks.update(chunk.duplicate());
            bytes += chunk.remaining();
            while (chunk.hasRemaining()) {
                int n = Math.min(row.remaining(), chunk.remaining());
                ByteBuffer slice = chunk.slice();
                slice.limit(n);
                row.put(slice);
                chunk.position(chunk.position() + n);
                if (!row.hasRemaining()) {
                    row.flip();
                    checkRow(row);
                    row.clear();
                    rowInShard++;
                    rows++;
                }
            }
            b.position(b.limit());
        }

        int crc() {
            return (int) crc.getValue();
        }

        void end() {
            if (row.position() != 0) {
                problems.add("rows: shard " + index + " ends inside a row");
            }
        }

        private void checkRow(ByteBuffer r) {
            rule.check(r, shard.columns(), shard.type(), this::range);
        }

        private void range(int column, long value, String why) {
            if (++rangeProblems <= MAX_LISTED) {
                problems.add("range: shard " + index + " row " + rowInShard + " column " + column + " holds " + value
                        + ", which " + why);
            }
        }
    }

    /**
     * The bytes again, cut by the parts' checksum blocks: a block whose CRC differs from the one its
     * part recorded is reported with the row of the one byte that differs, or its rows when more do.
     */
    private final class PartBlocks {
        private final List<long[]> reported = new ArrayList<>();
        private int part = -1;
        private DataChecksum expected;
        private DataChecksum.Accumulator sum;
        private long partBytes;
        private long partStart;

        void update(ByteBuffer b) {
            if (checksums == null) {
                return;
            }
            while (b.hasRemaining()) {
                if (sum == null || partBytes == expected.rows() * expected.rowBytes()) {
                    if (!nextPart()) {
                        return;
                    }
                    continue;
                }
                int n = (int) Math.min(b.remaining(), expected.rows() * expected.rowBytes() - partBytes);
                ByteBuffer slice = b.slice();
                slice.limit(n);
                sum.update(slice);
                b.position(b.position() + n);
                partBytes += n;
            }
        }

        private boolean nextPart() {
            if (sum != null) {
                compare();
            }
            part++;
            if (part >= checksums.parts().size()) {
                sum = null;
                return false;
            }
            MergedChecksums.Part p = checksums.parts().get(part);
            expected = p.checksum();
            partStart = p.firstRow();
            sum = new DataChecksum.Accumulator(expected.rowBytes(), expected.blockRows());
            partBytes = 0;
            return true;
        }

        void finish() throws IOException {
            if (sum != null) {
                compare();
                sum = null;
            }
        }

        private void compare() {
            DataChecksum actual = sum.finish();
            for (int b = 0; b < Math.min(actual.blocks().length, expected.blocks().length); b++) {
                if (actual.blocks()[b] != expected.blocks()[b]) {
                    report(b, expected.blocks()[b], actual.blocks()[b]);
                }
            }
        }

        private void report(int block, int want, int got) {
            long rowBytes = expected.rowBytes();
            long first = partStart + block * expected.blockRows();
            long count = expected.rowsIn(block);
            reported.add(new long[]{first, first + count});
            String part = checksums.parts().get(this.part).name();
            OptionalLong at = Crc32c.locateByteError(want, got, count * rowBytes);
            if (at.isPresent()) {
                long row = first + at.getAsLong() / rowBytes;
                int column = (int) (at.getAsLong() % rowBytes / file.shards().get(0).type().size());
                problems.add("checksum: " + where(row) + " column " + column + " differs from what " + part
                        + " wrote (one byte, at byte " + at.getAsLong() % rowBytes + " of the row)");
            } else {
                problems.add("checksum: " + where(first) + " to " + where(first + count - 1) + " differ from what "
                        + part + " wrote (CRC-32C " + Crc32c.hex(got) + ", recorded " + Crc32c.hex(want) + ")");
            }
        }

        boolean reportedIn(long from, long to) {
            return reported.stream().anyMatch(r -> r[0] < to && r[1] > from);
        }
    }

    /** {@code shard S row R} for a row of the data region. */
    private String where(long globalRow) {
        long start = 0;
        List<TrainerFileReader.Shard> shards = file.shards();
        for (int s = 0; s < shards.size(); s++) {
            if (globalRow < start + shards.get(s).rows()) {
                return "shard " + s + " row " + (globalRow - start);
            }
            start += shards.get(s).rows();
        }
        return "row " + globalRow;
    }
}

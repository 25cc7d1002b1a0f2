package org.trainprep.core.h5;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One part bigger than this JVM's whole heap (the surefire "low-heap" execution runs it with
 * -Xmx256m), written through the spool and streaming dataset, then read back and checked
 * value by value.
 */
@Tag("low-heap")
class StreamingLowHeapTest {

    static final int COLUMNS = 101;
    static final long ROWS = 2_700_000; // 2.7M x 101 x 4 B = 1.09 GB

    @TempDir
    Path tmp;

    static int value(long row, int col) {
        return (int) (row * 31 + col * 7) ^ col;
    }

    @Test
    void writesAPartLargerThanTheHeapAndReadsItBack() throws IOException {
        long maxHeap = Runtime.getRuntime().maxMemory();
        long dataBytes = ROWS * COLUMNS * 4;
        assertThat(maxHeap).as("run with -Xmx256m (surefire low-heap execution)").isLessThanOrEqualTo(300L << 20);
        assertThat(dataBytes).isGreaterThan(3 * maxHeap);

        Path file = tmp.resolve("big.h5");
        int[] row = new int[COLUMNS];
        try (RowSpool spool = new RowSpool(tmp, COLUMNS, ElementType.INT32);
             TrainerFileWriter w = TrainerFileWriter.create(file)) {
            for (long r = 0; r < ROWS; r++) {
                for (int c = 0; c < COLUMNS; c++) {
                    row[c] = value(r, c);
                }
                spool.add(row);
            }
            w.attributes(TrainerFileRoundTripTest.ATTRS.withNumRows(ROWS).withSource(List.of("generated")));
            w.addDataset("0", spool);
        }
        assertThat(Files.size(file)).isGreaterThan(dataBytes);

        try (TrainerFileReader r = TrainerFileReader.open(file)) {
            TrainerFileReader.Shard shard = r.shards().get(0);
            assertThat(shard.rows()).isEqualTo(ROWS);
            int block = 20_000;
            for (long start = 0; start < ROWS; start += block) {
                int n = (int) Math.min(block, ROWS - start);
                int[][] rows = r.readIntRows(shard, start, n);
                for (int i = 0; i < n; i++) {
                    for (int c = 0; c < COLUMNS; c++) {
                        if (rows[i][c] != value(start + i, c)) {
                            throw new AssertionError("row " + (start + i) + " col " + c + ": " + rows[i][c]);
                        }
                    }
                }
            }
        }
        String out = Interop.python("""
                import sys, h5py
                d = h5py.File(sys.argv[1], 'r')['0']
                print(d.shape, d.dtype, d[0, 0], d[2699999, 100], d[1234567, 50])
                """, file.toString());
        assertThat(out.strip()).isEqualTo("(2700000, 101) int32 %d %d %d"
                .formatted(value(0, 0), value(2_699_999, 100), value(1_234_567, 50)));
    }
}

package org.trainprep.bench;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.h5.TrainerFileWriter;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Streams {@code rows} rows of 101 int32 through {@link RowSpool} into an HDF5 part, then copies
 * them into a second file the way the combiner does, and prints throughput and the heap limit.
 * Run with a small heap (bin/bench uses -Xmx256m) to show memory does not grow with the data.
 *
 * <pre>java -Xmx256m -cp ... org.trainprep.bench.H5StreamingThroughput ROWS DIR</pre>
 */
public final class H5StreamingThroughput {

    public static void main(String[] args) throws IOException {
        long rows = Long.parseLong(args[0]);
        Path dir = Path.of(args[1]);
        Files.createDirectories(dir);
        int cols = 101;
        TrainerFileAttributes attrs = new TrainerFileAttributes(10_003, 100, 1, 2, "five-class", rows,
                "0".repeat(64), List.of("bench"), "bench");
        Path part = dir.resolve("part.h5");
        int[] row = new int[cols];
        long t0 = System.nanoTime();
        try (RowSpool spool = new RowSpool(dir, cols, ElementType.INT32); TrainerFileWriter w = TrainerFileWriter.create(part)) {
            for (long r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    row[c] = (int) (r + c);
                }
                spool.add(row);
            }
            w.attributes(attrs).addDataset("0", spool);
        }
        long t1 = System.nanoTime();
        double gb = rows * cols * 4 / 1e9;
        Path copy = dir.resolve("copy.h5");
        try (TrainerFileReader in = TrainerFileReader.open(part); FileChannel out = FileChannel.open(copy,
                StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            in.copyRows(in.shards().get(0), 0, rows, out);
        }
        long t2 = System.nanoTime();
        System.out.printf("heap limit %d MB, data %.2f GB%n", Runtime.getRuntime().maxMemory() >> 20, gb);
        System.out.printf("write part (spool + HDF5): %.1f s, %.0f MB/s, %.2f M rows/s%n", (t1 - t0) / 1e9,
                gb * 1000 / ((t1 - t0) / 1e9), rows / 1e6 / ((t1 - t0) / 1e9));
        System.out.printf("copy rows (combiner path): %.1f s, %.0f MB/s%n", (t2 - t1) / 1e9, gb * 1000 / ((t2 - t1) / 1e9));
        Files.delete(part);
        Files.delete(copy);
    }
}

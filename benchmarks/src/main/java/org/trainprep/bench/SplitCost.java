package org.trainprep.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What one input split costs a task: the file's first {@code MB} megabytes parsed and cleaned
 * (the review chain's reading stage, {@link ParseCleanFloor#run}) {@code REPEATS} times in this
 * JVM, each time printed. Run with 1 repeat in a fresh JVM, timed from outside, it is what a
 * MapReduce map task on YARN pays (a JVM of its own per task: start-up, class loading, a cold
 * JIT); the later repeats are what a warm Spark executor pays for its next split.
 *
 * <pre>java -cp ... org.trainprep.bench.SplitCost FILE MB REPEATS</pre>
 */
public final class SplitCost {

    private SplitCost() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        long bytes = Long.parseLong(args[1]) << 20;
        int repeats = Integer.parseInt(args[2]);
        Path split = ParseCleanFloor.prefix(file, bytes);
        for (int i = 1; i <= repeats; i++) {
            long start = System.nanoTime();
            long[] counted = ParseCleanFloor.run(split);
            System.out.printf(Locale.ROOT, "split %d: %.3f s (%d MB, %d lines)%n", i, (System.nanoTime() - start) / 1e9,
                    counted[0] >> 20, counted[1]);
        }
    }
}

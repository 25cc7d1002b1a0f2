package org.trainprep.core.sizing;

import java.util.Locale;

/**
 * How many reduce tasks (hence HDF5 parts) a run gets when the user does not say: enough that
 * parts land near a target size, and enough to keep the cluster's reduce capacity busy when the
 * input is small, but never parts so small they are mostly overhead.
 *
 * <p>The estimate is an upper bound: input lines times the share of them that became distinct rows
 * in a sample, each row {@code rowBytes}; duplicates spread wider than the sample only make parts
 * smaller.
 *
 * @param targetPartBytes the part size to aim for
 * @param minPartBytes    below this, more parallelism is not worth another part
 */
public record PartSizing(long targetPartBytes, long minPartBytes) {

    public static final long DEFAULT_TARGET_PART_BYTES = 1L << 30;
    public static final long MIN_PART_BYTES = 64L << 20;
    /** More reducers than this is a misconfiguration, not a plan: the shuffle's fan-in suffers. */
    public static final int MAX_REDUCERS = 10_000;

    public PartSizing {
        if (targetPartBytes < 1 || minPartBytes < 1) {
            throw new IllegalArgumentException("part sizes must be positive");
        }
    }

    public static PartSizing withTarget(long targetPartBytes) {
        return new PartSizing(targetPartBytes, Math.min(MIN_PART_BYTES, targetPartBytes));
    }

    /**
     * What was decided and why, for the summary.
     *
     * @param estimatedRows  upper bound on rows
     * @param estimatedBytes upper bound on the bytes of all parts together
     */
    public record Plan(int reducers, long estimatedRows, long estimatedBytes, String reason) {
    }

    /**
     * @param uncompressedInputBytes input bytes after decompression (measured or estimated)
     * @param bytesPerLine           average input line length, newline included
     * @param rowsPerLine            share of lines that become rows (1 when unknown; a sample's yield)
     * @param rowBytes               bytes per output row ({@code (seq_len + 1) * dtype size})
     * @param reduceCapacity         reduce tasks the cluster runs at once, 0 when unknown
     */
    public Plan plan(long uncompressedInputBytes, double bytesPerLine, double rowsPerLine, long rowBytes,
                     int reduceCapacity) {
        if (!(rowsPerLine > 0 && rowsPerLine <= 1)) {
            rowsPerLine = 1; // an empty or unreadable sample says nothing; assume every line is a row
        }
        long rows = (long) Math.ceil(uncompressedInputBytes / Math.max(1.0, bytesPerLine) * rowsPerLine);
        long bytes = Math.multiplyExact(rows, rowBytes);
        long bySize = ceilDiv(bytes, targetPartBytes);
        long reducers = Math.max(1, bySize);
        String reason = String.format(Locale.ROOT, "~%s of rows / %s target a part", human(bytes), human(targetPartBytes));
        if (reduceCapacity > reducers) {
            // a small input still uses the cluster, down to parts of minPartBytes
            long byCapacity = Math.min(reduceCapacity, Math.max(1, ceilDiv(bytes, minPartBytes)));
            if (byCapacity > reducers) {
                reducers = byCapacity;
                reason += String.format(Locale.ROOT, ", raised to use %d of %d reduce slots (parts >= %s)",
                        byCapacity, reduceCapacity, human(minPartBytes));
            }
        }
        reducers = Math.min(reducers, MAX_REDUCERS);
        return new Plan((int) reducers, rows, bytes, reason);
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    /** Binary units, as part sizes are given ({@code 1.0 GiB}). */
    public static String human(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
        double v = bytes;
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? bytes + " B" : String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }
}

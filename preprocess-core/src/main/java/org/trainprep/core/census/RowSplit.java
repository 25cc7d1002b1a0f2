package org.trainprep.core.census;

import java.nio.charset.StandardCharsets;

/**
 * Deterministic train/validation assignment from a row's input position: a 64-bit hash of
 * (seed, file name, byte offset). Every engine and every partitioning sees the same positions,
 * so all give the same split, and the split does not depend on row order or content.
 * The file's name (last path component) is used, not its URI, which engines spell differently.
 */
public final class RowSplit {

    private final double valFraction;
    private final long seed;

    public RowSplit(double valFraction, long seed) {
        if (!(valFraction >= 0 && valFraction < 1)) {
            throw new IllegalArgumentException("--val-fraction must be in [0, 1), was " + valFraction);
        }
        this.valFraction = valFraction;
        this.seed = seed;
    }

    public double valFraction() {
        return valFraction;
    }

    public long seed() {
        return seed;
    }

    public boolean enabled() {
        return valFraction > 0;
    }

    public boolean isValidation(String fileName, long offset) {
        if (valFraction == 0) {
            return false;
        }
        long h = mix(seed ^ 0x9E3779B97F4A7C15L);
        for (byte b : fileName.getBytes(StandardCharsets.UTF_8)) {
            h = mix(h ^ (b & 0xff));
        }
        h = mix(h ^ offset);
        // top 53 bits -> uniform double in [0, 1)
        return (h >>> 11) * 0x1.0p-53 < valFraction;
    }

    /** The last path component of a URI or path string. */
    public static String fileName(String uriOrPath) {
        int slash = uriOrPath.lastIndexOf('/');
        return slash >= 0 ? uriOrPath.substring(slash + 1) : uriOrPath;
    }

    // SplitMix64 finaliser: cheap, well mixed, and the same in every JVM.
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

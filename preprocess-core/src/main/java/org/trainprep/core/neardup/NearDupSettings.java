package org.trainprep.core.neardup;

import java.util.Locale;

/**
 * How near-duplicates are found: texts whose estimated Jaccard similarity of word shingles is at
 * least {@code threshold}, among the pairs that share one of {@code bands} bands of {@code rows}
 * signature values.
 *
 * @param threshold the estimated similarity at which a pair is a near-duplicate, in (0, 1]
 * @param shingle   words per shingle
 * @param bands     LSH bands
 * @param rows      signature values per band
 */
public record NearDupSettings(double threshold, int shingle, int bands, int rows) implements java.io.Serializable {

    /** Signature length the bands and rows are derived within, as datasketch's {@code MinHashLSH} does by default. */
    public static final int DEFAULT_PERMUTATIONS = 128;
    /**
     * Words per shingle: single words. A review loses its stop words in cleaning and keeps a few
     * dozen words; two words changed in 3-word shingles take a 50-word text below 0.8 (6 of its 48
     * shingles go, 6 come), in single words it stays at 0.92. Measured on planted copies (one or
     * two words changed in texts of 23-120 cleaned words): recall at 0.8 was 82% with 3-word
     * shingles, 93% estimated with 2, 97% with 1 (docs/BENCHMARKS.md).
     */
    public static final int DEFAULT_SHINGLE = 1;
    /** The most signature values a text carries (8 bytes each, through the shuffles). */
    public static final int MAX_PERMUTATIONS = 1024;

    public NearDupSettings {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("--near-dup must be a similarity above 0 and at most 1, was " + threshold);
        }
        if (shingle < 1 || shingle > 64) {
            throw new IllegalArgumentException("--near-dup-shingle must be 1..64 words, was " + shingle);
        }
        if (bands < 1 || rows < 1 || (long) bands * rows > MAX_PERMUTATIONS) {
            throw new IllegalArgumentException("--near-dup-bands x --near-dup-rows must be 1.." + MAX_PERMUTATIONS
                    + " signature values, was " + bands + " x " + rows);
        }
    }

    /**
     * The bands and rows within {@code permutations} values that minimise the mean of the
     * S-curve's false-positive area below the threshold and false-negative area above it (the
     * choice datasketch's {@code MinHashLSH} makes with equal weights); the first found on a tie,
     * bands and then rows ascending.
     */
    public static NearDupSettings derived(double threshold, int shingle, int permutations) {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("--near-dup must be a similarity above 0 and at most 1, was " + threshold);
        }
        int bestB = 1;
        int bestR = 1;
        double best = Double.MAX_VALUE;
        for (int b = 1; b <= permutations; b++) {
            for (int r = 1; r <= permutations / b; r++) {
                double error = 0.5 * falsePositiveArea(threshold, b, r) + 0.5 * falseNegativeArea(threshold, b, r);
                if (error < best) {
                    best = error;
                    bestB = b;
                    bestR = r;
                }
            }
        }
        return new NearDupSettings(threshold, shingle, bestB, bestR);
    }

    public int permutations() {
        return bands * rows;
    }

    /** The chance that a pair of true similarity {@code s} shares at least one band. */
    public static double candidateProbability(double s, int bands, int rows) {
        return 1 - Math.pow(1 - Math.pow(s, rows), bands);
    }

    /** The area under the S-curve from 0 to the threshold: pairs below it made candidates. */
    public static double falsePositiveArea(double threshold, int bands, int rows) {
        return integrate(s -> candidateProbability(s, bands, rows), 0, threshold);
    }

    /** The area above the S-curve from the threshold to 1: pairs above it missed. */
    public static double falseNegativeArea(double threshold, int bands, int rows) {
        return integrate(s -> 1 - candidateProbability(s, bands, rows), threshold, 1);
    }

    public double falsePositiveArea() {
        return falsePositiveArea(threshold, bands, rows);
    }

    public double falseNegativeArea() {
        return falseNegativeArea(threshold, bands, rows);
    }

    /** Simpson's rule on 1,000 intervals: the curves are smooth, and this is far finer than the choice needs. */
    private static double integrate(java.util.function.DoubleUnaryOperator f, double from, double to) {
        int n = 1000;
        double h = (to - from) / n;
        if (h == 0) {
            return 0;
        }
        double sum = f.applyAsDouble(from) + f.applyAsDouble(to);
        for (int i = 1; i < n; i++) {
            sum += f.applyAsDouble(from + i * h) * (i % 2 == 1 ? 4 : 2);
        }
        return sum * h / 3;
    }

    /** One line for the summary and the statistics. */
    public String describe() {
        return String.format(Locale.ROOT, "similarity >= %s of %d-word shingles, %d bands x %d rows (%d values);"
                        + " S-curve: candidate at %.2f %.1f%%, at %s %.1f%%, at %.2f %.1f%%", threshold, shingle, bands, rows,
                permutations(), Math.max(0, threshold - 0.1), 100 * candidateProbability(Math.max(0, threshold - 0.1), bands, rows),
                threshold, 100 * candidateProbability(threshold, bands, rows), Math.min(1, threshold + 0.1),
                100 * candidateProbability(Math.min(1, threshold + 0.1), bands, rows));
    }
}

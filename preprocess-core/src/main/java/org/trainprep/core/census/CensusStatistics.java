package org.trainprep.core.census;

import java.util.Arrays;

/**
 * Per-column code histograms over the valid rows (missing values not counted), from which
 * imputation takes its mode or mean. Mergeable, so each engine can compute it in parallel
 * (Hadoop combiner, Spark aggregate) and get exactly the same numbers.
 */
public final class CensusStatistics {

    private static final int MAX_CODES = 128;
    /** Label codes below this get per-label feature sums (the report's rates by label). */
    public static final int MAX_LABEL_CODES = 16;

    private final long[][] counts; // [column][code]
    private final long[] missing;  // [column]
    /** [column]: missing in a row whose label is present, which is written (imputed) unless the policy drops it. */
    private final long[] missingLabelled;
    // [column][label code]: rows with both the column and the label present, and their codes' sum
    private final long[][] byLabelRows;
    private final long[][] byLabelSum;

    /** @param columns the features, then the label (last) */
    public CensusStatistics(int columns) {
        counts = new long[columns][MAX_CODES];
        missing = new long[columns];
        missingLabelled = new long[columns];
        byLabelRows = new long[columns][MAX_LABEL_CODES];
        byLabelSum = new long[columns][MAX_LABEL_CODES];
    }

    public void add(int[] codes) {
        int label = codes[codes.length - 1];
        boolean byLabel = label >= 0 && label < MAX_LABEL_CODES;
        for (int c = 0; c < codes.length; c++) {
            if (codes[c] >= 0) {
                counts[c][codes[c]]++;
                if (byLabel) {
                    byLabelRows[c][label]++;
                    byLabelSum[c][label] += codes[c];
                }
            } else {
                missing[c]++;
                if (label >= 0) {
                    missingLabelled[c]++;
                }
            }
        }
    }

    public void merge(CensusStatistics other) {
        for (int c = 0; c < counts.length; c++) {
            for (int v = 0; v < MAX_CODES; v++) {
                counts[c][v] += other.counts[c][v];
            }
            missing[c] += other.missing[c];
            missingLabelled[c] += other.missingLabelled[c];
            for (int l = 0; l < MAX_LABEL_CODES; l++) {
                byLabelRows[c][l] += other.byLabelRows[c][l];
                byLabelSum[c][l] += other.byLabelSum[c][l];
            }
        }
    }

    /** Rows with label code {@code label} and a value in {@code column}. */
    public long rowsByLabel(int column, int label) {
        return byLabelRows[column][label];
    }

    /** Mean code of {@code column} over the rows labelled {@code label} (the share of 1s for a 0/1 column); NaN if none. */
    public double meanByLabel(int column, int label) {
        long n = byLabelRows[column][label];
        return n == 0 ? Double.NaN : (double) byLabelSum[column][label] / n;
    }

    /** Missing values seen in a column. */
    public long missing(int column) {
        return missing[column];
    }


    /** Missing values in rows whose label is present: the entries an imputing policy fills in the output. */
    public long missingLabelled(int column) {
        return missingLabelled[column];
    }

    /** Compact wire form (varint counts), for moving partial statistics between tasks and the driver. */
    public byte[] toBytes() {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        writeVarLong(bytes, counts.length);
        for (int c = 0; c < counts.length; c++) {
            writeVarLong(bytes, missing[c]);
            writeVarLong(bytes, missingLabelled[c]);
            for (int v = 0; v < MAX_CODES; v++) {
                writeVarLong(bytes, counts[c][v]);
            }
            for (int l = 0; l < MAX_LABEL_CODES; l++) {
                writeVarLong(bytes, byLabelRows[c][l]);
                writeVarLong(bytes, byLabelSum[c][l]);
            }
        }
        return bytes.toByteArray();
    }

    public static CensusStatistics fromBytes(byte[] b) {
        int[] pos = {0};
        int columns = (int) readVarLong(b, pos);
        CensusStatistics s = new CensusStatistics(columns);
        for (int c = 0; c < columns; c++) {
            s.missing[c] = readVarLong(b, pos);
            s.missingLabelled[c] = readVarLong(b, pos);
            for (int v = 0; v < MAX_CODES; v++) {
                s.counts[c][v] = readVarLong(b, pos);
            }
            for (int l = 0; l < MAX_LABEL_CODES; l++) {
                s.byLabelRows[c][l] = readVarLong(b, pos);
                s.byLabelSum[c][l] = readVarLong(b, pos);
            }
        }
        return s;
    }

    private static void writeVarLong(java.io.ByteArrayOutputStream out, long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
    }

    private static long readVarLong(byte[] b, int[] pos) {
        long v = 0;
        for (int shift = 0; ; shift += 7) {
            byte x = b[pos[0]++];
            v |= (long) (x & 0x7F) << shift;
            if ((x & 0x80) == 0) {
                return v;
            }
        }
    }

    public int columns() {
        return counts.length;
    }

    public long count(int column, int code) {
        return counts[column][code];
    }

    /** Non-missing values seen in a column. */
    public long present(int column) {
        return Arrays.stream(counts[column]).sum();
    }

    /** Most frequent code, ties to the lowest; 0 for a column with no values. */
    public int mode(int column) {
        int best = 0;
        for (int v = 1; v < MAX_CODES; v++) {
            if (counts[column][v] > counts[column][best]) {
                best = v;
            }
        }
        return best;
    }

    /** Mean code; 0 for a column with no values. */
    public double mean(int column) {
        long n = 0;
        double sum = 0;
        for (int v = 0; v < MAX_CODES; v++) {
            n += counts[column][v];
            sum += (double) v * counts[column][v];
        }
        return n == 0 ? 0 : sum / n;
    }
}

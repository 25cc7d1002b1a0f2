package org.trainprep.core.census;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Census rows as the DP trainers read a CSV: they skip the first line, drop any row holding
 * {@code NA}, take columns 0-4 and 6 to n-3 as integer features and column 5 as the integer label.
 * So a line is the first five features, the label, the remaining features, then two columns the
 * trainers ignore: {@code split} (0 train, 1 validation) and {@code row} (the row's index in its
 * split, as in {@code census.h5}). Values are integers only: rows are dropped or imputed with the
 * mode, never filled with a fraction, and never {@code NA}.
 */
public final class CensusCsv {

    /** The trainers' fixed label column. */
    public static final int LABEL_COLUMN = 5;

    private CensusCsv() {
    }

    /** Why rows handled with {@code policy} and {@code layout} cannot be written this way, or null. */
    public static String refusal(MissingPolicy policy, CensusLayout layout) {
        if (policy == MissingPolicy.IMPUTE_MEAN) {
            return "--format csv takes --missing drop or impute-mode: the trainers read integer columns, and"
                    + " impute-mean fills fractions";
        }
        if (layout != CensusLayout.XY) {
            return "--layout is for --format hdf5; --format csv always writes the trainers' column order";
        }
        return null;
    }

    /** Why {@code schema}'s rows cannot be written this way, or null. */
    public static String refusal(CensusSchema schema) {
        if (schema.features().size() < LABEL_COLUMN) {
            return "--format csv needs at least " + LABEL_COLUMN + " features (the trainers take the label from column "
                    + LABEL_COLUMN + "); schema " + schema.name() + " has " + schema.features().size();
        }
        return null;
    }

    /** The column names, in file order. */
    public static List<String> header(CensusSchema schema) {
        return header(schema.features(), schema.label());
    }

    public static List<String> header(List<String> features, String label) {
        List<String> cols = new ArrayList<>(features.subList(0, LABEL_COLUMN));
        cols.add(label);
        cols.addAll(features.subList(LABEL_COLUMN, features.size()));
        cols.add("split");
        cols.add("row");
        return cols;
    }

    /** Writes the header line. */
    public static void writeHeader(List<String> features, String label, OutputStream out) throws IOException {
        List<String> names = new ArrayList<>();
        for (String name : header(features, label)) {
            // RFC 4180: a name holding a comma, quote or line break is quoted, its quotes doubled
            names.add(name.matches("[^,\"\r\n]*") ? name : "\"" + name.replace("\"", "\"\"") + "\"");
        }
        // UTF-8, as the schema and the manifest name them (a non-ASCII name became '?')
        out.write((String.join(",", names) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Writes {@code rows} lines from an int8 feature matrix {@code x} [rows, features] and int8 label
     * vector {@code y}, both read front to back (a part's datasets), numbering rows from {@code firstRow}.
     */
    public static void writeRows(InputStream x, InputStream y, int features, long rows, int split, long firstRow,
                                 OutputStream out) throws IOException {
        InputStream xs = new BufferedInputStream(x, 1 << 16);
        InputStream ys = new BufferedInputStream(y, 1 << 16);
        byte[] row = new byte[features];
        StringBuilder line = new StringBuilder(4 * features + 24);
        byte[] buf = new byte[1 << 16];
        int used = 0;
        for (long r = 0; r < rows; r++) {
            if (xs.readNBytes(row, 0, features) != features) {
                throw new EOFException("feature matrix ended at row " + r + " of " + rows);
            }
            int label = ys.read();
            if (label < 0) {
                throw new EOFException("label vector ended at row " + r + " of " + rows);
            }
            line.setLength(0);
            for (int f = 0; f < features; f++) {
                if (f == LABEL_COLUMN) {
                    line.append((byte) label).append(',');
                }
                line.append(row[f]).append(',');
            }
            line.append(split).append(',').append(firstRow + r).append('\n');
            if (used + line.length() > buf.length) {
                out.write(buf, 0, used);
                used = 0;
            }
            for (int i = 0; i < line.length(); i++) {
                buf[used++] = (byte) line.charAt(i);
            }
        }
        out.write(buf, 0, used);
    }
}

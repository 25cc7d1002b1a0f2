package org.trainprep.core.census;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.RowSpool;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Writes {@code census.h5} from parsed rows in input order, streaming through local spools.
 * Layout {@code xy}: {@code x} [n, features] (int8, or float32 after fractional mean imputation)
 * and {@code y} [n] int8; layout {@code package}: {@code data} [n, features + 1], label last.
 * With a validation fraction the datasets go to groups {@code train/} and {@code val/}, else to
 * the root. Root attributes: {@code feature_names}, {@code label_name}, {@code schema},
 * {@code layout}, {@code missing_policy}, {@code rows_read}, {@code rows_invalid},
 * {@code rows_dropped_missing}, {@code num_rows}, {@code created_by}; each group has
 * {@code num_rows}.
 *
 * <p>Lifecycle: {@link #add} rows in input order, then {@link #finish} with the counts the
 * engine collected (or {@link #finishPart()} for a part of the file), then {@link #close()}. The
 * layout is {@link CensusFileLayout}'s, header first.
 */
public final class CensusFileWriter implements Closeable {

    /** What the engine counted while parsing, for the root attributes and the summary. */
    public record Counts(long rowsRead, long rowsInvalid) {
    }

    private final Path file;
    private final CensusSchema schema;
    private final CensusLayout layout;
    private final Imputer imputer;
    private final RowSplit split;
    private final Part train;
    private final Part val;
    private final int[] ints;
    private final float[] floats;
    private final int[] label = new int[1];
    private long droppedMissing;

    /** Spools of one part of the output (the root, {@code train/} or {@code val/}). */
    private final class Part implements Closeable {
        final RowSpool x;
        final RowSpool y;

        Part(Path tempDir) throws IOException {
            int f = schema.features().size();
            if (layout == CensusLayout.XY) {
                x = new RowSpool(tempDir, f, imputer.xType());
                y = RowSpool.vector(tempDir, ElementType.INT8);
            } else {
                x = new RowSpool(tempDir, f + 1, imputer.xType());
                y = null;
            }
        }

        void add(int[] codes) throws IOException {
            int f = schema.features().size();
            if (imputer.xType() == ElementType.FLOAT32) {
                imputer.fillFloats(codes, floats);
                if (y == null) {
                    floats[f] = codes[f];
                }
                x.add(floats);
            } else {
                imputer.fillInts(codes, ints);
                if (y == null) {
                    ints[f] = codes[f];
                }
                x.add(ints);
            }
            if (y != null) {
                label[0] = codes[f];
                y.add(label);
            }
        }

        long rows() {
            return x.rows();
        }

        /** Appends this group's datasets' bytes, in the layout's order. */
        void copyTo(WritableByteChannel out) throws IOException {
            x.copyTo(out);
            if (y != null) {
                y.copyTo(out);
            }
        }

        @Override
        public void close() throws IOException {
            try {
                x.close();
            } finally {
                if (y != null) {
                    y.close();
                }
            }
        }
    }

    public CensusFileWriter(Path file, Path tempDir, CensusSchema schema, CensusLayout layout, Imputer imputer,
                            RowSplit split) throws IOException {
        this.file = file;
        this.schema = schema;
        this.layout = layout;
        this.imputer = imputer;
        this.split = split;
        // x rows: the features, plus the label in the package layout
        int width = schema.features().size() + (layout == CensusLayout.PACKAGE ? 1 : 0);
        this.ints = new int[width];
        this.floats = new float[width];
        this.train = new Part(tempDir);
        this.val = split.enabled() ? new Part(tempDir) : null;
    }

    /**
     * Adds one parsed record (features then label, -1 where missing) read at {@code offset} of
     * the file named {@code fileName}. Rows must come in input order.
     *
     * @return false if the row was dropped for a missing value
     */
    public boolean add(int[] codes, String fileName, long offset) throws IOException {
        if (!imputer.keep(codes)) {
            droppedMissing++;
            return false;
        }
        (val != null && split.isValidation(fileName, offset) ? val : train).add(codes);
        return true;
    }

    public long rowsWritten() {
        return train.rows() + (val == null ? 0 : val.rows());
    }

    public long droppedMissing() {
        return droppedMissing;
    }

    /** Writes the whole file, header first. */
    public void finish(Counts counts) throws IOException {
        write(fileLayout().census(groupRows(), imputer.policy(), counts, droppedMissing));
    }

    /**
     * Writes a part instead: the same datasets holding this writer's rows (a contiguous stretch of
     * the input, in order), for the merge to concatenate with the others ({@link CensusFileType}).
     *
     * @param counts the whole run's first-pass counts, which the merged file states
     */
    public void finishPart(Counts counts, CensusFormat format) throws IOException {
        write(fileLayout().part(groupRows(), droppedMissing, imputer.policy(), counts, format));
    }

    /** Rows of each group so far: the root's, or train's and val's. */
    public List<Long> groupRows() {
        return val == null ? List.of(train.rows()) : List.of(train.rows(), val.rows());
    }

    private CensusFileLayout fileLayout() {
        return new CensusFileLayout(schema, layout, val != null, imputer.xType());
    }

    private void write(HeaderFirstFile h5) throws IOException {
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            h5.writeHeader(out);
            train.copyTo(out);
            if (val != null) {
                val.copyTo(out);
            }
            if (out.position() != h5.size()) {
                throw new IllegalStateException(file + ": wrote " + out.position() + " bytes, the layout needs " + h5.size());
            }
        }
    }

    @Override
    public void close() throws IOException {
        try {
            train.close();
        } finally {
            if (val != null) {
                val.close();
            }
        }
    }
}

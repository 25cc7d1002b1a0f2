package org.trainprep.core.census;


import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * {@code census.h5} written by one writer from rows in input order (the reference runner's way:
 * {@link LocalCensusRunner}), with missing values handled by statistics over all valid rows. The
 * engines write the same file from parts the shared merge concatenates ({@link CensusFileType});
 * both lay it out with {@link CensusFileLayout}, and the engine contract checks they agree.
 */
public final class CensusAssembler {

    /** One parsed record and where it was read. */
    public record PositionedRow(String fileName, long offset, int[] codes) {
    }

    /** What was written. */
    public record Result(long rowsWritten, long droppedMissing, String xType, Imputer imputer) {
    }

    /** The manifest's {@code format}. */
    public static final String FORMAT = "trainprep-census";

    private CensusAssembler() {
    }

    public static Result write(Path file, Path tempDir, CensusSchema schema, CensusOptions options,
                               CensusStatistics stats, Iterator<PositionedRow> rows, CensusFileWriter.Counts counts)
            throws IOException {
        Imputer.refuseUnfillable(options.rows().missing(), stats, schema);
        Imputer imputer = new Imputer(options.rows().missing(), stats, schema.features().size());
        try (CensusFileWriter w = new CensusFileWriter(file, tempDir, schema, options.rows().layout(), imputer,
                options.split())) {
            while (rows.hasNext()) {
                PositionedRow r = rows.next();
                w.add(r.codes(), r.fileName(), r.offset());
            }
            w.finish(counts);
            return new Result(w.rowsWritten(), w.droppedMissing(), imputer.xType().id(), imputer);
        }
    }
}

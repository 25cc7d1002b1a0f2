package org.trainprep.core.census;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.trainprep.core.ProjectInfo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code census.h5} written by one writer from rows in input order (the reference runner's way:
 * {@link LocalCensusRunner}), with missing values handled by statistics over all valid rows; and
 * the manifest every census run publishes. The engines write the same file from parts instead
 * ({@link CensusMerge}); both lay it out with {@link CensusFileLayout}, and the engine contract
 * checks they agree.
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
        Imputer imputer = new Imputer(options.missing(), stats, schema.features().size());
        try (CensusFileWriter w = new CensusFileWriter(file, tempDir, schema, options.layout(), imputer,
                new RowSplit(options.valFraction(), options.seed()))) {
            while (rows.hasNext()) {
                PositionedRow r = rows.next();
                w.add(r.codes(), r.fileName(), r.offset());
            }
            w.finish(counts);
            return new Result(w.rowsWritten(), w.droppedMissing(), imputer.xType().id(), imputer);
        }
    }

    /**
     * {@code manifest.json}: the file's size and digest, schema, per-column vocabularies, imputed
     * values, counts, and the run's identity.
     *
     * @param bytes  the file's size
     * @param sha256 its hex SHA-256
     * @param more   fields appended as given (the run's identity)
     */
    public static byte[] manifest(long bytes, String sha256, CensusSchema schema, CensusOptions options, Result result,
                                  Map<String, Long> counts, Map<String, Object> more) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", CensusOptions.FILE_NAME);
        m.put("bytes", bytes);
        m.put("sha256", sha256);
        m.put("format", FORMAT);
        m.put("created_by", ProjectInfo.createdBy());
        m.put("schema", schema.name());
        m.put("layout", options.layout().id());
        m.put("features", schema.features());
        m.put("label", schema.label());
        m.put("x_dtype", result.xType());
        m.put("missing_policy", options.missing().id());
        Map<String, Object> vocab = new LinkedHashMap<>();
        for (Map.Entry<String, ColumnSpec> e : schema.specs().entrySet()) {
            vocab.put(e.getKey(), e.getValue().vocabulary());
        }
        m.put("vocabularies", vocab);
        if (options.missing() != MissingPolicy.DROP) {
            m.put("imputed_values", CensusSummary.imputedValues(schema, result.imputer()));
        }
        m.put("val_fraction", options.valFraction());
        m.put("seed", options.seed());
        m.put("counts", new java.util.TreeMap<>(counts));
        m.put("rows_dropped_missing", result.droppedMissing());
        m.put("num_rows", result.rowsWritten());
        m.putAll(more);
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(m);
    }
}

package org.trainprep.hadoop.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusCsv;
import org.trainprep.core.census.CensusFormat;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.SuppliedFile;

import java.io.IOException;

/** Loads a census schema file from any Hadoop FileSystem, and reads the inputs' headers by it. */
public final class CensusSchemas {

    /** Configuration key: rejected lines each first-pass task keeps as samples. */
    public static final String REJECTS_PER_TASK = "trainprep.census.rejects-per-task";
    private static final int DEFAULT_REJECTS_PER_TASK = 100;

    private CensusSchemas() {
    }

    /**
     * What both engines' passes read the input by: the schema, the input files in input order (a
     * row's file index is its place here), and each file's own column order where its header has one.
     *
     * @param columnOrders file URI -> comma-joined columns, for files whose header orders them differently
     */
    public record Reading(CensusSchema schema, java.util.List<Path> files, java.util.Map<String, String> columnOrders) {
        public java.util.List<String> fileUris() {
            return files.stream().map(Path::toString).toList();
        }
    }

    /**
     * Loads the schema and reads every input's first line before anything is claimed: a bad schema
     * file, a header lacking a schema column, or a schema {@code --format csv} cannot write, is a
     * one-line usage error.
     */
    public static Reading reading(Configuration conf, CensusOptions o) throws IOException, UsageException {
        CensusSchema schema = load(conf, o.rows().schemaFile());
        java.util.List<Path> files = InputFiles.expand(conf, o.inputs(), "census");
        java.util.Map<String, String> orders = columnOrders(conf, files, schema);
        if (o.rows().format() == CensusFormat.CSV && CensusCsv.refusal(schema) != null) {
            throw new UsageException("census: " + CensusCsv.refusal(schema));
        }
        return new Reading(schema, files, orders);
    }

    public static int rejectsPerTask(Configuration conf) {
        return conf.getInt(REJECTS_PER_TASK, DEFAULT_REJECTS_PER_TASK);
    }

    /** The schema in {@code file}, or CaPUMS5full when null; a bad file is a one-line usage error. */
    public static CensusSchema load(Configuration conf, String file) throws IOException, UsageException {
        if (file == null) {
            return CensusSchema.caPums5full();
        }
        return SuppliedFile.read(conf, file, "census", "schema", "schema", CensusSchema::read);
    }

    /**
     * For each input file whose first line is a header in another column order than the schema's,
     * that order (comma-joined); every engine then reads each file by its own header's names
     * ({@link CensusSchema#forFirstLine}). Files without a header, or with the schema's own, are not
     * listed.
     *
     * @throws UsageException naming the file, its header and the columns the schema needs, when a
     *                        header lacks one
     */
    public static java.util.Map<String, String> columnOrders(Configuration conf, java.util.List<Path> files,
                                                             CensusSchema schema) throws IOException, UsageException {
        java.util.Map<String, String> orders = new java.util.LinkedHashMap<>();
        for (Path f : files) {
            String first = InputFiles.firstLine(conf, f);
            try {
                CensusSchema forFile = schema.forFirstLine(first, f.toString());
                if (forFile != schema) {
                    orders.put(f.toString(), String.join(",", forFile.columns()));
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("census: " + e.getMessage());
            }
        }
        return orders;
    }
}

package org.trainprep.hadoop.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.SuppliedFile;

import java.io.IOException;

/** Loads a census schema file from any Hadoop FileSystem. */
public final class CensusSchemas {

    private CensusSchemas() {
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

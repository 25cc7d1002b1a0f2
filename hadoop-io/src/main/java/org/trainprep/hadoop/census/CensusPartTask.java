package org.trainprep.hadoop.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.LocalScratch;

import java.io.Closeable;
import java.io.IOException;

/**
 * One task of the census's second pass, on either engine: the lines of one input split, in order,
 * parsed again; records imputed, split and spooled; at the end one part ({@code census.h5}'s
 * datasets for these rows, see {@link org.trainprep.core.census.CensusFileType}) copied to where the
 * engine commits it. Memory is bounded: rows are spooled to local disk.
 */
public final class CensusPartTask implements Closeable {

    private final CensusParser parser;
    private final String fileName;
    private final ScratchDir scratch;
    private final java.nio.file.Path local;
    private final CensusFileWriter writer;
    private final CensusPartSettings settings;

    /** @param schema the schema as this file's header orders the columns */
    public CensusPartTask(Configuration conf, CensusSchema schema, CensusPartSettings settings, String fileUri)
            throws IOException {
        this.settings = settings;
        this.parser = new CensusParser(schema);
        this.fileName = RowSplit.fileName(fileUri);
        this.scratch = LocalScratch.create(conf, "trainprep-census-part-");
        this.local = scratch.path().resolve("part.h5");
        this.writer = new CensusFileWriter(local, scratch.path(), schema, settings.layout(), settings.imputer(schema),
                settings.split());
    }

    /** One line of the split, read at {@code offset} of its (decompressed) file. */
    public void line(long offset, String text) throws IOException {
        CensusRow row = parser.parse(text);
        if (row.kind() == CensusRow.Kind.RECORD) {
            writer.add(row.codes(), fileName, offset);
        }
    }

    /** Writes the part and copies it to {@code target} (overwriting what a failed attempt left). */
    public void finish(FileSystem fs, Path target) throws IOException {
        try (java.io.OutputStream out = fs.create(target, true)) {
            finish(out);
        }
    }

    /** Writes the part and copies it to {@code out}, which the caller opened and closes. */
    public void finish(java.io.OutputStream out) throws IOException {
        writer.finishPart(settings.counts(), settings.format());
        java.nio.file.Files.copy(local, out);
    }

    /** Rows of each group the part holds: the root's, or train's and val's. */
    public java.util.List<Long> groupRows() {
        return writer.groupRows();
    }

    /** Records of the split dropped for a missing value. */
    public long droppedMissing() {
        return writer.droppedMissing();
    }

    /**
     * Where a split's file is among the inputs (in input order): the index its rows' positions and
     * parts are named with. Every engine looks it up here.
     */
    public static int fileIndex(java.util.List<String> fileUris, String file) throws IOException {
        int i = fileUris.indexOf(file);
        if (i < 0) {
            throw new IOException("split of " + file + " is not among the job's input files");
        }
        return i;
    }


    @Override
    public void close() throws IOException {
        try {
            writer.close();
        } finally {
            scratch.close();
        }
    }
}

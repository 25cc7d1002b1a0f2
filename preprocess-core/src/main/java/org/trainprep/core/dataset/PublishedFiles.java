package org.trainprep.core.dataset;

import org.trainprep.core.h5.RandomAccessSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * The files of a published output directory, on whatever store holds it, as {@code verify}'s
 * checks read them: by name, positioned or streamed, never copied whole unless a check asks.
 */
public interface PublishedFiles {

    /** The file's full path or URI, for messages. */
    String uri(String name);

    boolean exists(String name) throws IOException;

    /** Its size in bytes. */
    long size(String name) throws IOException;

    /** For positioned reads (an HDF5 file's header and rows). */
    RandomAccessSource open(String name) throws IOException;

    /**
     * The files directly in a folder of the output, by their name in the output ({@code FOLDER/NAME}),
     * sorted; hidden ones ({@code .} or {@code _} names, as Hadoop's checksum files) left out; none
     * when the folder is absent.
     */
    java.util.List<String> list(String folder) throws IOException;

    /** Streamed front to back. */
    InputStream read(String name) throws IOException;

    /** A local directory for a check that must have a file on local disk, removed with the check. */
    Path scratch() throws IOException;
}

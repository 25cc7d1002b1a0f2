package org.trainprep.core.h5;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;

/**
 * A part of the shared matrix layer, written once front to back: the type's attributes, which run
 * and partition it is ({@link PartIdentity}), the CRC of its rows summed as they were spooled, then
 * dataset {@code "0"} holding the spooled rows.
 */
public final class MatrixPart {

    private MatrixPart() {
    }

    /** The part to {@code out}, which the caller opened and closes. */
    public static void write(OutputStream out, FileAttributes attributes, PartIdentity identity, RowSpool spool)
            throws IOException {
        HeaderFirstFile.Builder header = HeaderFirstFile.builder().attributes(attributes);
        identity.writeTo(header::attribute);
        spool.checksum().writeTo(header::attribute);
        HeaderFirstFile part = header.dataset("0", spool.rows(), spool.columns(), spool.type()).build();
        part.writeHeader(Channels.newChannel(out));
        spool.copyTo(out);
    }
}

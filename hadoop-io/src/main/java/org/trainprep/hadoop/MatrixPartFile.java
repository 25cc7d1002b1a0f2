package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;

/**
 * A part of the shared matrix layer, written once front to back on any Hadoop FileSystem: the
 * type's attributes, which run and partition it is ({@link PartIdentity}), the CRC of its rows
 * summed as they were spooled, then dataset {@code "0"} holding the spooled rows. Every engine's
 * task writes its part through this, to a name of its attempt that its commit makes final.
 */
public final class MatrixPartFile {

    private MatrixPartFile() {
    }

    public static void write(Configuration conf, Path target, FileAttributes attributes, PartIdentity identity,
                             RowSpool spool) throws IOException {
        try (FSDataOutputStream out = target.getFileSystem(conf).create(target, false)) {
            write(out, attributes, identity, spool);
        }
    }

    /** The part to {@code out}, which the caller opened and closes. */
    public static void write(OutputStream out, FileAttributes attributes, PartIdentity identity, RowSpool spool)
            throws IOException {
        org.trainprep.core.h5.MatrixPart.write(out, attributes, identity, spool);
    }
}

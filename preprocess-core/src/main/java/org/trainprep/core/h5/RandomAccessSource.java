package org.trainprep.core.h5;

import io.jhdf.HdfFile;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * The bytes of one HDF5 file wherever it lives (local disk, an S3 object), read two ways: small
 * random reads for the HDF5 structure, and long sequential copies for the data. A remote store
 * can then serve the structure from a few cached ranges and stream the data with one ranged
 * request per copy, never holding or copying the whole file.
 */
public interface RandomAccessSource extends Closeable {

    /** Where the bytes live, e.g. {@code file:/tmp/part-r-00000.h5} or {@code s3://bucket/key}. */
    URI uri();

    /** The last path segment, e.g. {@code part-r-00000.h5}: what messages and manifests name. */
    default String fileName() {
        String p = uri().getPath();
        return p.substring(p.lastIndexOf('/') + 1);
    }

    long size() throws IOException;

    /** A channel for the HDF5 structure reads; owned by this source and closed with it. */
    SeekableByteChannel channel() throws IOException;

    /** jHDF reading this source's structure through {@link #channel()}; the caller closes it. */
    default HdfFile hdfFile() throws IOException {
        return new HdfFile(channel(), uri());
    }

    /** Appends bytes {@code [from, from + length)} to {@code out}. */
    void copyTo(long from, long length, WritableByteChannel out) throws IOException;

    /**
     * A new stream of bytes {@code [from, from + length)}, independent of {@link #channel()} and of
     * other streams, so several can be read at once (parallel upload parts); the caller closes it.
     */
    InputStream open(long from, long length) throws IOException;
}

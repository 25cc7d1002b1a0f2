package org.trainprep.hadoop;

import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.trainprep.core.h5.BoundedInputStream;
import org.trainprep.core.h5.PositionalReadChannel;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.h5.StreamCopy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * A file on any Hadoop FileSystem (HDFS, EMRFS, s3a) read in place: positioned reads for the
 * HDF5 structure and one sequential stream per copy, so a part is never copied to local disk
 * first.
 */
public final class HadoopFileSource implements RandomAccessSource {

    private final FileSystem fs;
    private final org.apache.hadoop.fs.Path path;
    private final URI uri;
    private final long size;
    private final FSDataInputStream in;
    private final PositionalReadChannel channel;

    public HadoopFileSource(FileSystem fs, FileStatus status) throws IOException {
        this.fs = fs;
        this.path = status.getPath();
        this.uri = status.getPath().toUri();
        this.size = status.getLen();
        this.in = fs.open(status.getPath());
        // Positioned reads never move the stream that copyTo reads sequentially.
        this.channel = new PositionalReadChannel(size) {
            @Override
            protected void readAt(long position, ByteBuffer dst) throws IOException {
                byte[] tmp = new byte[dst.remaining()];
                in.readFully(position, tmp, 0, tmp.length);
                dst.put(tmp);
            }
        };
    }

    @Override
    public URI uri() {
        return uri;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public SeekableByteChannel channel() {
        return channel;
    }

    @Override
    public void copyTo(long from, long length, WritableByteChannel out) throws IOException {
        in.seek(from);
        new StreamCopy(length).copy(in, length, out, uri.toString(), from);
    }

    @Override
    public InputStream open(long from, long length) throws IOException {
        FSDataInputStream stream = fs.open(path);
        try {
            stream.seek(from);
        } catch (IOException e) {
            stream.close();
            throw e;
        }
        return new BoundedInputStream(stream, length);
    }

    @Override
    public void close() throws IOException {
        channel.close();
        in.close();
    }
}

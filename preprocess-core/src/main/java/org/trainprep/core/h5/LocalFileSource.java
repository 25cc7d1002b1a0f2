package org.trainprep.core.h5;

import io.jhdf.HdfFile;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** A local file; copies go through {@code transferTo}, so the data never enters the heap. */
public final class LocalFileSource implements RandomAccessSource {

    private final Path path;
    private final FileChannel channel;

    public LocalFileSource(Path path) throws IOException {
        this.path = path;
        this.channel = FileChannel.open(path, StandardOpenOption.READ);
    }

    public Path path() {
        return path;
    }

    @Override
    public URI uri() {
        return path.toUri();
    }

    @Override
    public long size() throws IOException {
        return channel.size();
    }

    @Override
    public SeekableByteChannel channel() {
        return channel;
    }

    @Override
    public void copyTo(long from, long length, WritableByteChannel out) throws IOException {
        long done = 0;
        while (done < length) {
            long n = channel.transferTo(from + done, length - done, out);
            if (n <= 0) {
                throw new InvalidTrainerFileException(path + ": ended at byte " + (from + done)
                        + " while " + (length - done) + " more were expected");
            }
            done += n;
        }
    }

    @Override
    public InputStream open(long from, long length) throws IOException {
        FileChannel ch = FileChannel.open(path, StandardOpenOption.READ);
        ch.position(from);
        return new BoundedInputStream(Channels.newInputStream(ch), length);
    }

    /** jHDF's memory-mapped reader on the file itself. */
    @Override
    public HdfFile hdfFile() {
        return new HdfFile(path);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}

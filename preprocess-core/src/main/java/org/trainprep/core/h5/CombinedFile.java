package org.trainprep.core.h5;

import org.trainprep.core.progress.TransferProgress;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.WritableByteChannel;
import java.util.List;

/**
 * A merged file before it exists: its header-first layout, final because every shape is known
 * from the parts' headers, and the byte ranges of the parts that make up its data region, in
 * order. Every merge produces one (review parts into balanced shards, census parts into its
 * datasets); a target turns it into a file by writing it front to back to one stream
 * ({@link #writeTo}: local disk, HDFS) or by composing it server-side from the parts' ranges (S3);
 * nothing is staged.
 *
 * @param segments byte ranges of the parts which, concatenated, are bytes
 *                 {@code [layout.dataOffset(), layout.size())} of the file
 */
public record CombinedFile(HeaderFirstFile layout, List<Segment> segments) {

    /** How often a streamed write reports progress. */
    static final long PROGRESS_BYTES = 64L << 20;

    public CombinedFile {
        segments = List.copyOf(segments);
        long bytes = segments.stream().mapToLong(Segment::length).sum();
        if (bytes != layout.dataBytes()) {
            throw new IllegalArgumentException("segments hold " + bytes + " bytes, the layout's data region "
                    + layout.dataBytes());
        }
    }

    /**
     * Bytes {@code [offset, offset + length)} of a part: a contiguous dataset's data.
     *
     * @param label names the part and dataset in messages
     */
    public record Segment(RandomAccessSource source, long offset, long length, String label) {

        public Segment {
            if (offset < 0 || length < 0) {
                throw new IllegalArgumentException(label + ": range [" + offset + ", +" + length + ")");
            }
        }

        /** Bytes {@code [from, from + length)} of this segment as a new stream. */
        public InputStream open(long from, long n) throws IOException {
            return source.open(offset + from, n);
        }

        /**
         * Copies the range in pieces of about {@link #PROGRESS_BYTES}, reporting each: the channel
         * itself is not wrapped, so a local copy stays a kernel copy ({@code transferTo} between files).
         */
        void copyTo(WritableByteChannel out, TransferProgress progress) throws IOException {
            for (long done = 0; done < length; done += PROGRESS_BYTES) {
                long n = Math.min(PROGRESS_BYTES, length - done);
                source.copyTo(offset + done, n, out);
                progress.bytes(n);
            }
        }
    }

    public long size() {
        return layout.size();
    }

    /** Writes the whole file to {@code out} in one sequential pass: header, then every segment. */
    public void writeTo(WritableByteChannel out, TransferProgress progress) throws IOException {
        layout.writeHeader(out);
        progress.bytes(layout.dataOffset());
        for (Segment s : segments) {
            s.copyTo(out, progress);
        }
    }
}

package org.trainprep.merge;

import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.h5.TrainerFileReader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.WritableByteChannel;
import java.util.List;

/**
 * A merged trainer file before it exists: its header-first layout, final because every shape is
 * known from the parts' headers, and the byte ranges of the parts that make up its data region,
 * in order. A target turns it into a file by writing it front to back to one stream (local disk,
 * HDFS) or by composing it server-side from the parts' ranges (S3); nothing is staged.
 *
 * @param segments the parts' shard datasets whose bytes, concatenated, are bytes
 *                 {@code [layout.dataOffset(), layout.size())} of the file
 */
public record CombinedFile(HeaderFirstFile layout, List<Segment> segments) {

    public CombinedFile {
        segments = List.copyOf(segments);
        long bytes = segments.stream().mapToLong(Segment::length).sum();
        if (bytes != layout.dataBytes()) {
            throw new IllegalArgumentException("segments hold " + bytes + " bytes, the layout's data region "
                    + layout.dataBytes());
        }
    }

    /** One shard dataset of a part: its rows as they lie in the part. */
    public record Segment(TrainerFileReader part, TrainerFileReader.Shard shard) {

        public long length() {
            return shard.rows() * shard.rowBytes();
        }

        /** Whether the rows are one byte range of the part (always, for parts this project writes). */
        public boolean contiguous() {
            return shard.dataAddress() >= 0;
        }

        public RandomAccessSource source() {
            return part.source();
        }

        /** Where the rows start in the part; only for {@link #contiguous()} segments. */
        public long offset() {
            if (!contiguous()) {
                throw new IllegalStateException(part.name() + ": dataset '" + shard.name() + "' is not contiguous");
            }
            return shard.dataAddress();
        }

        /** Bytes {@code [from, from + length)} of this segment as a new stream. */
        public InputStream open(long from, long length) throws IOException {
            if (!contiguous()) {
                throw new IncompatiblePartsException(part.name() + ": dataset '" + shard.name()
                        + "' is chunked; only contiguous parts (as the jobs write them) can be streamed to S3");
            }
            return part.source().open(offset() + from, length);
        }

        /**
         * Copies the rows in pieces of about {@link #PROGRESS_BYTES}, reporting each: the channel
         * itself is not wrapped, so a local copy stays a kernel copy ({@code transferTo} between
         * files).
         */
        void copyTo(WritableByteChannel out, TransferProgress progress) throws IOException {
            long step = Math.max(1, PROGRESS_BYTES / shard.rowBytes());
            for (long row = 0; row < shard.rows(); row += step) {
                long n = Math.min(step, shard.rows() - row);
                part.copyRows(shard, row, n, out);
                progress.bytes(n * shard.rowBytes());
            }
        }
    }

    public long size() {
        return layout.size();
    }

    /** How often a streamed write reports progress. */
    static final long PROGRESS_BYTES = 64L << 20;

    /** Writes the whole file to {@code out} in one sequential pass: header, then every segment. */
    public void writeTo(WritableByteChannel out, TransferProgress progress) throws IOException {
        layout.writeHeader(out);
        progress.bytes(layout.dataOffset());
        for (Segment s : segments) {
            s.copyTo(out, progress);
        }
    }
}

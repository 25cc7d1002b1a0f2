package org.trainprep.combiner.s3;

import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.HeaderFirstFile;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * How a combined file goes up to S3 as one multipart upload: which parts are copied server-side
 * ({@code UploadPartCopy}) from ranges of the part objects, and which are uploaded from bytes
 * streamed through this machine (the header region, and data ranges too small to be a part of
 * their own). Pure arithmetic over the file's layout; nothing is sent here.
 *
 * <p>S3's rules: every part but the last is 5 MiB to 5 GiB, at most 10,000 parts. The header
 * region is padded to 5 MiB by the layout, so it is one uploaded part. A data range of 5 MiB or
 * more becomes copy parts; a smaller one is uploaded, together with its neighbours (and the
 * start of the next range, when needed) until the uploaded part reaches 5 MiB.
 */
final class ComposePlan {

    static final long MIN_PART = 5L << 20;
    static final long MAX_PART = 5L << 30;
    static final int MAX_PARTS = 10_000;

    /** Bytes streamed into an uploaded part. */
    sealed interface Piece permits HeaderPiece, SegmentPiece {
        long length();

        InputStream open() throws IOException;
    }

    /** Bytes {@code [from, from + length)} of the header region (header, then zeros). */
    record HeaderPiece(HeaderFirstFile layout, long from, long length) implements Piece {
        @Override
        public InputStream open() {
            ByteBuffer b = layout.headerRegion(from, Math.toIntExact(length));
            return new ByteArrayInputStream(b.array(), b.arrayOffset(), b.remaining());
        }
    }

    /** Bytes {@code [from, from + length)} of one segment, read from wherever its part lives. */
    record SegmentPiece(CombinedFile.Segment segment, long from, long length) implements Piece {
        @Override
        public InputStream open() throws IOException {
            return segment.open(from, length);
        }
    }

    sealed interface Part permits CopyPart, UploadPart {
        int number();

        long length();
    }

    /** Copied by S3 from {@code source}, bytes {@code [from, from + length)}. */
    record CopyPart(int number, S3Location source, long from, long length) implements Part {
    }

    /** Uploaded: the pieces' bytes, in order. */
    record UploadPart(int number, List<Piece> pieces, long length) implements Part {
    }

    private final List<Part> parts = new ArrayList<>();
    private final List<Piece> pending = new ArrayList<>();
    private long pendingBytes;
    private final long uploadPartBytes;

    private ComposePlan(long uploadPartBytes) {
        this.uploadPartBytes = uploadPartBytes;
    }

    /**
     * @param copySource      where a segment can be copied from server-side (its part is an S3 object
     *                        the destination's credentials can read), or null to stream it
     * @param uploadPartBytes size of uploaded parts
     * @param copyPartBytes   largest copy part; big ranges are split so several copies run at once
     */
    static List<Part> plan(CombinedFile file, Function<CombinedFile.Segment, S3Location> copySource,
                           long uploadPartBytes, long copyPartBytes) {
        long size = file.size();
        // 10,000 parts at most: larger files get larger parts (with a margin for the small ones)
        long floor = (size + MAX_PARTS / 2 - 1) / (MAX_PARTS / 2);
        uploadPartBytes = Math.min(MAX_PART, Math.max(Math.max(uploadPartBytes, MIN_PART), floor));
        copyPartBytes = Math.min(MAX_PART, Math.max(Math.max(copyPartBytes, 2 * MIN_PART), floor));
        ComposePlan p = new ComposePlan(uploadPartBytes);
        HeaderFirstFile layout = file.layout();
        p.upload(layout.dataOffset(), (from, length) -> new HeaderPiece(layout, from, length));
        for (CombinedFile.Segment s : file.segments()) {
            S3Location source = copySource.apply(s);
            if (source == null) {
                p.upload(s.length(), (from, length) -> new SegmentPiece(s, from, length));
            } else {
                p.copy(s, source, copyPartBytes);
            }
        }
        p.flush();
        if (p.parts.size() > MAX_PARTS) {
            throw new IllegalStateException("planned " + p.parts.size() + " parts, S3 allows " + MAX_PARTS);
        }
        return List.copyOf(p.parts);
    }

    private interface PieceMaker {
        Piece piece(long from, long length);
    }

    /** Bytes streamed through this machine, cut into parts of {@code uploadPartBytes}. */
    private void upload(long length, PieceMaker pieces) {
        long from = 0;
        while (from < length) {
            if (pendingBytes >= uploadPartBytes) {
                flush();
            }
            long take = Math.min(length - from, uploadPartBytes - pendingBytes);
            add(pieces.piece(from, take));
            from += take;
        }
        if (pendingBytes >= uploadPartBytes) {
            flush();
        }
    }

    private void copy(CombinedFile.Segment s, S3Location source, long copyPartBytes) {
        long from = 0;
        long left = s.length();
        if (pendingBytes > 0 && pendingBytes < MIN_PART) {
            // top the pending part up to 5 MiB from this range; a tail too small to copy goes with it
            long take = Math.min(left, MIN_PART - pendingBytes);
            if (left - take < MIN_PART) {
                take = left;
            }
            add(new SegmentPiece(s, 0, take));
            from += take;
            left -= take;
        }
        if (left == 0) {
            return;
        }
        flush(); // at least 5 MiB by now
        if (left < MIN_PART) {
            add(new SegmentPiece(s, from, left));
            return;
        }
        int n = (int) ((left + copyPartBytes - 1) / copyPartBytes);
        long base = left / n;
        long extra = left % n;
        for (int i = 0; i < n; i++) {
            long length = base + (i < extra ? 1 : 0);
            parts.add(new CopyPart(parts.size() + 1, source, s.offset() + from, length));
            from += length;
        }
    }

    private void add(Piece piece) {
        pending.add(piece);
        pendingBytes += piece.length();
    }

    private void flush() {
        if (pendingBytes > 0) {
            parts.add(new UploadPart(parts.size() + 1, List.copyOf(pending), pendingBytes));
            pending.clear();
            pendingBytes = 0;
        }
    }
}

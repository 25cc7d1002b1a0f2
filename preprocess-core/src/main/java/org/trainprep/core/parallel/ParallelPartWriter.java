package org.trainprep.core.parallel;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.PartIdentity;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One task's part of a parallel-text run, on either engine: kept pairs arrive in line order, are
 * segmented with the run's codes, spooled to local disk side by side, and their tokens counted for
 * the BPE vocabulary; {@link #finish} writes the part ({@link ParallelFileType}) header first.
 * With the run's {@link TokenIds} ({@code --h5}) the part also holds each side's sentences as ids
 * and their lengths. Memory is the applier's bounded cache and the BPE vocabulary (at most the
 * merges plus the alphabet, as every token is a merge's product or a character).
 */
public final class ParallelPartWriter implements Closeable {

    private final ParallelSettings settings;
    private final ParallelTokenCount count;
    private final Path srcSpool;
    private final Path tgtSpool;
    private final OutputStream src;
    private final OutputStream tgt;
    private long srcBytes;
    private long tgtBytes;
    private long pairs;
    private final TokenIds ids;
    /** With ids: source ids, target ids, source lengths, target lengths. */
    private final IntSpool[] idSpools;

    /** A part of text only. */
    public ParallelPartWriter(ParallelSettings settings, BpeCodes codes, Path scratch) throws IOException {
        this(settings, codes, scratch, null, SegmentCache.MAX_BYTES);
    }

    /**
     * @param ids        the run's token ids, for a part with id datasets too; null for text only
     * @param cacheBytes the most the applier may keep of segmented words
     */
    public ParallelPartWriter(ParallelSettings settings, BpeCodes codes, Path scratch, TokenIds ids, long cacheBytes)
            throws IOException {
        this.settings = settings;
        this.count = new ParallelTokenCount(settings.bpe(), codes, cacheBytes);
        this.ids = ids;
        this.srcSpool = Files.createTempFile(scratch, "src", ".txt");
        this.tgtSpool = Files.createTempFile(scratch, "tgt", ".txt");
        this.src = new BufferedOutputStream(Files.newOutputStream(srcSpool), 1 << 16);
        this.tgt = new BufferedOutputStream(Files.newOutputStream(tgtSpool), 1 << 16);
        this.idSpools = ids == null ? new IntSpool[0] : new IntSpool[] {new IntSpool(scratch, "src-ids"),
                new IntSpool(scratch, "tgt-ids"), new IntSpool(scratch, "src-len"), new IntSpool(scratch, "tgt-len")};
    }

    /** A kept pair, cleaned, with its line number (from 0) in the input; lines must ascend. */
    public void pair(long line, String cleanSrc, String cleanTgt) throws IOException {
        String[] bpe = count.pair(line, cleanSrc, cleanTgt);
        String a = bpe[0];
        String b = bpe[1];
        srcBytes += write(src, a);
        tgtBytes += write(tgt, b);
        if (ids != null) {
            try {
                idSpools[2].add(ids.sentence(a, idSpools[0]::add));
                idSpools[3].add(ids.sentence(b, idSpools[1]::add));
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
        }
        pairs++;
    }

    private static long write(OutputStream out, String line) throws IOException {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        out.write(bytes);
        out.write('\n');
        return bytes.length + 1L;
    }

    public long pairs() {
        return pairs;
    }

    /** Tokens after BPE of side 0 (source) or 1 (target). */
    public long tokens(int side) {
        return count.tokens(side);
    }

    /** This part's BPE token counts with their first occurrences, for the run's vocabulary. */
    public BpeVocabulary vocabulary() {
        return count.vocabulary();
    }

    /** Writes the part to {@code out} (which the caller closes): the header, then each spool in turn. */
    public void finish(OutputStream out, PartIdentity identity) throws IOException {
        src.close();
        tgt.close();
        for (IntSpool spool : idSpools) {
            spool.close();
        }
        HeaderFirstFile.Builder h = HeaderFirstFile.builder().attributes(ParallelFileType.partAttributes(settings, pairs,
                ids == null ? 0 : ids.nVocab()));
        identity.writeTo(h::attribute);
        h.dataset(ParallelFileType.SRC, srcBytes, 1, ElementType.INT8, true)
                .dataset(ParallelFileType.TGT, tgtBytes, 1, ElementType.INT8, true);
        List<Path> spools = new ArrayList<>(List.of(srcSpool, tgtSpool));
        for (int i = 0; i < idSpools.length; i++) {
            h.dataset(ParallelFileType.ID_DATASETS.get(i), idSpools[i].count, 1, ElementType.INT32, true);
            spools.add(idSpools[i].file);
        }
        h.build().writeHeader(Channels.newChannel(out));
        byte[] buffer = new byte[1 << 20];
        for (Path spool : spools) {
            try (InputStream in = Files.newInputStream(spool)) {
                for (int n; (n = in.read(buffer)) > 0; ) {
                    out.write(buffer, 0, n);
                }
            }
        }
    }

    @Override
    public void close() throws IOException {
        src.close();
        tgt.close();
        Files.deleteIfExists(srcSpool);
        Files.deleteIfExists(tgtSpool);
        for (IntSpool spool : idSpools) {
            spool.close();
            Files.deleteIfExists(spool.file);
        }
    }

    /** int32 values, little-endian as the part's datasets state, to a local file. */
    private static final class IntSpool {
        private final Path file;
        private final OutputStream out;
        private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
        private long count;
        private boolean closed;

        IntSpool(Path scratch, String name) throws IOException {
            this.file = Files.createTempFile(scratch, name, ".i32");
            this.out = Files.newOutputStream(file);
        }

        void add(int value) {
            if (!buffer.hasRemaining()) {
                flush();
            }
            buffer.putInt(value);
            count++;
        }

        private void flush() {
            try {
                out.write(buffer.array(), 0, buffer.position());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            buffer.clear();
        }

        void close() throws IOException {
            if (!closed) {
                closed = true;
                try {
                    flush();
                } catch (java.io.UncheckedIOException e) {
                    throw e.getCause();
                } finally {
                    out.close();
                }
            }
        }
    }
}

package org.trainprep.core.parallel;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.PartIdentity;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One task's part of a parallel-text run, on either engine: kept pairs arrive in line order, are
 * segmented with the run's codes, spooled to local disk side by side, and their tokens counted for
 * the BPE vocabulary; {@link #finish} writes the part ({@link ParallelFileType}) header first.
 * Memory is the applier's bounded cache and the BPE vocabulary (at most the merges plus the
 * alphabet, as every token is a merge's product or a character).
 */
public final class ParallelPartWriter implements Closeable {

    private final ParallelSettings settings;
    private final BpeApplier bpe;
    private final BpeVocabulary vocabulary = new BpeVocabulary();
    private final Path srcSpool;
    private final Path tgtSpool;
    private final OutputStream src;
    private final OutputStream tgt;
    private long srcBytes;
    private long tgtBytes;
    private long pairs;
    private final long[] tokens = new long[2];
    private long lastLine = -1;

    public ParallelPartWriter(ParallelSettings settings, BpeCodes codes, Path scratch) throws IOException {
        this.settings = settings;
        this.bpe = new BpeApplier(codes);
        this.srcSpool = Files.createTempFile(scratch, "src", ".txt");
        this.tgtSpool = Files.createTempFile(scratch, "tgt", ".txt");
        this.src = new BufferedOutputStream(Files.newOutputStream(srcSpool), 1 << 16);
        this.tgt = new BufferedOutputStream(Files.newOutputStream(tgtSpool), 1 << 16);
    }

    /** A kept pair, cleaned, with its line number (from 0) in the input; lines must ascend. */
    public void pair(long line, String cleanSrc, String cleanTgt) throws IOException {
        if (line <= lastLine) {
            throw new IllegalStateException("pairs out of line order: " + line + " after " + lastLine);
        }
        lastLine = line;
        String a = bpe.segmentLine(cleanSrc);
        String b = bpe.segmentLine(cleanTgt);
        tokens[0] += vocabulary.add(0, line, a);
        tokens[1] += vocabulary.add(1, line, b);
        srcBytes += write(src, a);
        tgtBytes += write(tgt, b);
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
        return tokens[side];
    }

    /** This part's BPE token counts with their first occurrences, for the run's vocabulary. */
    public BpeVocabulary vocabulary() {
        return vocabulary;
    }

    /** Writes the part to {@code file} (replacing what is there). */
    public void finish(Path file, PartIdentity identity) throws IOException {
        src.close();
        tgt.close();
        HeaderFirstFile.Builder h = HeaderFirstFile.builder().attributes(ParallelFileType.partAttributes(settings, pairs));
        identity.writeTo(h::attribute);
        HeaderFirstFile part = h.dataset(ParallelFileType.SRC, srcBytes, 1, ElementType.INT8, true)
                .dataset(ParallelFileType.TGT, tgtBytes, 1, ElementType.INT8, true).build();
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            part.writeHeader(out);
            out.position(part.dataOffset());
            for (Path spool : new Path[] {srcSpool, tgtSpool}) {
                try (FileChannel in = FileChannel.open(spool)) {
                    long n = in.size();
                    for (long at = 0; at < n; ) {
                        at += in.transferTo(at, n - at, out);
                    }
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
    }
}

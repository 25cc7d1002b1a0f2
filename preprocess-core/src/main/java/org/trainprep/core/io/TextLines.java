package org.trainprep.core.io;

import org.trainprep.core.stage.LineFn;
import org.trainprep.core.util.LookaheadIterator;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * The lines of a local file exactly as Hadoop's {@code TextInputFormat} (which every engine reads
 * with) defines them: by default they end at {@code \n}, {@code \r} or {@code \r\n}; with
 * {@link #newlineOnly} at {@code \n} alone, a {@code \r} staying in the line (as the format reads
 * with {@code textinputformat.record.delimiter} set to {@code \n}). A line's position is the offset
 * of its first byte in the decompressed stream. {@code .gz} files are decompressed. For the
 * engine-free reference runners, which the engines are checked against.
 */
public final class TextLines extends LookaheadIterator<TextLines.Line> implements AutoCloseable {

    /**
     * A line's bytes (without its terminator) and the offset of its first byte; of a line longer
     * than {@link LineFn#MAX_LINE_BYTES}, {@code tooLong} and its first {@link LineFn#TOO_LONG_HEAD}
     * bytes, as the engines' readers hand it on.
     */
    public record Line(long offset, byte[] bytes, boolean tooLong) {
        public String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    private static final byte[] EMPTY = new byte[0];

    private final InputStream in;
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
    private final boolean crBreaks;
    private long pos;

    /** Lines ending at {@code \n}, {@code \r} or {@code \r\n}. */
    public TextLines(Path file) throws IOException {
        this(file, true);
    }

    /** Lines ending at {@code \n} alone: a {@code \r} is a byte of its line (parallel text, as the Moses scripts read it). */
    public static TextLines newlineOnly(Path file) throws IOException {
        return new TextLines(file, false);
    }

    /** Lines ending at {@code \n} alone, of a stream already decompressed; closing the lines closes it. */
    public static TextLines newlineOnly(InputStream decompressed) {
        return new TextLines(decompressed, false);
    }

    private TextLines(Path file, boolean crBreaks) throws IOException {
        this(open(file), crBreaks);
    }

    private TextLines(InputStream decompressed, boolean crBreaks) {
        this.crBreaks = crBreaks;
        this.in = new BufferedInputStream(decompressed, 1 << 16);
    }

    private static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
    }

    @Override
    protected Line computeNext() throws IOException {
        buf.reset();
        long start = pos;
        int b;
        while ((b = in.read()) >= 0) {
            pos++;
            if (b == '\n') {
                return line(start);
            }
            if (b == '\r' && crBreaks) {
                in.mark(1);
                if (in.read() == '\n') {
                    pos++;
                } else {
                    in.reset();
                }
                return line(start);
            }
            if (buf.size() <= LineFn.MAX_LINE_BYTES) {
                buf.write(b);
            }
        }
        return pos > start ? line(start) : null;
    }

    private Line line(long start) {
        if (buf.size() > LineFn.MAX_LINE_BYTES) {
            return new Line(start, java.util.Arrays.copyOf(buf.toByteArray(), LineFn.TOO_LONG_HEAD), true);
        }
        byte[] bytes = buf.toByteArray();
        return new Line(start, bytes.length == 0 ? EMPTY : bytes, false);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

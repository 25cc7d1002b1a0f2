package org.trainprep.core.io;

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
 * with) defines them: they end at {@code \n}, {@code \r} or {@code \r\n}, and a line's position is
 * the offset of its first byte in the decompressed stream. {@code .gz} files are decompressed. For
 * the engine-free reference runners, which the engines are checked against.
 */
public final class TextLines extends LookaheadIterator<TextLines.Line> implements AutoCloseable {

    /** A line's bytes (without its terminator) and the offset of its first byte. */
    public record Line(long offset, byte[] bytes) {
        public String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    private static final byte[] EMPTY = new byte[0];

    private final InputStream in;
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
    private long pos;

    public TextLines(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        in = new BufferedInputStream(file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw,
                1 << 16);
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
            if (b == '\r') {
                in.mark(1);
                if (in.read() == '\n') {
                    pos++;
                } else {
                    in.reset();
                }
                return line(start);
            }
            buf.write(b);
        }
        return pos > start ? line(start) : null;
    }

    private Line line(long start) {
        byte[] bytes = buf.toByteArray();
        return new Line(start, bytes.length == 0 ? EMPTY : bytes);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}

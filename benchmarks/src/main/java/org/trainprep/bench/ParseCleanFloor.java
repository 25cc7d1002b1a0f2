package org.trainprep.bench;

import org.trainprep.core.reviews.CleanStage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * The floor the review chain is measured against: the same file parsed and cleaned
 * ({@link CleanStage}, the chain's stage 1) in one thread, lines cut from 1 MiB reads, nothing
 * else (no dedup, no vocabulary, no encoding, no framework). Run twice; the second run is the
 * figure (the first warms the JIT). Prints {@code floor MB/s records/s}.
 */
public final class ParseCleanFloor {

    private ParseCleanFloor() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        run(file);
        long start = System.nanoTime();
        long[] counted = run(file);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "floor %.1f MB/s %.0f records/s (%d lines, %d records, %.2f s)%n",
                counted[0] / 1e6 / seconds, counted[1] / seconds, counted[1], counted[2], seconds);
    }

    /**
     * The file cut to its first {@code bytes} (at a line's end), as a split is: the file itself when
     * smaller, else a copy beside it named for the size, made once.
     */
    static Path prefix(Path file, long bytes) throws IOException {
        if (java.nio.file.Files.size(file) <= bytes) {
            return file;
        }
        Path cut = file.resolveSibling(file.getFileName() + "." + (bytes >> 20) + "m");
        if (java.nio.file.Files.exists(cut)) {
            return cut;
        }
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ);
             FileChannel out = FileChannel.open(cut, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                     StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buf = ByteBuffer.allocate(1 << 20);
            long copied = 0;
            while (copied < bytes && in.read(buf.clear()) > 0) {
                buf.flip();
                if (copied + buf.remaining() >= bytes) {
                    int end = (int) (bytes - copied);
                    while (end < buf.limit() && buf.get(end) != '\n') {
                        end++;
                    }
                    buf.limit(Math.min(buf.limit(), end + 1));
                }
                copied += buf.remaining();
                while (buf.hasRemaining()) {
                    out.write(buf);
                }
            }
        }
        return cut;
    }

    /** bytes, lines, records */
    static long[] run(Path file) throws IOException {
        CleanStage stage = new CleanStage();
        long bytes = 0;
        long lines = 0;
        long records = 0;
        long sink = 0;
        byte[] line = new byte[1 << 16];
        int len = 0;
        ByteBuffer buf = ByteBuffer.allocate(1 << 20);
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            int n;
            while ((n = in.read(buf.clear())) > 0) {
                bytes += n;
                byte[] a = buf.array();
                for (int i = 0; i < n; i++) {
                    byte b = a[i];
                    if (b == '\n') {
                        lines++;
                        if (stage.accept(line, 0, len)) {
                            records++;
                            sink += stage.cleaned().length();
                        }
                        len = 0;
                    } else {
                        if (len == line.length) {
                            line = java.util.Arrays.copyOf(line, len * 2);
                        }
                        line[len++] = b;
                    }
                }
            }
        }
        if (len > 0) {
            lines++;
            if (stage.accept(line, 0, len)) {
                records++;
            }
        }
        if (sink == 42) {
            System.out.print("");
        }
        return new long[]{bytes, lines, records};
    }
}

package org.trainprep.core.parallel;

import org.trainprep.core.cli.UsageException;
import org.trainprep.core.io.TextLines;
import org.trainprep.core.text.Utf8;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * A development pair (a test set such as newstest2014): tokenized and segmented with the run's
 * codes in the driver, never cleaned, since a dropped line would misalign it. So it is checked
 * whole before the run claims its output, and refused in one line unless its two sides have as
 * many lines (split at {@code \n}, as the training sides), every line is UTF-8, and each side is a
 * test set's size, not a corpus's ({@link #MAX_BYTES}). The same for every engine and the reference
 * runner; they differ only in how they open a file ({@link Files}).
 */
public final class DevPair {

    /** The most a side may hold: it is segmented into the driver's memory. */
    public static final long MAX_BYTES = 64L << 20;

    /** How a runner reads a side: its size, and its bytes decompressed. */
    public interface Files {
        long size(String file) throws IOException;

        InputStream open(String file) throws IOException;
    }

    private DevPair() {
    }

    /** Refuses a pair whose sides are too big, not UTF-8 or not line-aligned, naming the file and the fix. */
    public static void check(String src, String tgt, Files files) throws IOException, UsageException {
        for (String side : new String[] {src, tgt}) {
            long size = files.size(side);
            if (size > MAX_BYTES) {
                throw new UsageException(String.format(Locale.ROOT, "parallel: --dev %s is %,d bytes: a development pair is"
                        + " tokenized and segmented in the driver, so each side may hold at most %,d bytes (a test set);"
                        + " give a corpus as --src and --tgt", side, size, MAX_BYTES));
            }
        }
        long srcLines = lines(src, files);
        long tgtLines = lines(tgt, files);
        if (srcLines != tgtLines) {
            throw new UsageException("parallel: --dev " + src + " has " + srcLines + " lines but " + tgt + " has "
                    + tgtLines + ": the two sides of a development pair must be line-aligned (line n of one the"
                    + " translation of line n of the other); give the two sides of one test set");
        }
    }

    /** A side's lines, or a usage error naming its first line that is not UTF-8. */
    private static long lines(String file, Files files) throws IOException, UsageException {
        try (TextLines lines = TextLines.newlineOnly(files.open(file))) {
            return lines(file, lines);
        } catch (java.io.UncheckedIOException e) {
            throw new IOException("--dev " + file + " cannot be read: " + e.getCause().getMessage(), e.getCause());
        }
    }

    private static long lines(String file, TextLines lines) throws UsageException {
        long n = 0;
        {
            while (lines.hasNext()) {
                byte[] b = lines.next().bytes();
                n++;
                BitSet bad = Utf8.invalidBytes(b, 0, b.length);
                if (bad != null) {
                    int at = bad.nextSetBit(0);
                    throw new UsageException(String.format(Locale.ROOT, "parallel: --dev %s line %d is not UTF-8 (byte"
                            + " 0x%02X at byte %d of the line): a development pair keeps every line, so it cannot drop"
                            + " this one; convert the file to UTF-8 (e.g. iconv -f LATIN1 -t UTF-8)", file, n, b[at] & 0xff,
                            at + 1));
                }
            }
        }
        return n;
    }

    /** A side tokenized ({@code side}) and segmented ({@code bpe}), a line for each line; the side has been {@link #check}ed. */
    /**
     * The text with every character Python ends a line at ({@code str.splitlines}: {@code \r},
     * {@code \x0b}, {@code \x0c}, {@code \x1c}-{@code \x1e}, {@code \x85}, {@code \u2028},
     * {@code \u2029}; a file read in text mode ends lines at {@code \r} too) made a space, so the
     * file has one line per input line for every reader. Tokenizing turns them into spaces anyway;
     * they survive only where {@code tokenizer.perl} copies a line verbatim (one of white space
     * alone) and in {@code --tokenized} input, which a development pair is never cleaned of.
     */
    static String oneLine(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\u000b' || c == '\u000c' || c >= '\u001c' && c <= '\u001e' || c == '\u0085'
                    || c == '\u2028' || c == '\u2029') {
                if (b == null) {
                    b = new StringBuilder(text);
                }
                b.setCharAt(i, ' ');
            }
        }
        return b == null ? text : b.toString();
    }

    public static byte[] segment(InputStream decompressed, SideText side, UnaryOperator<String> bpe) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TextLines lines = TextLines.newlineOnly(decompressed)) {
            while (lines.hasNext()) {
                byte[] b = lines.next().bytes();
                String text = side.prepare(b, b.length);
                if (text == null) {
                    throw new IOException("a development line is not UTF-8: the file changed after it was checked");
                }
                out.write(bpe.apply(oneLine(text)).getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
        }
        return out.toByteArray();
    }
}

package org.trainprep.core.neardup;

import java.nio.ByteBuffer;
import java.util.List;

/**
 * Where a text first occurs in the run's input: the file's place in input order and the byte
 * offset of its line (in the file's text, decompressed). As 12 bytes, the file's place then the
 * offset, big-endian, unsigned byte order is input order: the text that came first sorts first.
 */
public final class Position {

    /** Bytes of an encoded position. */
    public static final int WIDTH = 12;

    private Position() {
    }

    public static byte[] of(int file, long offset) {
        return ByteBuffer.allocate(WIDTH).putInt(file).putLong(offset).array();
    }

    public static int file(byte[] b, int from) {
        return ByteBuffer.wrap(b, from, WIDTH).getInt();
    }

    public static long offset(byte[] b, int from) {
        return ByteBuffer.wrap(b, from + 4, 8).getLong();
    }

    /** {@code {"file": "...", "offset": N}}, the file named as the run lists its inputs. */
    public static String json(byte[] b, int from, List<String> files) {
        return "{\"file\":" + jsonString(files.get(file(b, from))) + ",\"offset\":" + offset(b, from) + "}";
    }

    static String jsonString(String s) {
        return '"' + new String(com.fasterxml.jackson.core.io.JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
    }
}

package org.trainprep.spark.parallel;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** A side's line on its way to the join: side, whether it is UTF-8, its byte offset, its (tokenized) text. */
final class SideLine {

    final int side;
    final boolean valid;
    final long offset;
    final byte[] text;

    private SideLine(int side, boolean valid, long offset, byte[] text) {
        this.side = side;
        this.valid = valid;
        this.offset = offset;
        this.text = text;
    }

    static byte[] encode(int side, boolean valid, long offset, byte[] text) {
        return ByteBuffer.allocate(10 + text.length).put((byte) side).put((byte) (valid ? 1 : 0)).putLong(offset).put(text)
                .array();
    }

    static SideLine decode(byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int side = b.get();
        boolean valid = b.get() == 1;
        long offset = b.getLong();
        byte[] text = new byte[b.remaining()];
        b.get(text);
        return new SideLine(side, valid, offset, text);
    }

    String string() {
        return new String(text, StandardCharsets.UTF_8);
    }

    /** A dropped pair as its sample shows it: the source side, {@code " ||| "}, the target side. */
    static byte[] pairText(byte[] src, byte[] tgt) {
        byte[] sep = " ||| ".getBytes(StandardCharsets.US_ASCII);
        byte[] b = new byte[src.length + sep.length + tgt.length];
        System.arraycopy(src, 0, b, 0, src.length);
        System.arraycopy(sep, 0, b, src.length, sep.length);
        System.arraycopy(tgt, 0, b, src.length + sep.length, tgt.length);
        return b;
    }
}

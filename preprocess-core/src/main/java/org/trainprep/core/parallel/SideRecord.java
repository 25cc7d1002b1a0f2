package org.trainprep.core.parallel;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One side's line on its way to the join, the same bytes on every engine: which side, whether it
 * was UTF-8, its byte offset in its file (for a reject sample), and its text (tokenized, or the
 * raw bytes when not UTF-8).
 */
public final class SideRecord {

    public final int side;
    public final boolean valid;
    public final long offset;
    public final byte[] text;

    private SideRecord(int side, boolean valid, long offset, byte[] text) {
        this.side = side;
        this.valid = valid;
        this.offset = offset;
        this.text = text;
    }

    public static byte[] encode(int side, boolean valid, long offset, byte[] text) {
        return ByteBuffer.allocate(10 + text.length).put((byte) side).put((byte) (valid ? 1 : 0)).putLong(offset).put(text)
                .array();
    }

    public static SideRecord decode(byte[] bytes, int length) {
        ByteBuffer b = ByteBuffer.wrap(bytes, 0, length);
        int side = b.get();
        boolean valid = b.get() == 1;
        long offset = b.getLong();
        byte[] text = new byte[b.remaining()];
        b.get(text);
        return new SideRecord(side, valid, offset, text);
    }

    public String string() {
        return new String(text, StandardCharsets.UTF_8);
    }

    /** A pair's two sides joined: kept (cleaned) or why not, {@link PairRejectReason#INVALID_UTF8} first. */
    public static PairCleaner.Result join(PairCleaner cleaner, SideRecord src, SideRecord tgt) {
        if (!src.valid || !tgt.valid) {
            return new PairCleaner.Result(src.string(), tgt.string(), PairRejectReason.INVALID_UTF8);
        }
        return cleaner.clean(src.string(), tgt.string());
    }

    /** A dropped pair as its sample shows it: the source side, {@code " ||| "}, the target side, as they were read. */
    public static byte[] sample(SideRecord src, SideRecord tgt) {
        byte[] sep = " ||| ".getBytes(StandardCharsets.US_ASCII);
        byte[] b = new byte[src.text.length + sep.length + tgt.text.length];
        System.arraycopy(src.text, 0, b, 0, src.text.length);
        System.arraycopy(sep, 0, b, src.text.length, sep.length);
        System.arraycopy(tgt.text, 0, b, src.text.length + sep.length, tgt.text.length);
        return b;
    }
}

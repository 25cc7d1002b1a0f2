package org.trainprep.core.parallel;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One side's line on its way to the join, the same bytes on every engine: which side, whether it
 * was UTF-8, its byte offset in its file (for a reject sample), and its text (tokenized, or the
 * raw bytes when not UTF-8).
 */
public final class SideRecord {

    private static final byte NOT_UTF8 = 0;
    private static final byte UTF8 = 1;
    private static final byte TOO_LONG = 2;

    public final int side;
    public final boolean valid;
    /** A line too long to read ({@link org.trainprep.core.stage.LineFn#tooLong}): its text is its first bytes. */
    public final boolean tooLong;
    public final long offset;
    public final byte[] text;

    private SideRecord(int side, byte state, long offset, byte[] text) {
        this.side = side;
        this.valid = state == UTF8;
        this.tooLong = state == TOO_LONG;
        this.offset = offset;
        this.text = text;
    }

    public static byte[] encode(int side, boolean valid, long offset, byte[] text) {
        return encode(side, valid ? UTF8 : NOT_UTF8, offset, text);
    }

    /** A line too long to read, by its first bytes. */
    public static byte[] encodeTooLong(int side, long offset, byte[] head) {
        return encode(side, TOO_LONG, offset, head);
    }

    private static byte[] encode(int side, byte state, long offset, byte[] text) {
        return ByteBuffer.allocate(10 + text.length).put((byte) side).put(state).putLong(offset).put(text).array();
    }

    public static SideRecord decode(byte[] bytes, int length) {
        ByteBuffer b = ByteBuffer.wrap(bytes, 0, length);
        int side = b.get();
        byte state = b.get();
        long offset = b.getLong();
        byte[] text = new byte[b.remaining()];
        b.get(text);
        return new SideRecord(side, state, offset, text);
    }

    public String string() {
        return new String(text, StandardCharsets.UTF_8);
    }

    /**
     * A pair's two sides joined: kept (cleaned) or why not, {@link PairRejectReason#LINE_TOO_LONG} first,
     * then {@link PairRejectReason#INVALID_UTF8}.
     */
    public static PairCleaner.Result join(PairCleaner cleaner, SideRecord src, SideRecord tgt) {
        if (src.tooLong || tgt.tooLong) {
            return new PairCleaner.Result(src.string(), tgt.string(), PairRejectReason.LINE_TOO_LONG);
        }
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

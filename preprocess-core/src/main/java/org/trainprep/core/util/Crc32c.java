package org.trainprep.core.util;

import java.util.OptionalLong;

/**
 * CRC-32C arithmetic beyond {@link java.util.zip.CRC32C}'s running sum, which the data checksums
 * need: combining the checksums of two adjacent byte ranges without reading either again (so a
 * file composed server-side from parts gets a checksum from theirs), and finding the one byte
 * that differs between a range and its recorded checksum (so {@code verify} names the row).
 *
 * <p>Why it works: for messages of one length, CRC-32C (reflected polynomial {@value #POLY_HEX},
 * all-ones initial value and final XOR) is affine, and appending {@code n} bytes to a message
 * moves its CRC through {@code n} steps of one linear map {@code L} on 32-bit states, one zero
 * byte each. So {@code crc(A + B) = L^|B|(crc(A)) ^ crc(B)}, where {@code L^n} comes from squaring
 * the 32x32 bit matrix of {@code L}; and the XOR of the CRCs of two equal-length messages that
 * differ in one byte {@code e} at {@code j} is {@code L^(n-1-j)(T[e])} ({@code T} the byte table),
 * which {@link #locateByteError} walks back with {@code L}'s inverse.
 */
public final class Crc32c {

    private static final String POLY_HEX = "0x82F63B78";
    private static final int POLY = 0x82F63B78;
    /** Raw CRC (zero initial value, no final XOR) of each single byte. */
    private static final int[] TABLE = new int[256];
    /** The byte whose table entry has each top byte: {@code L} is invertible because these are distinct. */
    private static final int[] BY_TOP_BYTE = new int[256];
    /** {@code L^(2^k)} as 32 columns (the image of each bit), for k = 0..63. */
    private static final int[][] SHIFT_POWERS = new int[64][];

    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ POLY : c >>> 1;
            }
            TABLE[i] = c;
            BY_TOP_BYTE[c >>> 24] = i;
        }
        int[] one = new int[32];
        for (int bit = 0; bit < 32; bit++) {
            one[bit] = zeroByte(1 << bit);
        }
        SHIFT_POWERS[0] = one;
        for (int k = 1; k < 64; k++) {
            SHIFT_POWERS[k] = square(SHIFT_POWERS[k - 1]);
        }
    }

    private Crc32c() {
    }

    /** The CRC-32C of {@code bytes[off, off + len)}. */
    public static int of(byte[] bytes, int off, int len) {
        java.util.zip.CRC32C c = new java.util.zip.CRC32C();
        c.update(bytes, off, len);
        return (int) c.getValue();
    }

    /** The CRC-32C of {@code A} followed by {@code B}, from {@code crc(A)}, {@code crc(B)} and {@code B}'s length. */
    public static int combine(int crcA, int crcB, long lengthB) {
        return shift(crcA, lengthB) ^ crcB;
    }

    /** The CRC-32C of {@code B}, where {@code A} followed by {@code B} has {@code crcAB}. */
    public static int suffix(int crcAB, int crcA, long lengthB) {
        return shift(crcA, lengthB) ^ crcAB;
    }

    /** {@code L^n(state)}: the state after {@code n} zero bytes, raw. */
    static int shift(int state, long n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative length " + n);
        }
        int v = state;
        for (int k = 0; n != 0; k++, n >>>= 1) {
            if ((n & 1) != 0) {
                v = apply(SHIFT_POWERS[k], v);
            }
        }
        return v;
    }

    /**
     * Where a range of {@code length} bytes recorded with {@code expected} and read with
     * {@code actual} differs, if it differs in exactly one byte: that byte's offset; empty when
     * the difference is not one byte (several bytes, or a different length).
     */
    public static OptionalLong locateByteError(int expected, int actual, long length) {
        int w = expected ^ actual;
        if (w == 0) {
            return OptionalLong.empty();
        }
        for (long d = 0; d < length; d++) {
            // w = L^d(T[e]) for an error byte e at offset length-1-d: T[e]'s top byte identifies e
            int e = BY_TOP_BYTE[w >>> 24];
            if (e != 0 && TABLE[e] == w) {
                return OptionalLong.of(length - 1 - d);
            }
            w = unshift(w);
        }
        return OptionalLong.empty();
    }

    private static int zeroByte(int v) {
        return (v >>> 8) ^ TABLE[v & 0xff];
    }

    /** {@code L}'s inverse: the state before one zero byte. */
    private static int unshift(int w) {
        int low = BY_TOP_BYTE[w >>> 24];
        return ((w ^ TABLE[low]) << 8) | low;
    }

    private static int apply(int[] matrix, int v) {
        int r = 0;
        for (int bit = 0; v != 0; bit++, v >>>= 1) {
            if ((v & 1) != 0) {
                r ^= matrix[bit];
            }
        }
        return r;
    }

    private static int[] square(int[] m) {
        int[] r = new int[32];
        for (int bit = 0; bit < 32; bit++) {
            r[bit] = apply(m, m[bit]);
        }
        return r;
    }

    /** As the manifest writes a checksum: eight lowercase hex digits. */
    public static String hex(int crc) {
        return String.format("%08x", crc);
    }

    public static int parseHex(String hex) {
        return Integer.parseUnsignedInt(hex, 16);
    }
}

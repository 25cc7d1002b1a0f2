package org.trainprep.core.util;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Hex SHA-256 digests, as manifests state them for the files they name. */
public final class Sha256 {

    private Sha256() {
    }

    public static String of(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /** Of everything left in {@code in}, which is not closed. */
    public static String of(InputStream in) throws IOException {
        MessageDigest d = digest();
        byte[] buf = new byte[1 << 16];
        for (int n; (n = in.read(buf)) > 0; ) {
            d.update(buf, 0, n);
        }
        return HexFormat.of().formatHex(d.digest());
    }

    public static String of(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return of(in);
        }
    }

    /** A channel that passes bytes on to another and keeps their SHA-256 and count. */
    public static final class Channel implements WritableByteChannel {
        private final WritableByteChannel out;
        private final MessageDigest digest = digest();
        private long bytes;

        public Channel(WritableByteChannel out) {
            this.out = out;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            ByteBuffer seen = src.duplicate();
            int n = out.write(src);
            seen.limit(seen.position() + n);
            digest.update(seen);
            bytes += n;
            return n;
        }

        /** Bytes written so far. */
        public long bytes() {
            return bytes;
        }

        /** The digest of everything written; call once, at the end. */
        public String hex() {
            return HexFormat.of().formatHex(digest.digest());
        }

        @Override
        public boolean isOpen() {
            return out.isOpen();
        }

        /** Leaves {@code out} open: its owner closes it. */
        @Override
        public void close() {
        }
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}

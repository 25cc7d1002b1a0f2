package org.trainprep.testdata;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/** Every file under a directory and its SHA-256, by relative path: equal snapshots mean byte-identical trees. */
public final class DirectorySnapshot {

    private DirectorySnapshot() {
    }

    public static Map<String, String> of(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (var all = Files.walk(dir)) {
            for (Path f : all.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(f).toString(), sha256(f));
            }
        }
        return files;
    }

    private static String sha256(Path f) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(f), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.h5.ConsumerChannel;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * {@code verify}'s check of a text file a manifest lists under {@code files}: read once, its size
 * and SHA-256 against the manifest's entry, and its lines counted for the type's own check.
 */
public final class TextFileCheck {

    private TextFileCheck() {
    }

    /**
     * Adds a problem line for a missing file, a wrong size or a wrong digest.
     *
     * @param entry the manifest's {@code files} entry of this file ({@code bytes}, {@code sha256})
     * @return the file's lines ({@code \n} counted), or -1 when it is missing
     */
    public static long check(PublishedFiles files, String name, JsonNode entry, Verification result) throws IOException {
        if (!files.exists(name)) {
            result.problem("missing: " + files.uri(name) + " named by the manifest");
            return -1;
        }
        long lines = 0;
        Sha256.Channel digest = new Sha256.Channel(new ConsumerChannel(b -> b.position(b.limit())));
        try (InputStream in = files.read(name)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    if (buf[i] == '\n') {
                        lines++;
                    }
                }
                digest.write(ByteBuffer.wrap(buf, 0, n));
            }
        }
        long bytes = entry.path("bytes").asLong();
        if (digest.bytes() != bytes) {
            result.problem("size: " + files.uri(name) + " has " + digest.bytes() + " bytes, the manifest says " + bytes);
        }
        String sha256 = digest.hex();
        if (!sha256.equals(entry.path("sha256").asText())) {
            result.problem("digest: " + files.uri(name) + " has SHA-256 " + sha256 + ", the manifest says "
                    + entry.path("sha256").asText());
        }
        return lines;
    }
}

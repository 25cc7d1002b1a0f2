package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * {@code verify}'s check of an HDF5 file a manifest states the size and SHA-256 of: read whole
 * once, digested on its way to the local scratch folder, where the type's own check then opens it
 * with jHDF (which needs a local file).
 */
public final class DigestedCopy {

    private DigestedCopy() {
    }

    /**
     * Adds a problem line for a missing file, a wrong size or a wrong digest.
     *
     * @param entry what the manifest states of the file ({@code bytes}, {@code sha256})
     * @return the local copy, or null when the file is missing or not what the manifest states
     */
    public static Path fetch(PublishedFiles files, String name, JsonNode entry, Verification result) throws IOException {
        String uri = files.uri(name);
        if (!files.exists(name)) {
            result.problem("missing: " + uri + " named by the manifest");
            return null;
        }
        long size = files.size(name);
        if (size != entry.path("bytes").asLong()) {
            result.problem("size: " + uri + " has " + size + " bytes, the manifest says " + entry.path("bytes").asLong());
            return null;
        }
        Path local = files.scratch().resolve(name);
        String sha256;
        try (InputStream in = files.read(name);
             FileChannel out = FileChannel.open(local, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            Sha256.Channel digest = new Sha256.Channel(out);
            in.transferTo(Channels.newOutputStream(digest));
            sha256 = digest.hex();
        }
        if (!sha256.equals(entry.path("sha256").asText())) {
            result.problem("digest: " + uri + " has SHA-256 " + sha256 + ", the manifest says "
                    + entry.path("sha256").asText());
            return null;
        }
        return local;
    }
}

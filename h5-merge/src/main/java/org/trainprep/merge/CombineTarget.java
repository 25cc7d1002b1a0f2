package org.trainprep.merge;

import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.progress.TransferProgress;

import java.io.IOException;
import java.nio.channels.WritableByteChannel;

/**
 * A directory that receives a combined file and then its {@code manifest.json}. The file is
 * published whole or not at all: readers never see half a file, and a failure leaves nothing
 * behind (no temporary file, no pending multipart upload).
 */
public interface CombineTarget {

    boolean exists(String name) throws IOException;

    /** Removes {@code name} if it is there (an earlier output's manifest, before its files are replaced). */
    void delete(String name) throws IOException;

    /**
     * The least offset this target wants the data region at, for a file with {@code dataBytes} of
     * data: S3 composing a large file wants the header alone in the first multipart part, which
     * must be at least 5 MiB; streamed targets need none.
     */
    default long minDataOffset(long dataBytes) {
        return 0;
    }

    /** Writes {@code file} as {@code name}, replacing what is there, without staging it anywhere. */
    void publish(CombinedFile file, String name, TransferProgress progress) throws IOException;

    void publishBytes(byte[] bytes, String name) throws IOException;

    /** A file written whole: its name, size and SHA-256 (hex, or null when it was composed, not streamed). */
    record Written(String name, long bytes, String sha256) {
    }

    /** Writes the bytes a file is made of, front to back. */
    @FunctionalInterface
    interface StreamWriter {
        void write(WritableByteChannel out) throws IOException;
    }

    /**
     * Streams a file whose bytes are produced as it is written (text rendered from the parts, or a
     * file digested whole) to {@code name}, replacing what is there, digesting it on the way.
     */
    Written publishDigested(String name, StreamWriter writer) throws IOException;

    /** The URI a user would pass to fetch {@code name}. */
    String uri(String name);
}

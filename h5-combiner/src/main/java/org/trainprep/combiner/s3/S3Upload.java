package org.trainprep.combiner.s3;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.UploadPartResponse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Uploads a local file to one S3 object: a single PUT up to the part size, a multipart upload
 * above it. Parts are streamed from the file (one file region per request, re-opened if the SDK
 * retries), so memory does not grow with the file. A multipart upload that fails for any reason
 * is aborted, so no invisible parts are left behind billing the bucket owner.
 */
final class S3Upload {

    private static final Logger LOG = LoggerFactory.getLogger(S3Upload.class);

    /** S3 allows at most 10,000 parts; larger files get larger parts. */
    static final int MAX_PARTS = 10_000;

    private final S3Client s3;
    private final long partBytes;

    /** @param partBytes at least 5 MiB (S3's minimum for all but the last part) */
    S3Upload(S3Client s3, long partBytes) {
        if (partBytes < (5L << 20)) {
            throw new IllegalArgumentException("S3 parts must be at least 5 MiB, was " + partBytes);
        }
        this.s3 = s3;
        this.partBytes = partBytes;
    }

    /** @return the number of parts sent (1 for a single PUT) */
    int upload(Path file, S3Location target) throws IOException {
        long size = Files.size(file);
        if (size <= partBytes) {
            try {
                s3.putObject(b -> b.bucket(target.bucket()).key(target.key()).contentLength(size),
                        RequestBody.fromFile(file));
                return 1;
            } catch (SdkException e) {
                throw S3Errors.io("uploading " + target, e);
            }
        }
        long part = Math.max(partBytes, (size + MAX_PARTS - 1) / MAX_PARTS);
        String uploadId;
        try {
            uploadId = s3.createMultipartUpload(b -> b.bucket(target.bucket()).key(target.key())).uploadId();
        } catch (SdkException e) {
            throw S3Errors.io("starting the upload of " + target, e);
        }
        try {
            List<CompletedPart> done = new ArrayList<>();
            int number = 1;
            for (long offset = 0; offset < size; offset += part, number++) {
                long length = Math.min(part, size - offset);
                long from = offset;
                int n = number;
                UploadPartResponse r = s3.uploadPart(b -> b.bucket(target.bucket()).key(target.key())
                                .uploadId(uploadId).partNumber(n).contentLength(length),
                        RequestBody.fromContentProvider(() -> region(file, from, length), length, "application/octet-stream"));
                done.add(CompletedPart.builder().partNumber(n).eTag(r.eTag()).build());
            }
            s3.completeMultipartUpload(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId)
                    .multipartUpload(m -> m.parts(done)));
            LOG.info("uploaded {} ({} bytes) in {} parts", target, size, done.size());
            return done.size();
        } catch (SdkException | UncheckedIOException e) {
            abort(target, uploadId, e);
            throw e instanceof SdkException se ? S3Errors.io("uploading " + target, se)
                    : new IOException("uploading " + target + ": " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            abort(target, uploadId, e);
            throw e;
        }
    }

    private void abort(S3Location target, String uploadId, Throwable cause) {
        try {
            s3.abortMultipartUpload(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId));
            LOG.warn("aborted the multipart upload of {} after: {}", target, cause.toString());
        } catch (SdkException e) {
            // The cause is what the user must see; this tells them what is left to clean up.
            cause.addSuppressed(new IOException("could not abort multipart upload " + uploadId + " of " + target
                    + "; remove it with `aws s3api abort-multipart-upload`: " + S3Errors.describe(e)));
        }
    }

    private static InputStream region(Path file, long from, long length) {
        try {
            FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
            ch.position(from);
            return new BoundedInputStream(Channels.newInputStream(ch), length);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** At most {@code limit} bytes of {@code in}; closing it closes {@code in}. */
    private static final class BoundedInputStream extends InputStream {
        private final InputStream in;
        private long left;

        BoundedInputStream(InputStream in, long limit) {
            this.in = in;
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int b = in.read();
            if (b >= 0) {
                left--;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}

package org.trainprep.combiner.s3;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.UploadPartResponse;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Uploads a local file to one S3 object: a single PUT up to the part size, a multipart upload
 * above it with a few parts in flight at once. Parts are streamed from the file (one file region
 * per request, re-opened if the SDK retries), so memory does not grow with the file. A multipart
 * upload that fails for any reason is aborted once no part is in flight any more, so no invisible
 * parts are left behind billing the bucket owner.
 */
final class S3Upload {

    private static final Logger LOG = LoggerFactory.getLogger(S3Upload.class);

    /** S3 allows at most 10,000 parts; larger files get larger parts. */
    static final int MAX_PARTS = 10_000;

    private final S3Client s3;
    private final long partBytes;
    private final int concurrency;

    /**
     * @param partBytes   at least 5 MiB (S3's minimum for all but the last part)
     * @param concurrency parts in flight at once; each streams from the file, so memory does not grow with it
     */
    S3Upload(S3Client s3, long partBytes, int concurrency) {
        if (partBytes < (5L << 20)) {
            throw new IllegalArgumentException("S3 parts must be at least 5 MiB, was " + partBytes);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("at least one part upload at a time, was " + concurrency);
        }
        this.s3 = s3;
        this.partBytes = partBytes;
        this.concurrency = concurrency;
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
        int parts = Math.toIntExact((size + part - 1) / part);
        String uploadId;
        try {
            uploadId = s3.createMultipartUpload(b -> b.bucket(target.bucket()).key(target.key())).uploadId();
        } catch (SdkException e) {
            throw S3Errors.io("starting the upload of " + target, e);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(concurrency, parts), r -> {
            Thread t = new Thread(r, "s3-upload");
            t.setDaemon(true);
            return t;
        });
        try {
            CompletionService<CompletedPart> running = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < parts; i++) {
                int number = i + 1;
                long from = i * part;
                long length = Math.min(part, size - from);
                running.submit(() -> uploadPart(file, target, uploadId, number, from, length));
            }
            CompletedPart[] done = new CompletedPart[parts];
            for (int i = 0; i < parts; i++) {
                CompletedPart p = running.take().get(); // the first failure ends the upload, whichever part it was
                done[p.partNumber() - 1] = p;
            }
            s3.completeMultipartUpload(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId)
                    .multipartUpload(m -> m.parts(done)));
            LOG.info("uploaded {} ({} bytes) in {} parts", target, size, parts);
            return parts;
        } catch (ExecutionException e) {
            throw failed(pool, target, uploadId, e.getCause() != null ? e.getCause() : e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failed(pool, target, uploadId, e);
        } catch (RuntimeException | Error e) {
            throw failed(pool, target, uploadId, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private CompletedPart uploadPart(Path file, S3Location target, String uploadId, int number, long from, long length)
            throws IOException {
        try (FileRegionBody body = new FileRegionBody(file, from, length)) {
            UploadPartResponse r = s3.uploadPart(b -> b.bucket(target.bucket()).key(target.key())
                            .uploadId(uploadId).partNumber(number).contentLength(length),
                    RequestBody.fromContentProvider(body, length, "application/octet-stream"));
            return CompletedPart.builder().partNumber(number).eTag(r.eTag()).build();
        }
    }

    /** Stops the parts in flight, aborts the upload, and says in one line what failed. */
    private IOException failed(ExecutorService pool, S3Location target, String uploadId, Throwable cause) {
        stop(pool);
        abort(target, uploadId, cause);
        if (cause instanceof Error err) {
            throw err;
        }
        if (cause instanceof SdkException se) {
            return S3Errors.io("uploading " + target, se);
        }
        Throwable reason = cause instanceof UncheckedIOException u ? u.getCause() : cause;
        return new IOException("uploading " + target + ": " + reason.getMessage(), reason);
    }

    /** Parts still in flight must finish or fail before the abort, or they could outlive it. */
    private static void stop(ExecutorService pool) {
        pool.shutdownNow();
        try {
            if (!pool.awaitTermination(2, TimeUnit.MINUTES)) {
                LOG.warn("part uploads still running after 2 minutes; aborting the upload anyway");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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

    /**
     * One part's bytes of the file as the SDK wants them: a fresh stream per attempt (it retries),
     * each closed when the next is asked for or the part is done, so no file handle outlives its part.
     */
    private static final class FileRegionBody implements ContentStreamProvider, Closeable {
        private final Path file;
        private final long from;
        private final long length;
        private InputStream current;

        FileRegionBody(Path file, long from, long length) {
            this.file = file;
            this.from = from;
            this.length = length;
        }

        @Override
        public InputStream newStream() {
            try {
                close();
                FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
                ch.position(from);
                current = new BoundedInputStream(Channels.newInputStream(ch), length);
                return current;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() throws IOException {
            if (current != null) {
                current.close();
                current = null;
            }
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

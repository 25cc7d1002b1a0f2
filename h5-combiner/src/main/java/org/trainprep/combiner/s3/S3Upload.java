package org.trainprep.combiner.s3;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.trainprep.core.progress.TransferProgress;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.S3Exception;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Puts one object together from planned parts ({@link ComposePlan}): a single PUT when it is one
 * small uploaded part, otherwise a multipart upload with a few parts in flight, each either copied
 * by S3 from a range of another object or streamed from its pieces (re-opened if the SDK retries),
 * so memory does not grow with the object. A multipart upload that fails for any reason is aborted
 * once no part is in flight any more, so no invisible parts are left behind billing the bucket
 * owner, and the object never appears.
 */
final class S3Upload {

    private static final Logger LOG = LoggerFactory.getLogger(S3Upload.class);

    /** The store does not implement {@code UploadPartCopy}; the caller may stream everything instead. */
    static final class CopyRefusedException extends IOException {
        CopyRefusedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final S3Client s3;
    private final int concurrency;

    /** @param concurrency parts in flight at once; each streams, so memory does not grow with it */
    S3Upload(S3Client s3, int concurrency) {
        if (concurrency < 1) {
            throw new IllegalArgumentException("at least one part upload at a time, was " + concurrency);
        }
        this.s3 = s3;
        this.concurrency = concurrency;
    }

    void upload(List<ComposePlan.Part> parts, S3Location target, TransferProgress progress) throws IOException {
        reportUnfinished(target, progress);
        if (parts.size() == 1 && parts.get(0) instanceof ComposePlan.UploadPart only) {
            try (PiecesBody body = new PiecesBody(only.pieces())) {
                s3.putObject(b -> b.bucket(target.bucket()).key(target.key()).contentLength(only.length()),
                        RequestBody.fromContentProvider(body, only.length(), "application/octet-stream"));
                progress.partDone(only.length());
                return;
            } catch (SdkException e) {
                throw S3Errors.io("uploading " + target, e);
            }
        }
        progress.parts(parts.size());
        String uploadId;
        try {
            uploadId = s3.createMultipartUpload(b -> b.bucket(target.bucket()).key(target.key())).uploadId();
        } catch (SdkException e) {
            throw S3Errors.io("starting the upload of " + target, e);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(concurrency, parts.size()), r -> {
            Thread t = new Thread(r, "s3-upload");
            t.setDaemon(true);
            return t;
        });
        try {
            CompletionService<CompletedPart> running = new ExecutorCompletionService<>(pool);
            for (ComposePlan.Part part : parts) {
                running.submit(() -> {
                    CompletedPart done = send(part, target, uploadId);
                    progress.partDone(part.length());
                    return done;
                });
            }
            CompletedPart[] done = new CompletedPart[parts.size()];
            for (int i = 0; i < parts.size(); i++) {
                CompletedPart p = running.take().get(); // the first failure ends the upload, whichever part it was
                done[p.partNumber() - 1] = p;
            }
            s3.completeMultipartUpload(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId)
                    .multipartUpload(m -> m.parts(done)));
            long copied = parts.stream().filter(p -> p instanceof ComposePlan.CopyPart).mapToLong(ComposePlan.Part::length).sum();
            LOG.info("put {} together from {} parts ({} bytes copied by S3)", target, parts.size(), copied);
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

    /** Writes an object's bytes, front to back, to the stream it is given. */
    @FunctionalInterface
    interface Producer {
        void write(java.io.OutputStream out) throws IOException;
    }

    /**
     * Uploads an object whose length is not known before it is written (text rendered as it goes):
     * {@code partBytes} are buffered at a time and sent as one part of a multipart upload (one
     * PUT when everything fits in the first), so memory stays at one buffer; a failure aborts
     * the upload and the object never appears.
     */
    void stream(S3Location target, int partBytes, Producer producer) throws IOException {
        reportUnfinished(target, TransferProgress.silent(0));
        List<CompletedPart> done = new java.util.ArrayList<>();
        String[] uploadId = new String[1];
        java.io.OutputStream parts = new java.io.OutputStream() {
            private final byte[] buf = new byte[partBytes];
            private int used;

            @Override
            public void write(int b) throws IOException {
                write(new byte[]{(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                while (len > 0) {
                    if (used == buf.length) {
                        send();
                    }
                    int n = Math.min(len, buf.length - used);
                    System.arraycopy(b, off, buf, used, n);
                    used += n;
                    off += n;
                    len -= n;
                }
            }

            private void send() {
                if (uploadId[0] == null) {
                    uploadId[0] = s3.createMultipartUpload(b -> b.bucket(target.bucket()).key(target.key())).uploadId();
                }
                int number = done.size() + 1;
                String etag = s3.uploadPart(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId[0])
                        .partNumber(number).contentLength((long) used), RequestBody.fromBytes(
                        java.util.Arrays.copyOf(buf, used))).eTag();
                done.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
                used = 0;
            }

            @Override
            public void close() {
                if (uploadId[0] == null) {
                    s3.putObject(b -> b.bucket(target.bucket()).key(target.key()).contentLength((long) used),
                            RequestBody.fromBytes(java.util.Arrays.copyOf(buf, used)));
                    return;
                }
                if (used > 0) {
                    send();
                }
                s3.completeMultipartUpload(b -> b.bucket(target.bucket()).key(target.key()).uploadId(uploadId[0])
                        .multipartUpload(m -> m.parts(done)));
            }
        };
        try {
            producer.write(parts);
            parts.close();
        } catch (IOException | RuntimeException e) {
            if (uploadId[0] != null) {
                abort(target, uploadId[0], e);
            }
            if (e instanceof SdkException se) {
                throw S3Errors.io("uploading " + target, se);
            }
            throw e;
        }
    }

    /**
     * A run killed mid-upload (SIGKILL, a lost node) cannot abort its upload: its parts stay
     * invisible but billed. Say so, without aborting them: one could belong to a run still going.
     */
    private void reportUnfinished(S3Location target, TransferProgress progress) {
        try {
            long unfinished = s3.listMultipartUploads(b -> b.bucket(target.bucket()).prefix(target.key())).uploads()
                    .stream().filter(u -> u.key().equals(target.key())).count();
            if (unfinished > 0) {
                progress.note("combine: " + unfinished + " unfinished multipart upload(s) of " + target
                        + " exist, left by a run that did not finish (killed?) or still running; S3 bills their parts"
                        + " until they are aborted (aws s3api list-multipart-uploads / abort-multipart-upload, or a"
                        + " lifecycle rule with AbortIncompleteMultipartUpload)");
            }
        } catch (SdkException e) {
            LOG.debug("could not list unfinished uploads of {}: {}", target, S3Errors.describe(e));
        }
    }

    private CompletedPart send(ComposePlan.Part part, S3Location target, String uploadId) throws IOException {
        int number = part.number();
        if (part instanceof ComposePlan.CopyPart copy) {
            try {
                String etag = s3.uploadPartCopy(b -> b.sourceBucket(copy.source().bucket()).sourceKey(copy.source().key())
                        .copySourceRange("bytes=" + copy.from() + "-" + (copy.from() + copy.length() - 1))
                        .destinationBucket(target.bucket()).destinationKey(target.key())
                        .uploadId(uploadId).partNumber(number)).copyPartResult().eTag();
                return CompletedPart.builder().partNumber(number).eTag(etag).build();
            } catch (S3Exception e) {
                if (e.statusCode() == 501 || S3Errors.hasCode(e, "NotImplemented")) {
                    throw new CopyRefusedException("the store refused UploadPartCopy (" + S3Errors.describe(e) + ")", e);
                }
                throw e;
            }
        }
        ComposePlan.UploadPart upload = (ComposePlan.UploadPart) part;
        try (PiecesBody body = new PiecesBody(upload.pieces())) {
            String etag = s3.uploadPart(b -> b.bucket(target.bucket()).key(target.key())
                            .uploadId(uploadId).partNumber(number).contentLength(upload.length()),
                    RequestBody.fromContentProvider(body, upload.length(), "application/octet-stream")).eTag();
            return CompletedPart.builder().partNumber(number).eTag(etag).build();
        }
    }

    /** Stops the parts in flight, aborts the upload, and says in one line what failed. */
    private IOException failed(ExecutorService pool, S3Location target, String uploadId, Throwable cause) {
        stop(pool);
        abort(target, uploadId, cause);
        if (cause instanceof Error err) {
            throw err;
        }
        if (cause instanceof CopyRefusedException refused) {
            return refused;
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
     * One uploaded part's bytes as the SDK wants them: a fresh stream per attempt (it retries), the
     * pieces opened one after another as they are reached, each closed when the next attempt starts
     * or the part is done, so no stream outlives its part.
     */
    private static final class PiecesBody implements ContentStreamProvider, Closeable {
        private final List<ComposePlan.Piece> pieces;
        private InputStream current;

        PiecesBody(List<ComposePlan.Piece> pieces) {
            this.pieces = pieces;
        }

        @Override
        public InputStream newStream() {
            try {
                close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            current = new PiecesStream(pieces.iterator());
            return current;
        }

        @Override
        public void close() throws IOException {
            if (current != null) {
                current.close();
                current = null;
            }
        }
    }

    /**
     * The pieces one after another, each opened when reached; closing closes only the open one
     * ({@link java.io.SequenceInputStream#close} would open every remaining piece just to close it).
     */
    private static final class PiecesStream extends InputStream {
        private final Iterator<ComposePlan.Piece> next;
        private InputStream in;

        PiecesStream(Iterator<ComposePlan.Piece> next) {
            this.next = next;
        }

        private boolean advance() throws IOException {
            while (in == null) {
                if (!next.hasNext()) {
                    return false;
                }
                in = next.next().open();
            }
            return true;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            while (advance()) {
                int n = in.read(b, off, len);
                if (n >= 0) {
                    return n;
                }
                in.close();
                in = null;
            }
            return -1;
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
                in = null;
            }
        }
    }
}

package org.trainprep.combiner.s3;

import org.trainprep.merge.CombineTarget;
import org.trainprep.core.h5.CombinedFile;
import org.trainprep.merge.PartFiles;
import org.trainprep.core.progress.TransferProgress;
import org.trainprep.core.util.Sha256;
import org.trainprep.merge.IncompatiblePartsException;
import org.trainprep.merge.Stores;
import org.trainprep.core.h5.RandomAccessSource;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code s3://} and {@code s3a://} through the AWS SDK (on any machine, with or without EMRFS);
 * every other URI through {@code others}. A combined file whose parts are S3 objects is composed
 * server-side: S3 copies the parts' data ranges into a multipart upload ({@code UploadPartCopy})
 * and only the header and ranges under 5 MiB cross this machine. Where the store refuses the copy
 * it says so in one line and streams the parts through this machine instead, still without disk.
 */
public final class S3Stores implements Stores {

    /** Large ranges are copied in pieces of this size, so several copies run at once and a retry costs little. */
    static final long COPY_PART_BYTES = 512L << 20;

    private final S3Access access;
    private final Stores others;

    public S3Stores(S3Access access, Stores others) {
        this.access = access;
        this.others = others;
    }

    @Override
    public List<RandomAccessSource> listParts(String dir) throws IOException {
        if (!S3Location.isS3(dir)) {
            return others.listParts(dir);
        }
        S3Location prefix = S3Location.parse(dir);
        List<S3Object> parts = new ArrayList<>();
        try {
            // The delimiter keeps _rejects/, _temporary/ and other "directories" out of the listing.
            access.client().listObjectsV2Paginator(b -> b.bucket(prefix.bucket()).prefix(prefix.dirPrefix()).delimiter("/"))
                    .contents().forEach(o -> {
                        if (PartFiles.isPartName(o.key().substring(prefix.dirPrefix().length()))) {
                            parts.add(o);
                        }
                    });
        } catch (SdkException e) {
            throw S3Errors.io("listing " + dir, e);
        }
        if (parts.isEmpty()) {
            throw new IncompatiblePartsException("no HDF5 parts (*.h5) in " + dir);
        }
        parts.sort(Comparator.comparing(S3Object::key));
        List<RandomAccessSource> sources = new ArrayList<>();
        for (S3Object o : parts) {
            sources.add(new S3ObjectSource(access.client(), new S3Location(prefix.bucket(), o.key()), o.size()));
        }
        return sources;
    }

    @Override
    public CombineTarget target(String dir) throws IOException {
        if (!S3Location.isS3(dir)) {
            return others.target(dir);
        }
        S3Location prefix = S3Location.parse(dir);
        S3Upload upload = new S3Upload(access.client(), access.settings().uploadThreads());
        long partBytes = access.settings().partBytes();
        return new CombineTarget() {
            @Override
            public boolean exists(String name) throws IOException {
                return S3Stores.this.exists(prefix.child(name).toString());
            }

            @Override
            public void delete(String name) throws IOException {
                S3Location object = prefix.child(name);
                try {
                    access.client().deleteObject(b -> b.bucket(object.bucket()).key(object.key()));
                } catch (SdkException e) {
                    throw S3Errors.io("deleting " + object, e);
                }
            }

            @Override
            public long minDataOffset(long dataBytes) {
                // Worth composing only when the data spans parts; the 5 MiB header part is then noise.
                return dataBytes > partBytes ? ComposePlan.MIN_PART : 0;
            }

            @Override
            public void publish(CombinedFile file, String name, TransferProgress progress) throws IOException {
                S3Location object = prefix.child(name);
                try {
                    upload.upload(ComposePlan.plan(file, S3Stores::copySource, partBytes, COPY_PART_BYTES), object, progress);
                } catch (S3Upload.CopyRefusedException e) {
                    progress.note("combine: " + e.getMessage() + "; streaming the parts through this machine instead");
                    progress.restart();
                    upload.upload(ComposePlan.plan(file, s -> null, partBytes, COPY_PART_BYTES), object, progress);
                }
            }

            @Override
            public void publishBytes(byte[] bytes, String name) throws IOException {
                S3Location object = prefix.child(name);
                try {
                    access.client().putObject(b -> b.bucket(object.bucket()).key(object.key())
                            .contentType("application/json"), RequestBody.fromBytes(bytes));
                } catch (SdkException e) {
                    throw S3Errors.io("uploading " + object, e);
                }
            }

            @Override
            public Written publishDigested(String name, StreamWriter writer) throws IOException {
                S3Location object = prefix.child(name);
                Sha256.Channel[] digest = new Sha256.Channel[1];
                upload.stream(object, (int) Math.min(partBytes, Integer.MAX_VALUE - 8), out -> {
                    digest[0] = new Sha256.Channel(java.nio.channels.Channels.newChannel(out));
                    writer.write(digest[0]);
                });
                return new Written(name, digest[0].bytes(), digest[0].hex());
            }

            @Override
            public String uri(String name) {
                return prefix.child(name).toString();
            }
        };
    }

    @Override
    public boolean exists(String uri) throws IOException {
        if (!S3Location.isS3(uri)) {
            return others.exists(uri);
        }
        S3Location object = S3Location.parse(uri);
        try {
            access.client().headObject(b -> b.bucket(object.bucket()).key(object.key()));
            return true;
        } catch (SdkException e) {
            if (S3Errors.isNotFound(e)) {
                return false;
            }
            throw S3Errors.io("checking " + object, e);
        }
    }

    /** A part that is an S3 object can be copied server-side; anything else is streamed. */
    private static S3Location copySource(CombinedFile.Segment segment) {
        return segment.source() instanceof S3ObjectSource o ? o.location() : null;
    }

    @Override
    public void close() throws IOException {
        try {
            others.close();
        } finally {
            access.close();
        }
    }
}

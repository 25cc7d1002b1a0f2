package org.trainprep.combiner.s3;

import org.trainprep.combiner.CombineTarget;
import org.trainprep.combiner.IncompatiblePartsException;
import org.trainprep.combiner.Stores;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.hadoop.FilePublisher;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code s3://} and {@code s3a://} through the AWS SDK (on any machine, with or without EMRFS);
 * every other URI through {@code others}.
 */
public final class S3Stores implements Stores {

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
                        if (FilePublisher.isPartName(o.key().substring(prefix.dirPrefix().length()))) {
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
        S3Upload upload = new S3Upload(access.client(), access.settings().partBytes(), access.settings().uploadThreads());
        return new CombineTarget() {
            @Override
            public boolean exists(String name) throws IOException {
                S3Location object = prefix.child(name);
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

            @Override
            public Path stage(String name, Path scratch) {
                return scratch.resolve(name);
            }

            @Override
            public void publish(Path staged, String name) throws IOException {
                upload.upload(staged, prefix.child(name));
                Files.delete(staged);
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
            public String uri(String name) {
                return prefix.child(name).toString();
            }
        };
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

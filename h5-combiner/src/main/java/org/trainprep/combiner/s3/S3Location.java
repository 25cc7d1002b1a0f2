package org.trainprep.combiner.s3;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * {@code s3://bucket/key} (or {@code s3a://}): an object, or with a trailing slash a prefix used
 * as a directory.
 */
public record S3Location(String bucket, String key) {

    public S3Location {
        if (bucket == null || bucket.isEmpty()) {
            throw new IllegalArgumentException("an S3 URI needs a bucket: s3://BUCKET/prefix/");
        }
    }

    public static boolean isS3(String uri) {
        return uri.startsWith("s3://") || uri.startsWith("s3a://");
    }

    public static S3Location parse(String uri) {
        if (!isS3(uri)) {
            throw new IllegalArgumentException("not an s3:// or s3a:// URI: " + uri);
        }
        String rest = uri.substring(uri.indexOf("://") + 3);
        int slash = rest.indexOf('/');
        return slash < 0 ? new S3Location(rest, "") : new S3Location(rest.substring(0, slash), rest.substring(slash + 1));
    }

    /** The key as a directory prefix: empty for the bucket root, else ending in {@code /}. */
    public String dirPrefix() {
        return key.isEmpty() || key.endsWith("/") ? key : key + "/";
    }

    public S3Location child(String name) {
        return new S3Location(bucket, dirPrefix() + name);
    }

    public URI toUri() {
        try {
            return new URI("s3", bucket, "/" + key, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("bad S3 key: " + key, e);
        }
    }

    @Override
    public String toString() {
        return "s3://" + bucket + "/" + key;
    }
}

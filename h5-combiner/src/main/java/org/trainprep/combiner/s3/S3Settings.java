package org.trainprep.combiner.s3;

import java.net.URI;

/**
 * How to reach S3. Credentials and region always come from the AWS SDK's default chains
 * (environment, system properties, profile, EMR instance profile); only the endpoint of an
 * S3-compatible store is set here.
 *
 * @param endpoint  e.g. {@code http://127.0.0.1:9000}, or null for AWS
 * @param pathStyle address buckets as {@code endpoint/bucket/key} instead of {@code bucket.endpoint/key}
 * @param partBytes       multipart upload part size
 * @param uploadThreads   parts uploaded at once
 */
public record S3Settings(URI endpoint, boolean pathStyle, long partBytes, int uploadThreads) {

    public static final long DEFAULT_PART_BYTES = 16L << 20;
    public static final int DEFAULT_UPLOAD_THREADS = 4;

    public static S3Settings aws() {
        return new S3Settings(null, false, DEFAULT_PART_BYTES, DEFAULT_UPLOAD_THREADS);
    }
}

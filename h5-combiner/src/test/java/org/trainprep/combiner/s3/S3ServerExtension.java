package org.trainprep.combiner.s3;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * One in-process S3 server with one bucket for a whole test class:
 * {@code @RegisterExtension static final S3ServerExtension S3 = new S3ServerExtension("bucket");}.
 * The test JVM's default credential chain gets the server's keys.
 */
final class S3ServerExtension implements BeforeAllCallback, AfterAllCallback {

    private final String bucket;
    private S3TestServer server;

    S3ServerExtension(String bucket) {
        this.bucket = bucket;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        S3TestServer.useTestCredentialsInThisJvm();
        server = S3TestServer.start();
        server.admin().createBucket(b -> b.bucket(bucket));
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        server.close();
    }

    S3TestServer server() {
        return server;
    }

    S3Client s3() {
        return server.admin();
    }

    String bucket() {
        return bucket;
    }
}

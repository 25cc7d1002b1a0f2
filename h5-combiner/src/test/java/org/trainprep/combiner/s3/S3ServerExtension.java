package org.trainprep.combiner.s3;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;

import java.io.IOException;
import java.nio.file.Path;

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

    /**
     * Writes review parts of these row counts under {@code localDir} (column 0 counts on across
     * parts, so merged rows can be checked in order) and puts each at {@code prefix/NAME} in the
     * bucket; returns {@code localDir}.
     */
    Path putParts(Path localDir, String prefix, String labelScheme, int... rowsPerPart) throws IOException {
        int first = 0;
        for (int i = 0; i < rowsPerPart.length; i++) {
            Path part = TestParts.write(localDir.resolve(String.format("part-r-%05d.h5", i)), first, rowsPerPart[i],
                    TestParts.attrs("aa", labelScheme, rowsPerPart[i], "s3://raw/x.json"), TestParts.SEQ_LEN + 1);
            first += rowsPerPart[i];
            s3().putObject(b -> b.bucket(bucket).key(prefix + "/" + part.getFileName()), RequestBody.fromFile(part));
        }
        return localDir;
    }
}

package org.trainprep.combiner.s3;

import org.gaul.s3proxy.S3Proxy;
import org.gaul.s3proxy.auth.AuthenticationType;
import org.gaul.s3proxy.nio2blob.FilesystemNio2BlobStore;
import org.gaul.s3proxy.nio2blob.TransientNio2BlobStore;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

import java.net.URI;
import java.util.Map;

/**
 * A real S3-compatible server (s3proxy, in-memory store) on a loopback port: it checks SigV4
 * signatures, refuses anonymous reads of private objects and serves presigned URLs. The keys
 * below exist only inside this server.
 */
public final class S3TestServer implements AutoCloseable {

    public static final String ACCESS_KEY = "trainprep-test-access";
    public static final String SECRET_KEY = "trainprep-test-secret";

    private final S3Proxy proxy;
    private final S3Client admin;
    private final CountingBlobStore counted;

    private S3TestServer(S3Proxy proxy, CountingBlobStore counted) {
        this.proxy = proxy;
        this.counted = counted;
        this.admin = client(endpoint());
    }

    /** The store, counting the object lookups ({@code HEAD}) and listings it answers. */
    private static final class CountingBlobStore extends org.gaul.s3proxy.blobstore.ForwardingBlobStore {
        final java.util.concurrent.ConcurrentLinkedQueue<String> heads = new java.util.concurrent.ConcurrentLinkedQueue<>();
        final java.util.concurrent.atomic.AtomicLong lists = new java.util.concurrent.atomic.AtomicLong();

        CountingBlobStore(org.gaul.s3proxy.blobstore.BlobStore store) {
            super(store);
        }

        @Override
        public software.amazon.awssdk.services.s3.model.HeadObjectResponse blobMetadata(
                software.amazon.awssdk.services.s3.model.HeadObjectRequest request) {
            heads.add(request.bucket() + "/" + request.key());
            return super.blobMetadata(request);
        }

        @Override
        public software.amazon.awssdk.services.s3.model.ListObjectsV2Response list(
                software.amazon.awssdk.services.s3.model.ListObjectsV2Request request) {
            lists.incrementAndGet();
            return super.list(request);
        }
    }

    /** The object lookups ({@code HEAD}) answered since the last {@link #resetCounts}, of keys under {@code bucket/prefix}. */
    public long headsUnder(String bucket, String prefix) {
        return counted.heads.stream().filter(k -> k.startsWith(bucket + "/" + prefix)).count();
    }

    /** The listings answered since the last {@link #resetCounts}. */
    public long listings() {
        return counted.lists.get();
    }

    public void resetCounts() {
        counted.heads.clear();
        counted.lists.set(0);
    }

    public static S3TestServer start() throws Exception {
        return start(null);
    }

    /** The same server keeping its objects as files under {@code dir}: for benchmarks bigger than the heap. */
    public static S3TestServer startOnDisk(java.nio.file.Path dir) throws Exception {
        return start(dir);
    }

    private static S3TestServer start(java.nio.file.Path dir) throws Exception {
        CountingBlobStore store = new CountingBlobStore(dir == null ? new TransientNio2BlobStore()
                : new FilesystemNio2BlobStore(dir.toString()));
        S3Proxy proxy = S3Proxy.builder().blobStore(store)
                .awsAuthentication(AuthenticationType.AWS_V2_OR_V4, ACCESS_KEY, SECRET_KEY)
                .endpoint(URI.create("http://127.0.0.1:0"))
                .build();
        proxy.start();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!"STARTED".equals(proxy.getState())) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("s3proxy did not start: " + proxy.getState());
            }
            Thread.sleep(10);
        }
        return new S3TestServer(proxy, store);
    }

    /** What the SDK's default chain reads in this JVM: system properties. */
    public static void useTestCredentialsInThisJvm() {
        System.setProperty("aws.accessKeyId", ACCESS_KEY);
        System.setProperty("aws.secretAccessKey", SECRET_KEY);
        System.setProperty("aws.region", "us-east-1");
    }

    /** The same, for a child process's environment. */
    public static Map<String, String> credentialsEnvironment() {
        return Map.of("AWS_ACCESS_KEY_ID", ACCESS_KEY, "AWS_SECRET_ACCESS_KEY", SECRET_KEY, "AWS_REGION", "us-east-1");
    }

    public int port() {
        return proxy.getPort();
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port());
    }

    /** A client with the server's keys, for setting up and inspecting buckets. */
    public S3Client admin() {
        return admin;
    }

    public static S3Client client(URI endpoint) {
        return S3Client.builder()
                .endpointOverride(endpoint)
                .forcePathStyle(true)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(ACCESS_KEY, SECRET_KEY)))
                .build();
    }

    @Override
    public void close() throws Exception {
        admin.close();
        proxy.stop();
    }
}

package org.trainprep.combiner.s3;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.merge.PartCombiner;

import org.trainprep.core.h5.TrainerFileReader;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The combiner (as its own JVM, with credentials in its environment as on EMR) against an S3
 * server behind a proxy that throttles, errs and drops connections: passing faults are retried to
 * completion, a persistent one ends in one line with nothing published, and no credential ever
 * reaches an output, a log or the manifest.
 */
class S3FaultsTest {

    static final String BUCKET = "faults";
    @RegisterExtension
    static final S3ServerExtension S3 = new S3ServerExtension(BUCKET);

    @TempDir
    Path tmp;



    Path uploadParts(String run, int... rows) throws Exception {
        return S3.putParts(tmp.resolve(run), run + "/parts", "five-class", rows);
    }

    record Run(int code, String output) {
    }

    Run combine(S3TestProxy proxy, String run) throws Exception {
        Path log = tmp.resolve(run + ".log");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("java.class.path"), CombinerTool.class.getName(),
                "-D", "trainprep.progress.interval-ms=0",
                "--input", "s3://" + BUCKET + "/" + run + "/parts/", "--output", "s3://" + BUCKET + "/" + run + "/",
                "--endpoint-url", "http://127.0.0.1:" + proxy.port(), "--path-style", "--part-mb", "5"));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().putAll(S3TestServer.credentialsEnvironment());
        Process p = pb.start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return new Run(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    @Test
    void throttlingErrorsAndDroppedConnectionsAreRetriedToTheSameFile() throws Exception {
        Path parts = uploadParts("flaky", 600_000, 3, 700_000); // 18 MB: header, copies and uploaded ranges
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.EVERY_THIRD_REQUEST)) {
            Run r = combine(proxy, "flaky");
            assertThat(r.code()).as(r.output()).isZero();
            assertThat(proxy.requestsRefused()).as("faults injected").isGreaterThanOrEqualTo(4);
            assertNoSecrets(r.output(), "flaky");
        }
        Path local = tmp.resolve("local.h5");
        try (var files = Files.list(parts)) {
            new PartCombiner(ReviewsFileType.INSTANCE).combine(files.sorted().toList(), local, 0);
        }
        String key = "flaky/combined_result_5class.h5";
        long size = S3.s3().headObject(b -> b.bucket(BUCKET).key(key)).contentLength();
        try (TrainerFileReader composed = TrainerFileReader.open(new S3ObjectSource(S3.s3(), new S3Location(BUCKET, key), size))) {
            assertThat(TestParts.shardDigests(composed)).isEqualTo(TestParts.shardDigests(local));
        }
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix("flaky/")).uploads()).isEmpty();
    }

    @Test
    void aPersistentFaultEndsInOneLineWithNothingPublishedAndNoPendingUpload() throws Exception {
        uploadParts("broken", 600_000, 700_000);
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.PART_COPIES_ALWAYS_FAIL)) {
            Run r = combine(proxy, "broken");
            assertThat(r.code()).isEqualTo(1);
            assertThat(r.output().lines().filter(l -> l.startsWith("combine failed")).toList()).singleElement().asString()
                    .contains("s3://faults/broken/combined_result_5class.h5").contains("InternalError (HTTP 500)");
            assertThat(proxy.requestsRefused()).as("each copy tried more than once").isGreaterThan(2);
            assertNoSecrets(r.output(), "broken");
        }
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key("broken/combined_result_5class.h5")))
                .isInstanceOf(NoSuchKeyException.class);
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key("broken/manifest.json")))
                .isInstanceOf(NoSuchKeyException.class);
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix("broken/")).uploads()).isEmpty();
    }

    @Test
    void anUploadLeftByAKilledRunIsReportedAndTheRerunCompletes() throws Exception {
        uploadParts("killed", 600_000, 700_000);
        // what a combiner killed mid-compose leaves: an upload with a part, never completed or aborted
        String id = S3.s3().createMultipartUpload(b -> b.bucket(BUCKET).key("killed/combined_result_5class.h5")).uploadId();
        S3.s3().uploadPart(b -> b.bucket(BUCKET).key("killed/combined_result_5class.h5").uploadId(id).partNumber(1),
                RequestBody.fromBytes(new byte[5 << 20]));
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.NOTHING)) {
            Run r = combine(proxy, "killed");
            assertThat(r.code()).as(r.output()).isZero();
            assertThat(r.output()).contains("combine: 1 unfinished multipart upload(s) of s3://faults/killed/combined_result_5class.h5"
                    + " exist").contains("AbortIncompleteMultipartUpload");
        }
        assertThat(S3.s3().headObject(b -> b.bucket(BUCKET).key("killed/combined_result_5class.h5")).contentLength())
                .isGreaterThan(5L << 20);
        S3.s3().abortMultipartUpload(b -> b.bucket(BUCKET).key("killed/combined_result_5class.h5").uploadId(id));
    }

    /** The keys are in the combiner's environment; they must not be in anything it wrote. */
    void assertNoSecrets(String output, String run) {
        assertThat(output).doesNotContain(S3TestServer.SECRET_KEY).doesNotContain(S3TestServer.ACCESS_KEY);
        try {
            String manifest = S3.s3().getObjectAsBytes(b -> b.bucket(BUCKET).key(run + "/manifest.json")).asUtf8String();
            assertThat(manifest).doesNotContain(S3TestServer.SECRET_KEY).doesNotContain(S3TestServer.ACCESS_KEY);
        } catch (NoSuchKeyException e) {
            // a failed run publishes no manifest
        }
    }
}

package org.trainprep.combiner.s3;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.merge.PartCombiner;

import org.trainprep.core.h5.TrainerFileReader;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.UploadPartCopyRequest;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The combined file composed server-side on S3 (multipart upload of the header plus
 * {@code UploadPartCopy} ranges of the parts), against the in-process S3 server, with a loopback
 * proxy between the combiner and the server counting every byte the combiner sends and receives.
 */
class S3ComposeTest {

    static final String BUCKET = "big";

    @RegisterExtension
    static final S3ServerExtension S3 = new S3ServerExtension(BUCKET);

    @TempDir
    Path tmp;



    /** Writes parts of these row counts locally (column 0 counts on across parts) and puts them under {run}/parts/. */
    Path uploadParts(String run, int... rowsPerPart) throws Exception {
        return S3.putParts(tmp.resolve(run), run + "/parts", "binary", rowsPerPart);
    }

    /** Shard digests of the combined object, read in place with ranged GETs. */
    List<String> composedDigests(String key) throws Exception {
        long size = S3.s3().headObject(b -> b.bucket(BUCKET).key(key)).contentLength();
        try (TrainerFileReader r = TrainerFileReader.open(new S3ObjectSource(S3.s3(), new S3Location(BUCKET, key), size))) {
            return TestParts.shardDigests(r);
        }
    }

    List<String> localMergeDigests(Path parts, int shards) throws Exception {
        Path merged = tmp.resolve(parts.getFileName() + "-local.h5");
        try (var files = Files.list(parts)) {
            new PartCombiner(ReviewsFileType.INSTANCE).combine(files.sorted().toList(), merged, shards);
        }
        try {
            return TestParts.shardDigests(merged);
        } finally {
            Files.delete(merged);
        }
    }

    void assertNoObjectAndNoPendingUpload(String run) {
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/combined_result_binary.h5")))
                .isInstanceOf(NoSuchKeyException.class);
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix(run + "/")).uploads()).isEmpty();
    }

    record Result(int code, String out, String err) {
    }

    Result combine(List<ExecutionInterceptor> interceptors, String endpoint, String run, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("-D", "trainprep.progress.interval-ms=0",
                "--input", "s3://" + BUCKET + "/" + run + "/parts/", "--output", "s3://" + BUCKET + "/" + run + "/",
                "--endpoint-url", endpoint, "--path-style"));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = org.apache.hadoop.util.ToolRunner.run(new CombinerTool(new PrintStream(out, true), new PrintStream(err, true),
                o -> S3Access.create(o.s3(), interceptors)), args.toArray(String[]::new));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void twoHundredMegabytesAreComposedServerSideWhileTheCombinerMovesUnderFivePercentInA128MegabyteHeap() throws Exception {
        String run = "compose";
        int rowsPerPart = 6_600_000; // 16 bytes a row: 105.6 MB a part, 211 MB combined
        Path parts = uploadParts(run, rowsPerPart, rowsPerPart);
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.NOTHING)) {
            Path log = tmp.resolve("combine.log");
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx128m", "-cp", System.getProperty("java.class.path"), CombinerTool.class.getName(),
                    "-D", "trainprep.progress.interval-ms=0",
                    "--input", "s3://" + BUCKET + "/" + run + "/parts/", "--output", "s3://" + BUCKET + "/" + run + "/",
                    "--endpoint-url", "http://127.0.0.1:" + proxy.port(), "--path-style", "--shards", "4")
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(S3TestServer.credentialsEnvironment());
            pb.environment().remove("TRAINPREP_STDERR_TTY");
            long started = System.nanoTime();
            Process p = pb.start();
            assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(p.exitValue()).as(output).isZero();
            long size = S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/combined_result_binary.h5")).contentLength();
            long moved = proxy.bytesFromClient() + proxy.bytesToClient();
            // the figures docs/SCALE.md quotes
            System.out.printf("compose %d bytes on S3: %.1f s wall, -Xmx128m; combiner sent %d and received %d bytes (%.2f%%)%n",
                    size, (System.nanoTime() - started) / 1e9, proxy.bytesFromClient(), proxy.bytesToClient(),
                    100.0 * moved / size);

            assertThat(size).isGreaterThan(200_000_000L);
            assertThat(moved).as("bytes that crossed the combiner, of " + size).isLessThan(size / 20);
            assertThat(output).contains("rows 13200000 in 4 shards [3300000, 3300000, 3300000, 3300000]")
                    .contains(" bytes copied by S3)").doesNotContain(S3TestServer.SECRET_KEY)
                    .containsPattern("combine combined_result_binary.h5: .* of 216.4 MB \\(\\d+%\\), parts \\d+/\\d+, .*/s, ETA")
                    .doesNotContain("\r").doesNotContain("\033");
            assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET)).uploads()).isEmpty();
        }
        assertThat(composedDigests(run + "/combined_result_binary.h5")).isEqualTo(localMergeDigests(parts, 4)).hasSize(4);
    }

    @Test
    void smallAndLargePartsMixedComposeToTheSameRowsAsALocalMerge() throws Exception {
        // under 5 MiB, over, under, under, over: small ranges are uploaded together, large ones copied
        String run = "mixed";
        Path parts = uploadParts(run, 100_000, 800_000, 3, 50_000, 700_000);
        Result r = combine(List.of(), S3.server().endpoint().toString(), run, "--part-mb", "5", "--shards", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(composedDigests(run + "/combined_result_binary.h5")).isEqualTo(localMergeDigests(parts, 3));
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET)).uploads()).isEmpty();
    }

    @Test
    void aStoreWithoutPartCopiesGetsTheFileStreamedAndOneLineSayingSo() throws Exception {
        String run = "nocopy";
        Path parts = uploadParts(run, 600_000, 600_000);
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.PART_COPIES)) {
            Result r = combine(List.of(), "http://127.0.0.1:" + proxy.port(), run, "--part-mb", "5");
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(proxy.requestsRefused()).isPositive();
            assertThat(r.err().lines().filter(l -> l.contains("UploadPartCopy")).toList()).singleElement().asString()
                    .contains("the store refused UploadPartCopy (NotImplemented (HTTP 501)")
                    .endsWith("; streaming the parts through this machine instead");
            // the streamed object went through the proxy whole
            long size = S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/combined_result_binary.h5")).contentLength();
            assertThat(proxy.bytesFromClient()).isGreaterThan(size);
        }
        assertThat(composedDigests(run + "/combined_result_binary.h5")).isEqualTo(localMergeDigests(parts, 0));
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET)).uploads()).isEmpty();
    }

    @Test
    void aFailureMidComposeLeavesNoObjectAndNoPendingUpload() throws Exception {
        String run = "fail";
        uploadParts(run, 700_000, 700_000, 700_000);
        AtomicInteger copies = new AtomicInteger();
        ExecutionInterceptor failSecondCopy = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (context.request() instanceof UploadPartCopyRequest && copies.incrementAndGet() == 2) {
                    throw SdkClientException.create("injected: connection lost during a part copy");
                }
            }
        };
        Result r = combine(List.of(failSecondCopy), S3.server().endpoint().toString(), run, "--part-mb", "5");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err().strip()).contains("combined_result_binary.h5").contains("injected");
        assertThat(r.err().lines().filter(l -> l.startsWith("combine failed")).count()).isEqualTo(1);
        assertThat(copies.get()).isGreaterThanOrEqualTo(2);
        assertNoObjectAndNoPendingUpload(run);
        assertThat(S3.s3().listObjectsV2(b -> b.bucket(BUCKET).prefix(run + "/")).contents())
                .allMatch(o -> o.key().startsWith(run + "/parts/"));
    }
}

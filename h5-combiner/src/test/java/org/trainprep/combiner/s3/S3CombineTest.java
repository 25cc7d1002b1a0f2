package org.trainprep.combiner.s3;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.merge.PartCombiner;

import org.trainprep.core.h5.TrainerFileAttributes;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Object;
import software.amazon.awssdk.services.s3.model.UploadPartCopyRequest;
import software.amazon.awssdk.services.s3.model.UploadPartRequest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The combine command against a real S3-compatible server on loopback. */
class S3CombineTest {

    static final String BUCKET = "lake";
    static final int WIDTH = TestParts.SEQ_LEN + 1;

    @RegisterExtension
    static final S3ServerExtension S3 = new S3ServerExtension(BUCKET);

    @TempDir
    Path tmp;
    String run; // a fresh prefix per test: the server lives for the whole class



    @BeforeEach
    void freshPrefix(org.junit.jupiter.api.TestInfo info) {
        run = info.getTestMethod().orElseThrow().getName();
    }

    // ---- helpers

    record Result(int code, String out, String err) {
    }

    Result combine(List<ExecutionInterceptor> interceptors, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new CombinerTool(new PrintStream(out, true), new PrintStream(err, true),
                o -> S3Access.create(o.s3(), interceptors)).run(args);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    Result combine(String... args) throws Exception {
        return combine(List.of(), args);
    }

    String[] s3ArgsVia(String endpoint, String... more) {
        List<String> a = new ArrayList<>(List.of("--input", "s3a://" + BUCKET + "/" + run + "/parts/",
                "--output", "s3://" + BUCKET + "/" + run + "/", "--endpoint-url", endpoint, "--path-style"));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    String[] s3Args(String... more) {
        return s3ArgsVia(S3.server().endpoint().toString(), more);
    }

    /** Writes parts locally, uploads them under {run}/parts/ with the clutter a job leaves, returns the local dir. */
    Path uploadParts(int... rowsPerPart) throws IOException {
        Path dir = tmp.resolve("parts");
        int first = 0;
        for (int i = 0; i < rowsPerPart.length; i++) {
            Path p = TestParts.write(dir.resolve(String.format("part-r-%05d.h5", i)), first, rowsPerPart[i],
                    TestParts.attrs("aa", "five-class", rowsPerPart[i], "s3://raw/x.json"), WIDTH);
            first += rowsPerPart[i];
            put(run + "/parts/" + p.getFileName(), p);
        }
        put(run + "/parts/_SUCCESS", new byte[0]);
        put(run + "/parts/_rejects/part-m-00000", "bad line".getBytes(StandardCharsets.UTF_8));
        put(run + "/parts/.part-r-00009.h5.tmp", "half a file".getBytes(StandardCharsets.UTF_8));
        return dir;
    }

    void put(String key, Path file) {
        S3.s3().putObject(b -> b.bucket(BUCKET).key(key), RequestBody.fromFile(file));
    }

    void put(String key, byte[] bytes) {
        S3.s3().putObject(b -> b.bucket(BUCKET).key(key), RequestBody.fromBytes(bytes));
    }

    byte[] get(String key) {
        return S3.s3().getObjectAsBytes(b -> b.bucket(BUCKET).key(key)).asByteArray();
    }

    List<String> keysUnder(String prefix) {
        return S3.s3().listObjectsV2Paginator(b -> b.bucket(BUCKET).prefix(prefix)).contents().stream().map(S3Object::key).toList();
    }

    static HttpResponse<byte[]> anonymousGet(String url) throws Exception {
        // HTTP/1.1 like wget: no h2c upgrade headers for the test proxy to pass on
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(HttpRequest.newBuilder(URI.create(url)).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
    }

    static String lastLine(String text) {
        List<String> lines = text.strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    String plainUrl(String key) {
        return S3.server().endpoint() + "/" + BUCKET + "/" + key;
    }

    void assertNothingUploadedAndNoPendingUploads() {
        assertThat(keysUnder(run + "/")).allMatch(k -> k.startsWith(run + "/parts/"));
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix(run + "/")).uploads()).isEmpty();
    }

    // ---- tests

    @Test
    void mergesPartsFromAnS3PrefixIntoAnS3ObjectThenTheManifest() throws Exception {
        Path local = uploadParts(5, 0, 7);
        Result r = combine(s3Args());
        assertThat(r.code()).as(r.err()).isZero();
        String key = run + "/combined_result_5class.h5";
        assertThat(r.out()).contains("combined 3 parts -> s3://lake/" + key).contains("manifest s3://lake/" + run + "/manifest.json");
        assertThat(keysUnder(run + "/")).contains(key, run + "/manifest.json");

        Path expected = tmp.resolve("expected.h5");
        try (var paths = Files.list(local)) {
            new PartCombiner(ReviewsFileType.INSTANCE).combine(paths.sorted().toList(), expected, 0);
        }
        Path downloaded = tmp.resolve("downloaded.h5");
        Files.write(downloaded, get(key));
        assertThat(TestParts.firstColumn(downloaded)).isEqualTo(TestParts.firstColumn(expected)).hasSize(12);
        assertThat(new String(get(run + "/manifest.json"), StandardCharsets.UTF_8))
                .contains("\"num_rows\" : 12").contains("part-r-00000.h5", "part-r-00002.h5").doesNotContain("_SUCCESS");

        // private by default: an anonymous GET is refused
        assertThat(anonymousGet(plainUrl(key)).statusCode()).isEqualTo(403);
        // and a second run does not overwrite it unasked
        Result again = combine(s3Args());
        assertThat(again.code()).isEqualTo(2);
        assertThat(again.err().strip()).contains("already exists").contains("--overwrite").doesNotContain("\n");
    }

    @Test
    void publicMakesOnlyTheObjectReadableAndPrintsItsUrl() throws Exception {
        uploadParts(4, 4);
        Result r = combine(s3Args("--public"));
        assertThat(r.code()).as(r.err()).isZero();
        String url = lastLine(r.out());
        String key = run + "/combined_result_5class.h5";
        assertThat(url).isEqualTo(plainUrl(key));
        assertThat(r.out()).contains("public-read object; the bucket stays private");
        HttpResponse<byte[]> got = anonymousGet(url);
        assertThat(got.statusCode()).isEqualTo(200);
        assertThat(got.body()).isEqualTo(get(key));
        // the bucket itself is not opened up: no anonymous listing, other objects stay private
        assertThat(anonymousGet(S3.server().endpoint() + "/" + BUCKET + "?list-type=2").statusCode()).isEqualTo(403);
        assertThat(anonymousGet(plainUrl(run + "/manifest.json")).statusCode()).isEqualTo(403);
    }

    @Test
    void bucketWithoutAclsFallsBackToAPresignedUrlThatWorksAnonymously() throws Exception {
        uploadParts(6, 3);
        try (S3TestProxy proxy = new S3TestProxy(S3.server().port(), S3TestProxy.Refuse.ACL_WRITES)) {
            String endpoint = "http://127.0.0.1:" + proxy.port();
            Result r = combine(s3ArgsVia(endpoint, "--public"));
            assertThat(r.code()).as(r.err()).isZero();
            assertThat(proxy.requestsRefused()).isEqualTo(1);
            assertThat(r.out()).contains("bucket lake does not allow ACLs (AccessControlListNotSupported); publishing a presigned URL instead")
                    .contains("presigned URL, valid until");
            String url = lastLine(r.out());
            assertThat(url).startsWith(endpoint + "/" + BUCKET + "/" + run + "/combined_result_5class.h5?")
                    .contains("X-Amz-Expires=604800").contains("X-Amz-Signature=");
            HttpResponse<byte[]> got = anonymousGet(url);
            assertThat(got.statusCode()).as(new String(got.body(), StandardCharsets.UTF_8)).isEqualTo(200);
            assertThat(got.body()).isEqualTo(get(run + "/combined_result_5class.h5"));
            assertThat(anonymousGet(url.replaceFirst("X-Amz-Signature=[0-9a-f]{4}", "X-Amz-Signature=0000")).statusCode())
                    .isEqualTo(403);
            assertThat(anonymousGet(endpoint + "/" + BUCKET + "/" + run + "/combined_result_5class.h5").statusCode()).isEqualTo(403);

            // --public=acl demands an ACL: one line, non-zero, and it says the file is there but private
            Result acl = combine(s3ArgsVia(endpoint, "--public=acl", "--overwrite"));
            assertThat(acl.code()).isEqualTo(1);
            assertThat(acl.err().strip()).contains("does not allow ACLs").contains("uploaded but private").doesNotContain("\n");
        }
    }

    @Test
    void failureMidUploadLeavesNoObjectAndNoPendingMultipartUpload() throws Exception {
        uploadParts(30_000, 30_000, 2_000); // ~1 MB of rows: with 5 MiB parts this would be one PUT, so
        AtomicInteger parts = new AtomicInteger();
        ExecutionInterceptor failThirdPart = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                boolean part = context.request() instanceof UploadPartRequest || context.request() instanceof UploadPartCopyRequest;
                if (part && parts.incrementAndGet() == 3) {
                    // what the SDK throws when a connection drops
                    throw SdkClientException.create("injected: connection lost during part 3");
                }
            }
        };
        // ... make the combined file big enough for several 5 MiB parts
        Path big = tmp.resolve("big");
        TestParts.write(big.resolve("part-r-00003.h5"), 62_000, 1_000_000, TestParts.attrs("aa", "five-class", 1, "s3://raw/x.json"), WIDTH);
        put(run + "/parts/part-r-00003.h5", big.resolve("part-r-00003.h5"));

        Result r = combine(List.of(failThirdPart), s3Args("--part-mb", "5", "--public"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err().strip()).contains("combined_result_5class.h5").contains("injected").doesNotContain("\n");
        assertThat(parts.get()).as("parts attempted, some in parallel").isGreaterThanOrEqualTo(3);
        assertNothingUploadedAndNoPendingUploads();
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/combined_result_5class.h5")))
                .isInstanceOf(NoSuchKeyException.class);

        // the same run without the fault uploads in parts and completes
        Result ok = combine(s3Args("--part-mb", "5"));
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/combined_result_5class.h5")).contentLength())
                .isGreaterThan(15L << 20);
    }

    /**
     * An --overwrite whose new manifest cannot be uploaded, after its new file replaced the earlier
     * one: the earlier manifest went first, so the directory reads as unfinished; it stayed and
     * vouched for the earlier file's size and shards beside the new file.
     */
    @Test
    void anOverwriteWhoseManifestFailsLeavesNoEarlierManifestBesideTheNewFile() throws Exception {
        uploadParts(40, 30);
        Result first = combine(s3Args());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/manifest.json"))).isNotNull();
        ExecutionInterceptor failManifest = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (context.request() instanceof software.amazon.awssdk.services.s3.model.PutObjectRequest put
                        && put.key().endsWith("/manifest.json")) {
                    throw SdkClientException.create("injected: manifest upload refused");
                }
            }
        };
        Result r = combine(List.of(failManifest), s3Args("--overwrite", "--shards", "3"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err().strip()).contains("injected").doesNotContain("\n");
        assertThatThrownBy(() -> S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/manifest.json")))
                .as("no manifest vouches for a file it does not describe").isInstanceOf(NoSuchKeyException.class);
        Result again = combine(s3Args("--overwrite", "--shards", "3"));
        assertThat(again.code()).as(again.err()).isZero();
        assertThat(S3.s3().headObject(b -> b.bucket(BUCKET).key(run + "/manifest.json"))).isNotNull();
    }

    @Test
    void corruptTruncatedEmptyAndMismatchedPartsFailInOneLineAndUploadNothing() throws Exception {
        // empty prefix: only clutter
        put(run + "/parts/_SUCCESS", new byte[0]);
        Result empty = combine(s3Args());
        assertThat(empty.code()).isEqualTo(1);
        assertThat(empty.err().strip()).contains("no HDF5 parts").contains("s3a://lake/" + run + "/parts/").doesNotContain("\n");
        assertNothingUploadedAndNoPendingUploads();

        Path dir = uploadParts(50, 50);
        // corrupt: not HDF5 at all
        put(run + "/parts/part-r-00002.h5", "{\"not\": \"hdf5\"}".getBytes(StandardCharsets.UTF_8));
        Result corrupt = combine(s3Args());
        assertThat(corrupt.code()).isEqualTo(1);
        assertThat(corrupt.err().strip()).contains("s3://lake/" + run + "/parts/part-r-00002.h5").contains("not a readable HDF5 file")
                .doesNotContain("\n");
        assertNothingUploadedAndNoPendingUploads();

        // truncated: a good part cut short
        Path cut = Files.copy(dir.resolve("part-r-00001.h5"), tmp.resolve("cut.h5"));
        try (RandomAccessFile raf = new RandomAccessFile(cut.toFile(), "rw")) {
            raf.setLength(raf.length() - 100);
        }
        put(run + "/parts/part-r-00002.h5", cut);
        Result truncated = combine(s3Args());
        assertThat(truncated.code()).isEqualTo(1);
        assertThat(truncated.err().strip()).contains("part-r-00002.h5").contains("truncated").doesNotContain("\n");
        assertNothingUploadedAndNoPendingUploads();

        // mismatched: another vocabulary
        TrainerFileAttributes other = TestParts.attrs("bb", "five-class", 3, "s3://raw/y.json");
        put(run + "/parts/part-r-00002.h5", TestParts.write(tmp.resolve("other/part-r-00002.h5"), 0, 3, other, WIDTH));
        Result mismatched = combine(s3Args());
        assertThat(mismatched.code()).isEqualTo(1);
        assertThat(mismatched.err().strip()).contains("parts disagree on vocab_sha256").contains("part-r-00002.h5")
                .doesNotContain("\n");
        assertNothingUploadedAndNoPendingUploads();
    }

    @Test
    void badS3ArgumentsGetOneLineErrors() throws Exception {
        Result noS3 = combine("--input", tmp.toString(), "--output", tmp.resolve("o").toString(), "--public");
        assertThat(noS3.code()).isEqualTo(2);
        assertThat(noS3.err().strip()).contains("--public needs an s3:// --output").doesNotContain("\n");
        Result localEndpoint = combine("--input", tmp.toString(), "--output", tmp.resolve("o").toString(),
                "--endpoint-url", "http://127.0.0.1:9");
        assertThat(localEndpoint.code()).isEqualTo(2);
        assertThat(localEndpoint.err().strip()).contains("--endpoint-url and --path-style are for an s3://");
        for (String option : List.of("--part-mb", "--upload-threads")) {
            Result localUpload = combine("--input", tmp.toString(), "--output", tmp.resolve("o").toString(), option, "8");
            assertThat(localUpload.code()).as(option).isEqualTo(2);
            assertThat(localUpload.err().strip()).as(option).contains("shape the upload to an s3:// --output")
                    .doesNotContain("\n");
        }
        for (String[] bad : List.of(new String[]{"s3://", "s3://b1/out/"}, new String[]{"s3:///parts/", "s3://b1/out/"},
                new String[]{"s3://b1/parts/", "s3a:///out/"})) {
            Result bucket = combine("--input", bad[0], "--output", bad[1]);
            assertThat(bucket.code()).as(bad[0] + " " + bad[1]).isEqualTo(2);
            assertThat(bucket.err().strip()).as(bad[0]).contains("names no S3 bucket").doesNotContain("\n");
        }
        Result daysAlone = combine(s3Args("--url-days", "3"));
        assertThat(daysAlone.code()).isEqualTo(2);
        assertThat(daysAlone.err().strip()).contains("--url-days is the life of a presigned URL");
        for (String bad : List.of("ftp://x", "127.0.0.1:9", "http://", "http://127.0.0.1:99999", "not a url")) {
            Result endpoint = combine(s3ArgsVia(bad));
            assertThat(endpoint.code()).as(bad).isEqualTo(2);
            assertThat(endpoint.err().strip()).as(bad).contains("--endpoint-url must look like https://host[:port], was '"
                    + bad + "'").doesNotContain("\n");
        }
        Result mode = combine(s3Args("--public=everyone"));
        assertThat(mode.code()).isEqualTo(2);
        assertThat(mode.err().strip()).contains("--public takes no value, =acl or =presign");
        Result days = combine(s3Args("--public", "--url-days", "30"));
        assertThat(days.code()).isEqualTo(2);
        assertThat(days.err().strip()).contains("--url-days must be between 1 and 7");
        Result bucket = combine(s3Args());
        assertThat(bucket.code()).isEqualTo(1);
        assertThat(bucket.err().strip()).contains("no HDF5 parts");
    }
}

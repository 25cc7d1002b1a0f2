package org.trainprep.combiner.s3;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bin/pipeline combine} as a user (or an EMR step) runs it: the shaded
 * {@code h5-combiner-*-emr.jar} through Hadoop's RunJar on a bare Hadoop client classpath, with
 * the relocated AWS SDK, against the S3 server behind the ACL-disabled proxy.
 */
class CombineJarIT {

    @TempDir
    Path tmp;

    @Test
    void shadedJarMergesUploadsInPartsAndPublishesAPresignedUrl() throws Exception {
        Path repo = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath();
        try (S3TestServer server = S3TestServer.start(); S3TestProxy proxy = new S3TestProxy(server.port(), S3TestProxy.Refuse.ACL_WRITES)) {
            S3Client s3 = server.admin();
            s3.createBucket(b -> b.bucket("models"));
            for (int i = 0; i < 2; i++) {
                Path part = TestParts.write(tmp.resolve("part-m-0000" + i + ".h5"), i * 400_000, 400_000,
                        TestParts.attrs("cc", "five-class", 400_000, "s3://models/raw/"), TestParts.SEQ_LEN + 1);
                s3.putObject(b -> b.bucket("models").key("run/parts/" + part.getFileName()), RequestBody.fromFile(part));
            }
            String endpoint = "http://127.0.0.1:" + proxy.port();
            Path log = tmp.resolve("combine.log");
            ProcessBuilder pb = new ProcessBuilder(repo.resolve("bin/pipeline").toString(), "combine",
                    "--input", "s3://models/run/parts/", "--output", "s3://models/run/",
                    "--endpoint-url", endpoint, "--path-style", "--part-mb", "5", "--public")
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(S3TestServer.credentialsEnvironment());
            pb.environment().put("TRAINPREP_JAVA_OPTS", "-Xmx256m");
            Process p = pb.start();
            assertThat(p.waitFor(3, TimeUnit.MINUTES)).isTrue();
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(p.exitValue()).as(output).isZero();
            assertThat(output).contains("combined 2 parts -> s3://models/run/combined_result_5class.h5")
                    .contains("does not allow ACLs").contains("presigned URL, valid until")
                    .doesNotContain(S3TestServer.SECRET_KEY);
            assertThat(proxy.requestsRefused()).isEqualTo(1);

            List<String> lines = output.strip().lines().toList();
            HttpResponse<byte[]> got = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                    .send(HttpRequest.newBuilder(URI.create(lines.get(lines.size() - 1))).build(),
                            HttpResponse.BodyHandlers.ofByteArray());
            assertThat(got.statusCode()).isEqualTo(200);
            assertThat(got.body()).hasSize(Math.toIntExact(
                    s3.headObject(b -> b.bucket("models").key("run/combined_result_5class.h5")).contentLength()));
            assertThat(got.body().length).isGreaterThan(12 << 20); // more than two 5 MiB parts
            assertThat(s3.listMultipartUploads(b -> b.bucket("models")).uploads()).isEmpty();
        }
    }
}

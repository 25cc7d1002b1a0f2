package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import org.trainprep.combiner.TestParts;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The combine command as a separate JVM whose heap (128 MB) is smaller than what it merges and
 * uploads (105 MB of parts in, 105 MB out), so nothing can be held whole: parts are read with
 * ranged GETs and the result goes up in 16 MiB multipart parts.
 */
class S3LargeUploadTest {

    static final int WIDTH = TestParts.SEQ_LEN + 1;
    static final int ROWS_PER_PART = 3_300_000; // 16 bytes a row: 52.8 MB a part

    @TempDir
    Path tmp;

    @Test
    void hundredMegabytesAreMergedAndUploadedInPartsWithA128MegabyteHeap() throws Exception {
        S3TestServer.useTestCredentialsInThisJvm();
        try (S3TestServer server = S3TestServer.start()) {
            S3Client s3 = server.admin();
            s3.createBucket(b -> b.bucket("big"));
            for (int i = 0; i < 2; i++) {
                Path part = TestParts.write(tmp.resolve("parts").resolve("part-r-0000" + i + ".h5"), i * ROWS_PER_PART,
                        ROWS_PER_PART, TestParts.attrs("aa", "binary", ROWS_PER_PART, "s3://raw/all.json"), WIDTH);
                s3.putObject(b -> b.bucket("big").key("run/parts/" + part.getFileName()), RequestBody.fromFile(part));
                Files.delete(part);
            }

            Path log = tmp.resolve("combine.log");
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx128m", "-cp", System.getProperty("java.class.path"), CombinerTool.class.getName(),
                    "--input", "s3://big/run/parts/", "--output", "s3://big/run/",
                    "--endpoint-url", server.endpoint().toString(), "--path-style", "--shards", "4")
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(S3TestServer.credentialsEnvironment());
            long started = System.nanoTime();
            Process p = pb.start();
            assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
            String output = Files.readString(log, StandardCharsets.UTF_8);
            // the figure docs/BENCHMARKS.md quotes
            System.out.printf("combine 2 x 52.8 MB parts from S3 and upload 105 MB: %.1f s wall, -Xmx128m%n",
                    (System.nanoTime() - started) / 1e9);
            assertThat(p.exitValue()).as(output).isZero();

            long size = s3.headObject(b -> b.bucket("big").key("run/combined_result_binary.h5")).contentLength();
            assertThat(size).isGreaterThan(100_000_000L);
            long expectedParts = (size + S3Settings.DEFAULT_PART_BYTES - 1) / S3Settings.DEFAULT_PART_BYTES;
            assertThat(output).contains("in " + expectedParts + " parts")
                    .contains("rows 6600000 in 4 shards [1650000, 1650000, 1650000, 1650000]")
                    .doesNotContain(S3TestServer.SECRET_KEY);
            assertThat(s3.listMultipartUploads(b -> b.bucket("big")).uploads()).isEmpty();

            // spot-check the merged rows where parts and shards meet
            Path downloaded = tmp.resolve("combined.h5");
            s3.getObject(b -> b.bucket("big").key("run/combined_result_binary.h5"), downloaded);
            List<Integer> first = TestParts.firstColumn(downloaded);
            assertThat(first).hasSize(2 * ROWS_PER_PART);
            for (int i = 0; i < first.size(); i += 1_000_003) {
                assertThat(first.get(i)).isEqualTo(i);
            }
        }
    }
}

package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Not a test but the S3 step of {@code bin/bench scale}: puts a directory of real parts (the scale
 * run's) on an S3-compatible server that keeps its objects on disk, composes them with the combiner
 * JVM through a loopback proxy that counts the bytes the combiner moves, and prints the figures
 * {@code docs/SCALE.md} quotes. Runs only when {@code -Dtrainprep.scale.parts=DIR} is given.
 */
@EnabledIfSystemProperty(named = "trainprep.scale.parts", matches = ".+")
class S3ComposeScale {

    @TempDir
    Path tmp;

    @Test
    void composeTheScaleRunsPartsOnS3() throws Exception {
        Path parts = Path.of(System.getProperty("trainprep.scale.parts"));
        Path store = Files.createDirectories(Path.of(System.getProperty("trainprep.scale.store", tmp.resolve("s3").toString())));
        S3TestServer.useTestCredentialsInThisJvm();
        try (S3TestServer server = S3TestServer.startOnDisk(store);
             S3TestProxy proxy = new S3TestProxy(server.port(), S3TestProxy.Refuse.NOTHING)) {
            S3Client s3 = server.admin();
            s3.createBucket(b -> b.bucket("scale"));
            List<Path> files;
            try (var s = Files.list(parts)) {
                files = s.filter(p -> p.getFileName().toString().endsWith(".h5")).sorted().toList();
            }
            long partBytes = 0;
            for (Path p : files) {
                s3.putObject(b -> b.bucket("scale").key("run/parts/" + p.getFileName()), RequestBody.fromFile(p));
                partBytes += Files.size(p);
            }
            Path log = tmp.resolve("combine.log");
            ProcessBuilder pb = new ProcessBuilder("/usr/bin/time", "-f", "combiner max RSS %M KB",
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                    "-cp", System.getProperty("java.class.path"), CombinerTool.class.getName(),
                    "--input", "s3://scale/run/parts/", "--output", "s3://scale/run/",
                    "--endpoint-url", "http://127.0.0.1:" + proxy.port(), "--path-style")
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().putAll(S3TestServer.credentialsEnvironment());
            long started = System.nanoTime();
            Process p = pb.start();
            assertThat(p.waitFor(60, TimeUnit.MINUTES)).isTrue();
            double seconds = (System.nanoTime() - started) / 1e9;
            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertThat(p.exitValue()).as(output).isZero();
            long size = s3.headObject(b -> b.bucket("scale").key("run/combined_result_5class.h5")).contentLength();
            long moved = proxy.bytesFromClient() + proxy.bytesToClient();
            System.out.println(output.strip());
            System.out.printf(Locale.ROOT, "S3 compose: %d parts, %,d bytes of parts -> %,d byte object in %.1f s;"
                            + " combiner sent %,d and received %,d bytes = %.3f%% of the object%n",
                    files.size(), partBytes, size, seconds, proxy.bytesFromClient(), proxy.bytesToClient(),
                    100.0 * moved / size);
        }
    }
}

package org.trainprep.yarn;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bin/pipeline emr-steps} as the README runs it, after packaging: every file it tells you to
 * upload exists. Here, where the jars it names (the jobs', the combiner's) and its own are built
 * before the tests: emr-bootstrap depends on none of the others, and under {@code mvn -T} its tests
 * may run before they are packaged.
 */
class EmrStepsCommandIT {

    @TempDir
    Path tmp;

    @Test
    void printsCommandsWhoseUploadsAreTheBuiltJars() throws Exception {
        Path repo = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath();
        Process p = new ProcessBuilder(repo.resolve("bin/pipeline").toString(), "emr-steps", "--bucket", "lake",
                "--input", "s3://lake/raw/", "--census-input", "s3://lake/census/", "--public",
                "--out-dir", tmp.toString()).directory(repo.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        // EMR on EC2's uploads, then Serverless's (the Spark jar and the combiner again)
        List<String> uploads = out.lines().filter(l -> l.startsWith("aws s3 cp ")).map(l -> l.split(" ")[3]).distinct().toList();
        assertThat(uploads).hasSize(4);
        for (String file : uploads) {
            assertThat(repo.resolve(file)).as(file).isRegularFile();
        }
        assertThat(tmp.resolve("steps.json")).isRegularFile();
    }
}

package org.trainprep.mr.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code TRAINPREP_JAVA_OPTS} as a user writes it: an option holding spaces, quoted, reaches the
 * JVM whole (a garbage collection log in a folder whose name has a space, and the usual
 * {@code -XX:OnOutOfMemoryError='kill -9 %p'}); a quote left open is refused in one line naming the
 * variable, before any JVM starts.
 */
class PipelineJavaOptionsIT {

    @TempDir
    Path tmp;

    private final Path root = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath().normalize();

    private record Ran(int code, String printed) {
    }

    private Ran help(String javaOptions) throws Exception {
        Path log = tmp.resolve("pipeline.log");
        ProcessBuilder b = new ProcessBuilder(root.resolve("bin/pipeline").toString(), "reviews", "--help")
                .directory(root.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        // no class list made from a run that only prints its help
        b.environment().putAll(Map.of("TRAINPREP_JAVA_OPTS", javaOptions, "TRAINPREP_CDS", "off"));
        Process p = b.start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return new Ran(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    @Test
    void aQuotedOptionWithSpacesReachesTheJvmWhole() throws Exception {
        Path gcLog = tmp.resolve("gc logs").resolve("gc.log");
        Files.createDirectories(gcLog.getParent());
        Ran ran = help("-Xmx768m -XX:OnOutOfMemoryError='kill -9 %p' \"-Xlog:gc:file=" + gcLog + "\"");
        // split on every space, '-9' was an option of its own and the JVM did not start
        assertThat(ran.code()).as(ran.printed()).isZero();
        assertThat(ran.printed()).contains("--input");
        assertThat(gcLog).exists();
    }

    @Test
    void aQuoteLeftOpenIsRefusedInOneLineNamingTheVariable() throws Exception {
        Ran ran = help("-Xmx768m -XX:OnOutOfMemoryError='kill -9 %p");
        assertThat(ran.code()).isEqualTo(2);
        assertThat(ran.printed().strip()).doesNotContain("\n")
                .startsWith("bin/pipeline: TRAINPREP_JAVA_OPTS has a quote it does not close");
    }
}

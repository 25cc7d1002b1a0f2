package org.trainprep.emr;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The bootstrap action passes shellcheck and does its work, idempotently, in a sandbox standing in for "/". */
class BootstrapScriptTest {

    static final Path SCRIPT = Path.of("bootstrap", EmrPlan.BOOTSTRAP_SCRIPT);

    @TempDir
    Path sandbox;

    record Run(int code, String output) {
    }

    Run bootstrap(Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", SCRIPT.toAbsolutePath().toString()).redirectErrorStream(true);
        pb.environment().put("TRAINPREP_FS_ROOT", sandbox.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        return new Run(p.exitValue(), output);
    }

    @Test
    void passesShellcheck() {
        Interop.shellcheck(SCRIPT, Path.of("..", "bin", "pipeline"), Path.of("..", "bin", "bench"), Path.of("..", ".ci", "run"));
    }

    @Test
    void makesTheScratchDirectoryAndIsIdempotent() throws Exception {
        Path scratch = sandbox.resolve("mnt/trainprep/tmp");
        Run first = bootstrap(Map.of());
        assertThat(first.code()).as(first.output()).isZero();
        assertThat(first.output()).contains("scratch " + scratch + " ready (Java 17");
        assertThat(Files.isDirectory(scratch)).isTrue();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(scratch))).isEqualTo("rwxrwxrwx");
        assertThat(Files.getAttribute(scratch, "unix:mode")).matches(m -> (((Integer) m) & 01000) != 0, "sticky bit");

        Files.writeString(scratch.resolve("kept"), "a step's file");
        Run second = bootstrap(Map.of());
        assertThat(second.code()).as(second.output()).isZero();
        assertThat(second.output()).contains("already in place");
        assertThat(scratch.resolve("kept")).hasContent("a step's file");
        try (var all = Files.walk(sandbox)) {
            assertThat(all.count()).as("nothing but mnt/trainprep/tmp and the kept file").isEqualTo(5);
        }
    }

    @Test
    void refusesANodeWithoutJava17() throws Exception {
        Path bin = Files.createDirectories(sandbox.resolve("fake-bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'openjdk version \"1.8.0_412\"' >&2\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Run r = bootstrap(Map.of("PATH", bin + ":/usr/bin:/bin"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.output().strip()).isEqualTo("trainprep-bootstrap: the jars need Java 17+, this node has Java 8;"
                + " use an emr-7.x release label");
        assertThat(sandbox.resolve("mnt")).doesNotExist();
    }
}

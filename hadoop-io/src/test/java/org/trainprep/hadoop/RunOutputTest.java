package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one run sequence every job uses: claim, work directory, manifest last, nothing left on failure. */
class RunOutputTest {

    @TempDir
    java.nio.file.Path tmp;

    private final Configuration conf = new Configuration();

    {
        conf.set("fs.defaultFS", "file:///");
    }

    private RunOutput start(java.nio.file.Path out) throws Exception {
        return RunOutput.start(conf, "census", out.toString(), false, List.of(new Path(tmp.resolve("in").toUri())),
                Set.of("census.h5"), null, false);
    }

    @Test
    void aCompletedRunLeavesItsFilesAndManifestAndNothingElse() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        try (RunOutput run = start(out)) {
            assertThat(out.resolve(RunClaim.MARKER)).content().startsWith(run.runId() + ", started ");
            assertThat(out.resolve(WorkDir.UNDER_OUTPUT)).isDirectory();
            run.publisher().publishBytes("data".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
            run.complete("{}".getBytes(StandardCharsets.UTF_8));
        }
        try (var names = Files.list(out)) {
            assertThat(names.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("census.h5", "manifest.json");
        }
    }

    @Test
    void aFailedRunLeavesNoDirectory() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        try (RunOutput run = start(out)) {
            run.publisher().publishBytes("data".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
        }
        assertThat(out).doesNotExist();
    }

    /**
     * On S3 two runs starting in the same instant can both write a marker, and the last one stays.
     * The run whose marker was replaced stops before its next file and leaves the directory to the other.
     */
    @Test
    void aRunWhoseClaimWasTakenOverPublishesNothingMoreAndLeavesTheDirectory() throws Exception {
        java.nio.file.Path out = tmp.resolve("out");
        RunOutput run = start(out);
        run.publisher().publishBytes("mine".getBytes(StandardCharsets.UTF_8), run.dir(), "census.h5");
        String other = "census-20260101-000000-abcdef, started 2026-01-01T00:00:00Z";
        Files.writeString(out.resolve(RunClaim.MARKER), other);
        assertThatThrownBy(run::checkClaim).isInstanceOf(RunClaim.LostClaimException.class)
                .hasMessage("census: run " + run.runId() + " lost its claim on " + run.dir() + " to " + other
                        + "; nothing more was published by this run");
        assertThatThrownBy(() -> run.complete("{}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RunClaim.LostClaimException.class);
        run.close();
        assertThat(out.resolve(RunClaim.MARKER)).hasContent(other);
        assertThat(out.resolve("manifest.json")).doesNotExist();
        assertThat(out.resolve(WorkDir.UNDER_OUTPUT)).doesNotExist();
    }
}

package org.trainprep.combiner;

import org.trainprep.merge.TestParts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The {@code combine} command on local files: what it publishes, overwrite, one-line errors. */
class CombinerToolTest {

    @TempDir
    Path tmp;

    List<Path> threeParts() throws java.io.IOException {
        return TestParts.three(tmp.resolve("parts"));
    }

    private int runTool(String... args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new CombinerTool(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true))
                .run(args);
        lastErr = err.toString(StandardCharsets.UTF_8);
        return code;
    }

    private String lastErr;

    @Test
    void toolPublishesFileAndManifestAndRefusesToOverwrite() throws Exception {
        threeParts();
        Files.createDirectories(tmp.resolve("parts/_rejects"));
        Files.writeString(tmp.resolve("parts/_SUCCESS"), "");
        Files.writeString(tmp.resolve("parts/.part-r-00003.h5.crc"), "x");
        Path outDir = tmp.resolve("out");
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", outDir.toString())).isZero();
        assertThat(outDir.resolve("combined_result_5class.h5")).exists();
        assertThat(outDir.resolve("manifest.json")).exists();
        try (var files = Files.list(outDir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
                    "combined_result_5class.h5", "manifest.json");
        }
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", outDir.toString())).isEqualTo(2);
        assertThat(lastErr).contains("already exists").contains("--overwrite");
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", outDir.toString(), "--overwrite")).isZero();
        // another file name into a finished output would leave its file and replace only its manifest
        byte[] manifest = Files.readAllBytes(outDir.resolve("manifest.json"));
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", outDir.toString(), "--name", "x.h5"))
                .isEqualTo(2);
        assertThat(lastErr).contains("manifest.json already exists").contains("finished output").contains("--overwrite");
        assertThat(outDir.resolve("manifest.json")).hasBinaryContent(manifest);
        assertThat(outDir.resolve("x.h5")).doesNotExist();
    }

    @Test
    void aNewOutputDirectoryIsMadeWithItsParents() throws Exception {
        threeParts();
        Path outDir = tmp.resolve("new/deeper/out");
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", outDir.toString())).as(lastErr).isZero();
        assertThat(outDir.resolve("combined_result_5class.h5")).exists();
        assertThat(outDir.resolve("manifest.json")).exists();
    }

    /**
     * A directory a run has claimed is that run's: combine refuses it (it wrote its file and manifest
     * beside the claim, making an unfinished run look finished), and a hidden file name is refused.
     */
    @Test
    void aClaimedOutputAndAHiddenFileNameAreRefused() throws Exception {
        threeParts();
        Path claimed = Files.createDirectories(tmp.resolve("claimed"));
        Files.writeString(claimed.resolve(org.trainprep.hadoop.RunClaim.MARKER), "{\"run_id\":\"reviews-1\",\"started\":\""
                + java.time.Instant.now() + "\",\"host\":\"elsewhere\",\"pid\":1}");
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", claimed.toString())).isEqualTo(2);
        assertThat(lastErr.strip()).contains("combine: ").contains("reviews-1").doesNotContain("\n");
        try (var files = Files.list(claimed)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly(org.trainprep.hadoop.RunClaim.MARKER);
        }
        assertThat(runTool("--input", tmp.resolve("parts").toString(), "--output", tmp.resolve("hidden").toString(),
                "--name", ".h5")).isEqualTo(2);
        assertThat(lastErr).contains("--name must be a plain file name");
    }

    @Test
    void toolGivesOneLineErrorsForBadInput() throws Exception {
        assertThat(runTool("--input")).isEqualTo(2);
        assertThat(lastErr.lines().findFirst().orElseThrow()).contains("--input needs a value");
        assertThat(runTool("--inptu", "x", "--output", "y")).isEqualTo(2);
        assertThat(lastErr).contains("unknown option --inptu");
        assertThat(runTool("--input", tmp.resolve("missing").toString(), "--output", tmp.resolve("o").toString())).isEqualTo(2);
        assertThat(lastErr.strip()).contains("missing does not exist; check --input").doesNotContain("\n");
        assertThat(tmp.resolve("o")).as("a failed combine leaves no empty output directory").doesNotExist();

        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertThat(runTool("--input", empty.toString(), "--output", tmp.resolve("o").toString())).isEqualTo(1);
        assertThat(lastErr).contains("no HDF5 parts");
        assertThat(tmp.resolve("o")).doesNotExist();

        Path p = TestParts.write(tmp.resolve("parts/part-r-00000.h5"), 0, 50,
                TestParts.attrs("aa", "five-class", 50, "x"), TestParts.SEQ_LEN + 1);
        try (RandomAccessFile raf = new RandomAccessFile(p.toFile(), "rw")) {
            raf.setLength(raf.length() - 100);
        }
        assertThat(runTool("--input", p.getParent().toString(), "--output", tmp.resolve("o").toString())).isEqualTo(1);
        assertThat(lastErr.strip()).contains("part-r-00000.h5").contains("truncated").doesNotContain("\n");
        assertThat(tmp.resolve("o")).satisfiesAnyOf(
                d -> assertThat(d).doesNotExist(),
                d -> assertThat(Files.list(d)).isEmpty());
    }
}

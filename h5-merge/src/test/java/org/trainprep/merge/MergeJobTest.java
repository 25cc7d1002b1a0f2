package org.trainprep.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.hadoop.RunClaim;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The merge as runs and the combine command use it, through Hadoop's FileSystem on local files:
 * what is published in which order, what it refuses, and {@code verify} over its output.
 */
class MergeJobTest {

    @TempDir
    Path tmp;

    private Path parts() throws Exception {
        Path dir = tmp.resolve("run/parts");
        TestParts.write(dir.resolve("part-r-00000.h5"), 0, 5, TestParts.attrs("aa", "five-class", 5, "file:/a"),
                TestParts.SEQ_LEN + 1);
        TestParts.write(dir.resolve("part-r-00001.h5"), 100, 7, TestParts.attrs("aa", "five-class", 7, "file:/b"),
                TestParts.SEQ_LEN + 1);
        return dir;
    }

    private static Configuration local() {
        Configuration conf = new Configuration();
        conf.set("fs.defaultFS", "file:///");
        return conf;
    }

    private MergeJob.Published merge(Path parts, Path out, Map<String, Object> runFields,
                                     MergeJob.BeforeManifest before) throws Exception {
        try (HadoopStores stores = new HadoopStores(local())) {
            return new MergeJob(stores, ProgressLog.silent()).run(new MergeJob.Request(ReviewsFileType.INSTANCE,
                    parts.toUri().toString(), out.toUri().toString(), null, 3, false), runFields, before);
        }
    }

    @Test
    void publishesTheFileThenWhatTheRunOwnsThenTheManifestLast() throws Exception {
        Path out = tmp.resolve("out");
        List<String> seen = new ArrayList<>();
        Map<String, Object> runFields = new LinkedHashMap<>();
        runFields.put("run_id", "reviews-test");
        runFields.put("vocab_json", "vocab.json");
        MergeJob.Published p = merge(parts(), out, runFields, (target, fileUri, result) -> {
            seen.add("file there: " + Files.exists(out.resolve("combined_result_5class.h5")));
            seen.add("manifest there: " + Files.exists(out.resolve(Manifest.FILE_NAME)));
            target.publishBytes("{}".getBytes(StandardCharsets.UTF_8), "vocab.json");
        });

        assertThat(seen).containsExactly("file there: true", "manifest there: false");
        assertThat(p.result().numRows()).isEqualTo(12);
        assertThat(TestParts.firstColumn(out.resolve("combined_result_5class.h5")))
                .containsExactly(0, 1, 2, 3, 4, 100, 101, 102, 103, 104, 105, 106);
        try (TrainerFileReader r = TrainerFileReader.open(out.resolve("combined_result_5class.h5"))) {
            assertThat(r.shards()).extracting(TrainerFileReader.Shard::rows).containsExactly(4L, 4L, 4L);
        }
        JsonNode m = new ObjectMapper().readTree(out.resolve(Manifest.FILE_NAME).toFile());
        assertThat(m.path("format").asText()).isEqualTo(ReviewsFileType.INSTANCE.format());
        assertThat(m.path("num_rows").asLong()).isEqualTo(12);
        // the run's fields come last, in the order given
        List<String> names = new ArrayList<>();
        m.fieldNames().forEachRemaining(names::add);
        assertThat(names.subList(names.size() - 2, names.size())).containsExactly("run_id", "vocab_json");
        assertThat(p.fileUri()).endsWith("/out/combined_result_5class.h5");
    }

    /** What the merge will hold is told before the file is written, so a run can draw its report meanwhile. */
    @Test
    void theMergesResultIsToldBeforeTheFileIsWrittenAndIsWhatThePublishGets() throws Exception {
        Path out = tmp.resolve("out");
        List<String> seen = new ArrayList<>();
        List<Object> told = new ArrayList<>();
        merge(parts(), out, Map.of(), new MergeJob.BeforeManifest() {
            @Override
            public void planned(String fileUri, MergeResult result) {
                seen.add("planned, file there: " + Files.exists(out.resolve("combined_result_5class.h5")));
                told.add(fileUri);
                told.add(result);
            }

            @Override
            public void publish(CombineTarget target, String fileUri, MergeResult result) {
                seen.add("publish, file there: " + Files.exists(out.resolve("combined_result_5class.h5")));
                assertThat(fileUri).isEqualTo(told.get(0));
                assertThat(result).isSameAs(told.get(1));
            }
        });
        assertThat(seen).containsExactly("planned, file there: false", "publish, file there: true");
        assertThat(((MergeResult) told.get(1)).numRows()).isEqualTo(12);
    }

    @Test
    void refusesPartsOfARunStillHoldingItsClaimAndAnExistingFileWithoutOverwrite() throws Exception {
        Path parts = parts();
        Files.writeString(tmp.resolve("run").resolve(RunClaim.MARKER), "reviews-test");
        assertThatThrownBy(() -> merge(parts, tmp.resolve("o1"), Map.of(), (t, u, r) -> { }))
                .isInstanceOf(IncompatiblePartsException.class).hasMessageContaining("has not finished");
        assertThat(tmp.resolve("o1")).doesNotExist();
        Files.delete(tmp.resolve("run").resolve(RunClaim.MARKER));

        Path out = tmp.resolve("o2");
        merge(parts, out, Map.of(), (t, u, r) -> { });
        byte[] before = Files.readAllBytes(out.resolve("combined_result_5class.h5"));
        assertThatThrownBy(() -> merge(parts, out, Map.of(), (t, u, r) -> { }))
                .isInstanceOf(OutputExistsException.class).hasMessageContaining("--overwrite");
        assertThat(Files.readAllBytes(out.resolve("combined_result_5class.h5"))).isEqualTo(before);
    }

    @Test
    void verifyPassesTheMergedOutputAndNamesARowItCannotHold() throws Exception {
        Path parts = tmp.resolve("valid/parts");
        TestParts.writeValid(parts.resolve("part-r-00000.h5"), 0, 6, TestParts.attrs("aa", "five-class", 6, "file:/a"));
        TestParts.writeValid(parts.resolve("part-r-00001.h5"), 6, 9, TestParts.attrs("aa", "five-class", 9, "file:/a"));
        Path out = tmp.resolve("out");
        merge(parts, out, Map.of("run_id", "reviews-test"), (t, u, r) -> { });
        assertThat(verify(out)).startsWith("0\n");

        // the last row's label (its last int32) becomes 9, which no five-class row holds
        Path file = out.resolve("combined_result_5class.h5");
        long at;
        try (TrainerFileReader r = TrainerFileReader.open(file)) {
            TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            at = last.dataAddress() + last.rows() * last.rowBytes() - 4;
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.seek(at);
            raf.write(new byte[]{9, 0, 0, 0});
        }
        String failed = verify(out);
        assertThat(failed).startsWith("1\n").contains("label");
    }

    /** Exit code, then what verify printed. */
    private static String verify(Path dir) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        VerifyTool tool = new VerifyTool(new PrintStream(out, true), new PrintStream(err, true));
        tool.setConf(local());
        int code = tool.run(new String[]{dir.toString()});
        return code + "\n" + out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }
}

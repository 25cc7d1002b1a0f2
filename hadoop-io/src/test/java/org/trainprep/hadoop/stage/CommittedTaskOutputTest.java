package org.trainprep.hadoop.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.hadoop.LocalFiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A task's output through its attempts, as the engines drive it: what an attempt that never
 * commits wrote stays out of sight, a retry publishes each file once and whole, and a duplicate
 * (speculative) attempt committing later changes nothing.
 */
class CommittedTaskOutputTest {

    @TempDir
    java.nio.file.Path tmp;

    private final Configuration conf = new Configuration();

    private Pass pass(java.nio.file.Path parts) {
        return Pass.overDataset("encode", new PassResult.DatasetRef(tmp.resolve("none").toUri().toString(), 1),
                (key, value, out) -> out.emit(key, value)).files(LocalFiles.hadoop(parts).toString()).rejectsPerTask(1)
                .build();
    }

    /** One attempt of task 3: a dataset record, a counter, two rejects offered, a side line and a file. */
    private CommittedTaskOutput attempt(Pass pass, Path dir, String attempt, String content) throws Exception {
        CommittedTaskOutput out = new CommittedTaskOutput(conf, dir, pass, new TaskContext(3, 4, null, "run-1", 64L << 20), attempt,
                null);
        out.emit("k".getBytes(StandardCharsets.UTF_8), content.getBytes(StandardCharsets.UTF_8));
        out.count("rows", 1);
        out.reject(RejectRecord.of("BAD", "file:/in/a", 0, new byte[] {'x'}, 0, 1));
        out.reject(RejectRecord.of("BAD", "file:/in/a", 2, new byte[] {'y'}, 0, 1));
        out.line("_yield", content);
        java.nio.file.Path local = out.scratch().resolve("part.h5");
        Files.writeString(local, content);
        out.file("part-00003.h5", local);
        out.file("part-00003.txt", stream -> stream.write(content.getBytes(StandardCharsets.UTF_8)));
        return out;
    }

    private List<String> visible(java.nio.file.Path root) throws Exception {
        List<String> names = new ArrayList<>();
        try (Stream<java.nio.file.Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile).forEach(f -> names.add(root.relativize(f).toString()));
        }
        return names.stream().filter(n -> !n.contains("_attempt-")).sorted().toList();
    }

    @Test
    void aFailedAttemptPublishesNothingAndARetryPublishesEachFileOnceAndWhole() throws Exception {
        java.nio.file.Path passDir = Files.createDirectories(tmp.resolve("work/encode"));
        java.nio.file.Path parts = Files.createDirectories(tmp.resolve("parts"));
        Pass pass = pass(parts);
        Path dir = LocalFiles.hadoop(passDir);

        CommittedTaskOutput failed = attempt(pass, dir, "1", "first");
        failed.close(); // the attempt dies before its commit
        assertThat(visible(passDir)).isEmpty();
        assertThat(visible(parts)).isEmpty();

        CommittedTaskOutput retry = attempt(pass, dir, "2", "second");
        retry.commit();
        retry.close();
        assertThat(visible(passDir)).containsExactly("_counts/counts-00003", "_rejects/rejects-00003.jsonl",
                "_yield/yield-00003", "records/part-00003");
        assertThat(visible(parts)).containsExactly("part-00003.h5", "part-00003.txt");
        assertThat(Files.readString(parts.resolve("part-00003.h5"))).isEqualTo("second");
        assertThat(Files.readString(parts.resolve("part-00003.txt"))).as("written straight to the store").isEqualTo("second");
        assertThat(Files.readAllLines(passDir.resolve("_rejects/rejects-00003.jsonl"))).as("one sample kept of two")
                .hasSize(1);

        CommittedTaskOutput speculative = attempt(pass, dir, "3", "third");
        speculative.commit();
        speculative.close();
        assertThat(Files.readString(parts.resolve("part-00003.h5"))).as("the first commit wins").isEqualTo("second");
        assertThat(Files.readString(parts.resolve("part-00003.txt"))).as("the first commit wins").isEqualTo("second");
        assertThat(Files.readString(passDir.resolve("_yield/yield-00003"))).isEqualTo("second\n");
        assertThat(Files.readString(passDir.resolve("_counts/counts-00003"))).isEqualTo("rows\t1\n");
        try (PassResult.Records r = DatasetFiles.read(conf, new PassResult.DatasetRef(
                LocalFiles.hadoop(passDir.resolve("records")).toString(), 4), -1)) {
            assertThat(r.hasNext()).isTrue();
            assertThat(new String(r.next().value(), StandardCharsets.UTF_8)).isEqualTo("second");
            assertThat(r.hasNext()).as("partitions 0-2 and their missing files are empty").isFalse();
        }
    }

    @Test
    void aTaskOfAStoppedRunFailsInsteadOfMakingItsFolderAgain() throws Exception {
        java.nio.file.Path parts = Files.createDirectories(tmp.resolve("parts"));
        Path gone = LocalFiles.hadoop(tmp.resolve("work/encode"));
        assertThatThrownBy(() -> attempt(pass(parts), gone, "1", "late"))
                .hasMessageContaining("is gone (the run was stopped or failed)");
        assertThat(tmp.resolve("work")).doesNotExist();
    }

    @Test
    void theTasksFeedingAShuffleAndItsPartitionsKeepTheirSideFilesApart() throws Exception {
        java.nio.file.Path passDir = Files.createDirectories(tmp.resolve("work/clean"));
        Pass pass = Pass.overLines("clean", List.of("file:/in/a"), false, (offset, bytes, length, out) -> { })
                .shuffle(new org.trainprep.core.stage.Shuffle(2, org.trainprep.core.stage.Shuffle.Partitioner.hash(),
                        org.trainprep.core.stage.Shuffle.Order.bytes(), null, (key, values, out) -> { }))
                .build();
        Path dir = LocalFiles.hadoop(passDir);
        TaskContext zero = new TaskContext(0, 2, null, "run-1", 64L << 20);
        List<byte[]> shuffled = new ArrayList<>();
        CommittedTaskOutput map = new CommittedTaskOutput(conf, dir, pass, zero, "1", (k, v) -> shuffled.add(k));
        map.count("lines", 5);
        map.reject(RejectRecord.of("BAD", "file:/in/a", 0, new byte[] {'x'}, 0, 1));
        map.emit(new byte[] {1}, new byte[] {2});
        assertThatThrownBy(() -> map.record("distinct", new byte[] {1}, new byte[] {2}))
                .hasMessageContaining("only its partitions write dataset distinct");
        map.commit();
        CommittedTaskOutput reduce = new CommittedTaskOutput(conf, dir, pass, zero, "2", null);
        reduce.count("distinct", 3);
        reduce.reject(RejectRecord.of("BAD", "file:/in/a", 0, new byte[] {'y'}, 0, 1));
        reduce.record("distinct", new byte[] {1}, new byte[] {2});
        reduce.commit();
        assertThat(shuffled).hasSize(1);
        assertThat(visible(passDir)).containsExactly("_counts/counts-00000", "_counts/counts-r-00000",
                "_rejects/rejects-00000.jsonl", "_rejects/rejects-r-00000.jsonl", "distinct/part-00000");
        assertThat(Files.readString(passDir.resolve("_counts/counts-r-00000"))).isEqualTo("distinct\t3\n");
    }

    @Test
    void datasetsAreCompressedExceptOnALocalDisk() throws Exception {
        java.nio.file.Path passDir = Files.createDirectories(tmp.resolve("work/encode"));
        CommittedTaskOutput out = new CommittedTaskOutput(conf, LocalFiles.hadoop(passDir),
                pass(Files.createDirectories(tmp.resolve("parts"))), new TaskContext(0, 1, null, "run-1", 64L << 20), "1", null);
        out.emit("k".getBytes(StandardCharsets.UTF_8), "v".getBytes(StandardCharsets.UTF_8));
        out.commit();
        out.close();
        try (org.apache.hadoop.io.SequenceFile.Reader r = new org.apache.hadoop.io.SequenceFile.Reader(conf,
                org.apache.hadoop.io.SequenceFile.Reader.file(LocalFiles.hadoop(passDir.resolve("records/part-00000"))))) {
            assertThat(r.isCompressed()).as("a local work folder's dataset is read back from the page cache").isFalse();
        }
        assertThat(CommittedTaskOutput.compresses(org.apache.hadoop.fs.FileSystem.getLocal(conf))).isFalse();
        assertThat(CommittedTaskOutput.compresses(org.apache.hadoop.fs.FileSystem.getLocal(conf).getRaw())).isFalse();
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.UsageException;
import org.trainprep.testdata.Fixtures;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run claims its output directory, publishes the combined file, then vocab.json, then the
 * manifest naming it, and releases the claim; `verify` tells a finished output from one whose run
 * died, was mixed, or was damaged later.
 */
class RunIdentityTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    private PipelineRuns.Verified verify(Path dir, String... flags) throws Exception {
        return PipelineRuns.verify(conf, dir, flags);
    }

    private Path finishedRun() throws Exception {
        return PipelineRuns.finishedSample(conf, tmp, "in");
    }

    @Test
    void aFinishedRunNamesItselfInTheManifestAndVerifies() throws Exception {
        Path out = finishedRun();
        assertThat(out.resolve("_RUN")).doesNotExist();
        assertThat(Files.readString(out.resolve("manifest.json")))
                .containsPattern("\"run_id\" : \"reviews-\\d{8}-\\d{6}-[0-9a-f]{6}\"").contains("\"vocab_json\" : \"vocab.json\"")
                .contains("\"bytes\" : " + Files.size(out.resolve("combined_result_5class.h5")));
        PipelineRuns.Verified v = verify(out);
        assertThat(v.code()).as(v.err()).isZero();
        assertThat(v.out()).containsPattern("verified .* \\(full: 1,512 rows read, CRC-32C and value ranges, .* MB/s\\): combined_result_5class.h5, 1512 rows in 2 shard\\(s\\), \\d+ bytes, run reviews-");
    }

    @Test
    void aClaimedDirectoryIsRefusedEvenWithOverwriteAndDoesNotVerify() throws Exception {
        Path out = finishedRun();
        // what a run still writing, or one that was killed, leaves
        Files.writeString(out.resolve("_RUN"), "reviews-20261122-101010-abcdef, started 2026-11-22T10:10:10Z");
        PipelineRuns.Run second = PipelineRuns.tool(conf, "--input", tmp.resolve("in").toString(),
                "--output", out.toString(), "--overwrite");
        assertThat(second.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(second.err().strip()).contains("another run (reviews-20261122-101010-abcdef, started 2026-11-22T10:10:10Z)"
                + " is writing to").contains("delete").contains("_RUN").doesNotContain("\n");
        assertThat(out.resolve("combined_result_5class.h5")).as("the other run's files are untouched").exists();
        PipelineRuns.Verified v = verify(out);
        assertThat(v.code()).isEqualTo(1);
        assertThat(v.err()).contains("incomplete: another run (reviews-20261122-101010-abcdef");
    }

    @Test
    void aSecondRunIntoADirectoryARunIsWritingIsRefusedAndTheFirstFinishesUnmixed() throws Exception {
        Path big = tmp.resolve("big.json");
        new org.trainprep.testdata.ReviewGenerator(3, 0.001, 0.1).write(big, 60_000);
        Path small = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("golden"));
        Path out = tmp.resolve("shared-out");
        java.util.concurrent.CompletableFuture<PipelineRuns.Run> first = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return PipelineRuns.tool(conf, "--input", big.toString(), "--output", out.toString(), "--overwrite");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long deadline = System.nanoTime() + 60_000_000_000L;
        // claimed, and past its start (its start lock, a sibling, released): a run starting now meets a
        // run writing, not one starting, which is refused in other words
        while ((!Files.exists(out.resolve("_RUN")) || startLocks(tmp) > 0) && !first.isDone()
                && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertThat(first.isDone()).as("the first run is still writing").isFalse();
        PipelineRuns.Run second = PipelineRuns.tool(conf, "--input", small.toString(), "--output", out.toString(),
                "--overwrite");
        assertThat(second.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(second.err()).contains("another run (reviews-").contains("is writing to");

        PipelineRuns.Run done = first.get(5, java.util.concurrent.TimeUnit.MINUTES);
        assertThat(done.exit()).as(done.err()).isZero();
        assertThat(Files.readString(out.resolve("manifest.json"))).contains(big.toUri().getPath()).doesNotContain("golden");
        assertThat(verify(out).code()).isZero();
    }

    private static long startLocks(Path dir) throws java.io.IOException {
        try (var names = Files.list(dir)) {
            return names.filter(p -> p.getFileName().toString().startsWith(".trainprep-starting-")).count();
        }
    }

    @Test
    void verifyFindsAMissingManifestATruncatedFileAndAnAlteredVocabulary() throws Exception {
        Path out = finishedRun();
        Files.writeString(out.resolve("vocab.json"), "{\"other\": 3}");
        PipelineRuns.Verified vocab = verify(out);
        assertThat(vocab.code()).isEqualTo(1);
        assertThat(vocab.err()).contains("vocabulary: ").contains("has SHA-256");

        try (RandomAccessFile f = new RandomAccessFile(out.resolve("combined_result_5class.h5").toFile(), "rw")) {
            f.setLength(f.length() - 404);
        }
        PipelineRuns.Verified cut = verify(out);
        assertThat(cut.code()).isEqualTo(1);
        assertThat(cut.err()).contains("size: ").contains("the manifest says");

        Files.delete(out.resolve("manifest.json"));
        PipelineRuns.Verified none = verify(out);
        assertThat(none.code()).isEqualTo(1);
        assertThat(none.err().strip()).contains("incomplete: no manifest.json").doesNotContain("\n");
    }

    /**
     * The manifest's statements about the file are checked against it (each edit verified before):
     * its copies of the file's attributes, the rows' width and type, what the loader reads, a file
     * name outside the output; and a vocab.json beside a file whose manifest names none (the combine
     * tool's) must be the one the file was encoded with.
     */
    @Test
    void verifyChecksTheManifestAgainstTheFileAndAnyVocabularyBesideIt() throws Exception {
        Path out = finishedRun();
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        byte[] original = Files.readAllBytes(out.resolve("manifest.json"));
        java.util.Map<String, Object> edits = new java.util.LinkedHashMap<>();
        edits.put("seq_len", 50);
        edits.put("pad_id", 0);
        edits.put("n_vocab", 10);
        edits.put("dtype", "int64");
        edits.put("row_width", 7);
        edits.put("loader_items", 3);
        edits.put("vocab_sha256", "0".repeat(64));
        edits.put("file", "../other/combined_result_5class.h5");
        edits.put("source", java.util.List.of("/elsewhere/reviews.json"));
        for (java.util.Map.Entry<String, Object> e : edits.entrySet()) {
            com.fasterxml.jackson.databind.node.ObjectNode m = (com.fasterxml.jackson.databind.node.ObjectNode)
                    json.readTree(original);
            m.set(e.getKey(), json.valueToTree(e.getValue()));
            Files.write(out.resolve("manifest.json"), json.writeValueAsBytes(m));
            PipelineRuns.Verified v = verify(out);
            assertThat(v.code()).as(e.getKey() + ": " + v.err()).isEqualTo(1);
            assertThat(v.err()).as(e.getKey()).contains("manifest: its " + e.getKey());
        }
        // the checksums' own parts, and the shards' names
        java.util.Map<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> inner =
                new java.util.LinkedHashMap<>();
        inner.put("'s crc32c 00000000 is not its blocks'", m -> ((com.fasterxml.jackson.databind.node.ObjectNode) m.get("checksums")
                .get("parts").get(0)).put("crc32c", "00000000"));
        inner.put("starts at row", m -> ((com.fasterxml.jackson.databind.node.ObjectNode) m.get("checksums")
                .get("parts").get(0)).put("first_row", 3));
        inner.put("its shard names", m -> ((com.fasterxml.jackson.databind.node.ObjectNode) m.get("shards").get(0))
                .put("name", "7"));
        for (java.util.Map.Entry<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> e
                : inner.entrySet()) {
            com.fasterxml.jackson.databind.node.ObjectNode m = (com.fasterxml.jackson.databind.node.ObjectNode)
                    json.readTree(original);
            e.getValue().accept(m);
            Files.write(out.resolve("manifest.json"), json.writeValueAsBytes(m));
            PipelineRuns.Verified v = verify(out);
            assertThat(v.code()).as(e.getKey() + ": " + v.err()).isEqualTo(1);
            assertThat(v.err()).as(e.getKey()).contains(e.getKey());
        }
        com.fasterxml.jackson.databind.node.ObjectNode combined = (com.fasterxml.jackson.databind.node.ObjectNode)
                json.readTree(original);
        combined.remove("vocab_json");
        Files.write(out.resolve("manifest.json"), json.writeValueAsBytes(combined));
        assertThat(verify(out).code()).isZero();
        Files.writeString(out.resolve("vocab.json"), "{\"other\": 3}");
        PipelineRuns.Verified stale = verify(out);
        assertThat(stale.code()).isEqualTo(1);
        assertThat(stale.err()).contains("vocabulary: ").contains("has SHA-256");
    }

    @Test
    void aFailedOverwriteLeavesTheEarlierOutputByteIdenticalAndVerified() throws Exception {
        Path out = finishedRun();
        java.util.Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(out);
        // a run that fails its error budget after the first job: the old code had deleted the output by then
        Path csv = tmp.resolve("census.csv");
        Files.write(csv, java.util.Collections.nCopies(200, "1,0,1,0,1,1,0,1,0,1,0,0"));
        PipelineRuns.Run failed = PipelineRuns.tool(conf, "--input", csv.toString(), "--output", out.toString(),
                "--overwrite");
        assertThat(failed.exit()).as(failed.err()).isEqualTo(1);
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);
        assertThat(verify(out).code()).isZero();
        try (var names = Files.list(tmp)) {
            assertThat(names.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith(".out"));
        }
    }

    /** Where row {@code row} of shard {@code shard} starts in the file, and its width in bytes. */
    private static long[] rowAt(Path file, int shard, long row) throws Exception {
        try (org.trainprep.core.h5.TrainerFileReader r = org.trainprep.core.h5.TrainerFileReader.open(file)) {
            org.trainprep.core.h5.TrainerFileReader.Shard s = r.shards().get(shard);
            return new long[]{s.dataAddress() + row * s.rowBytes(), s.rowBytes()};
        }
    }

    private static void poke(Path file, long at, int value) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(at);
            f.write(java.nio.ByteBuffer.allocate(4).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(value).array());
        }
    }

    private static int peek(Path file, long at) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
            byte[] b = new byte[4];
            f.seek(at);
            f.readFully(b);
            return java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
        }
    }

    /** How verify names the combined file of {@code out} in its lines. */
    private static String h5Uri(Path out) {
        return out.resolve("combined_result_5class.h5").toString();
    }

    @Test
    void aManifestEditedSoItsChecksumsOrItsJsonNoLongerReadIsAProblemNotACheckSkipped() throws Exception {
        Path out = finishedRun();
        Path manifest = out.resolve("manifest.json");
        String good = java.nio.file.Files.readString(manifest);
        assertThat(verify(out).code()).isZero();
        // two lines swapped: "algorithm" moved out of "checksums", which then read as a manifest without them
        java.util.List<String> lines = new java.util.ArrayList<>(good.lines().toList());
        int at = java.util.stream.IntStream.range(0, lines.size()).filter(i -> lines.get(i).contains("\"checksums\"")).findFirst()
                .orElseThrow();
        assertThat(lines.get(at + 1)).contains("\"algorithm\"");
        java.util.Collections.swap(lines, at, at + 1);
        java.nio.file.Files.writeString(manifest, String.join("\n", lines) + "\n");
        PipelineRuns.Verified swapped = verify(out);
        assertThat(swapped.code()).as(swapped.err()).isEqualTo(1);
        assertThat(swapped.err()).contains("manifest: its checksums cannot be read");
        // a part's first row renamed: it read as row 0
        java.nio.file.Files.writeString(manifest, good.replaceFirst("\"first_row\"", "\"first_rov\""));
        assertThat(verify(out).err()).contains("manifest: its checksums cannot be read (it has no first_row");
        // a byte after the JSON, a line twice
        java.nio.file.Files.writeString(manifest, good + "x");
        assertThat(verify(out).err()).contains("is not valid JSON");
        String rows = good.lines().filter(l -> l.contains("\"rows_unread_by_loader\"")).findFirst().orElseThrow();
        java.nio.file.Files.writeString(manifest, good.replace(rows, rows + "\n" + rows));
        assertThat(verify(out).err()).contains("is not valid JSON");
        java.nio.file.Files.writeString(manifest, good);
        assertThat(verify(out).code()).isZero();
    }

    @Test
    void verifyReadsEveryRowAndNamesTheShardAndRowOfAFlippedByteWhileQuickChecksStructureOnly() throws Exception {
        Path out = finishedRun();
        Path h5 = out.resolve("combined_result_5class.h5");
        // a token in the middle of the data region becomes 2,130,706,433 (0x7F000001): its high byte flipped
        long[] mid = rowAt(h5, 1, 300);
        int token = peek(h5, mid[0] + 4 * 2);
        try (RandomAccessFile f = new RandomAccessFile(h5.toFile(), "rw")) {
            f.seek(mid[0] + 4 * 2 + 3);
            f.write(0x7F);
        }
        assertThat(peek(h5, mid[0] + 4 * 2)).isEqualTo(token | 0x7F000000);
        PipelineRuns.Verified quick = verify(out, "--quick");
        assertThat(quick.code()).as(quick.err()).isZero();
        assertThat(quick.out()).contains("(quick: structure only)");
        PipelineRuns.Verified full = verify(out);
        assertThat(full.code()).isEqualTo(1);
        assertThat(full.err()).contains("range: " + h5Uri(out) + " shard 1 row 300 column 2 holds " + (token | 0x7F000000) + ", which is not a token id")
                .contains("checksum: " + h5Uri(out) + " shard 1 row 300 column 2 differs from what part-");
        poke(h5, mid[0] + 4 * 2, token);
        assertThat(verify(out).code()).isZero();

        // a flip that keeps the value a valid token id: only the checksum sees it, and names the row
        long[] first = rowAt(h5, 0, 17);
        int t0 = peek(h5, first[0]);
        poke(h5, first[0], t0 == 3 ? 4 : 3);
        PipelineRuns.Verified inRange = verify(out);
        assertThat(inRange.code()).isEqualTo(1);
        assertThat(inRange.err()).contains("checksum: " + h5Uri(out) + " shard 0 row 17 column 0 differs from what part-")
                .doesNotContain("range:");
        poke(h5, first[0], t0);

        // the last row's label rewritten as 9
        try (org.trainprep.core.h5.TrainerFileReader r = org.trainprep.core.h5.TrainerFileReader.open(h5)) {
            org.trainprep.core.h5.TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            long at = last.dataAddress() + last.rowBytes() * last.rows() - 4;
            poke(h5, at, 9);
            PipelineRuns.Verified label = verify(out);
            assertThat(label.code()).isEqualTo(1);
            assertThat(label.err()).contains("range: " + h5Uri(out) + " shard " + (r.shards().size() - 1) + " row " + (last.rows() - 1)
                    + " column 100 holds 9, which is not a five-class label");
        }
    }
}

package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Inputs that are not what the user thinks: no success with nothing usable, damaged files named,
 * and rejected lines kept as they were. Every failure is one line, exit 1, and leaves neither an
 * output directory nor intermediate data behind.
 */
class HostileInputTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    /** The failure line, after the progress lines stderr also holds. */
    private static String lastLine(String err) {
        List<String> lines = err.strip().lines().toList();
        return lines.get(lines.size() - 1);
    }

    private PipelineRuns.Run run(Path input, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("--input", input.toString(),
                "--output", tmp.resolve("out").toString()));
        args.addAll(List.of(more));
        return PipelineRuns.tool(conf, args.toArray(String[]::new));
    }

    private void assertFailedCleanly(PipelineRuns.Run r, String... expected) {
        assertThat(r.exit()).as(r.out()).isEqualTo(1);
        assertThat(r.err().lines().filter(l -> l.startsWith("reviews failed")).toList()).singleElement().asString()
                .contains(expected);
        assertThat(tmp.resolve("out")).as("no output directory left behind").doesNotExist();
    }

    private Path goldenGz() throws Exception {
        Path gz = tmp.resolve("golden.json.gz");
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("plain")), o);
        }
        return gz;
    }

    @Test
    void anEmptyFileFailsInsteadOfPublishingNothing() throws Exception {
        Path empty = Files.createFile(tmp.resolve("empty.json"));
        assertFailedCleanly(run(empty), "0 rows from 0 lines", "nothing to publish", "the input holds no lines");
    }

    @Test
    void csvFedToReviewsFailsNamingTheLikelyCause() throws Exception {
        Path csv = Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
        assertFailedCleanly(run(csv), "non-blank lines are invalid", "NOT_JSON_OBJECT", "look like CSV", "e.g. '");
    }

    @Test
    void aUtf16FileFailsSayingSo() throws Exception {
        String text = Files.readString(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")));
        Path utf16 = tmp.resolve("utf16.json");
        Files.write(utf16, text.getBytes(StandardCharsets.UTF_16LE));
        assertFailedCleanly(run(utf16), "looks like UTF-16", "iconv");
    }

    @Test
    void theInvalidShareIsBudgeted() throws Exception {
        // 2,000 good lines and 300 bad ones: 13% invalid
        Path in = tmp.resolve("mixed.json");
        Files.copy(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")), in);
        Files.writeString(in, "{\"reviewText\": \"no rating here\"}\n".repeat(300), java.nio.file.StandardOpenOption.APPEND);
        assertFailedCleanly(run(in), "over --max-invalid-fraction 0.05", "RATING_MISSING");
        PipelineRuns.Run allowed = run(in, "--max-invalid-fraction", "0.2");
        assertThat(allowed.exit()).as(allowed.err()).isZero();
        PipelineRuns.Run bad = run(in, "--max-invalid-fraction", "lots");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err().strip()).contains("--max-invalid-fraction must be a decimal number, was 'lots'");
        String before = Files.readString(tmp.resolve("out").resolve("manifest.json"));
        PipelineRuns.Run tooFew = run(in, "--max-invalid-fraction", "0.2", "--min-rows", "1000000", "--overwrite");
        assertThat(tooFew.exit()).isEqualTo(1);
        assertThat(lastLine(tooFew.err())).contains("fewer than --min-rows 1000000");
        // the failed --overwrite left the earlier run's output as it was
        assertThat(tmp.resolve("out").resolve("manifest.json")).hasContent(before);
    }

    @Test
    void damagedCompressedFilesAreNamedOrSkippedOnRequest() throws Exception {
        Path gz = goldenGz();
        Path dir = Files.createDirectories(tmp.resolve("raw"));
        Files.copy(gz, dir.resolve("a-good.json.gz"));
        Path cut = dir.resolve("b-cut.json.gz");
        Files.copy(gz, cut);
        try (RandomAccessFile f = new RandomAccessFile(cut.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        PipelineRuns.Run failed = run(dir);
        assertFailedCleanly(failed, "input file:" + cut, "cannot be read", "Unexpected end of input stream",
                "--skip-corrupt-files");

        PipelineRuns.Run skipped = run(dir, "--skip-corrupt-files");
        assertThat(skipped.exit()).as(skipped.err()).isZero();
        assertThat(skipped.out()).contains("unreadable files      1 skipped (--skip-corrupt-files): file:" + cut);
        assertThat(tmp.resolve("out/combined_result_5class.h5")).exists();
        assertThat(Files.readString(tmp.resolve("out/manifest.json"))).contains("\"skipped_inputs\" : [ \"file:" + cut + "\" ]");
    }

    /**
     * Hadoop's local file system checks a local input against the checksum file beside it
     * ({@code .x.json.crc}, written with the file by a Hadoop job or client): one that is not a
     * checksum file is named once and the input read without it; one the file, edited since,
     * disagrees with fails the run naming the checksum file to delete, not as damage to the input.
     */
    @Test
    void aLocalInputsChecksumFileIsNamedWhenItIsNotOneOrTheFileWasEditedSince() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("raw"));
        Path golden = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, dir);
        Files.writeString(dir.resolve("." + golden.getFileName() + ".crc"), "");
        PipelineRuns.Run stray = run(dir);
        assertThat(stray.exit()).as(stray.err()).isZero();
        assertThat(stray.err()).contains("reviews: warning: 1 input file(s) have a checksum file beside them that is not one ("
                + dir.resolve("." + golden.getFileName() + ".crc") + "); they are read without it: delete it");
        assertThat(stray.out()).contains("lines read            14");
        try (java.util.stream.Stream<Path> out = Files.walk(tmp.resolve("out"))) {
            out.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }

        Path edited = Files.createDirectories(tmp.resolve("edited")).resolve("reviews.json");
        org.apache.hadoop.fs.FileSystem local = org.apache.hadoop.fs.FileSystem.getLocal(conf);
        try (OutputStream o = local.create(new org.apache.hadoop.fs.Path(edited.toUri()))) {
            o.write(Files.readAllBytes(golden));
        }
        byte[] bytes = Files.readAllBytes(edited);
        bytes[bytes.length - 3] = ' ';
        Files.write(edited, bytes);
        PipelineRuns.Run failed = run(edited.getParent());
        assertFailedCleanly(failed, "input file:" + edited, "cannot be read", "Checksum error",
                "it disagrees with " + edited.resolveSibling(".reviews.json.crc"), "delete that checksum file");
        assertThat(failed.out() + failed.err()).as("sized from its sample as it is").contains("bytes a line")
                .doesNotContain("sample unreadable");
    }

    /** An empty file among the inputs (a zero-byte .bz2 reads as empty) is sized as nothing, not as a sample it could not read. */
    @Test
    void anEmptyInputIsNotSizedAsAnUnreadableSample() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("raw"));
        Fixtures.copy(Fixtures.GOLDEN_REVIEWS, dir);
        Files.createFile(dir.resolve("empty.json.bz2"));
        PipelineRuns.Run run = run(dir);
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("lines read            14").contains("2 input file(s)");
        assertThat(run.out() + run.err()).doesNotContain("unreadable");
    }

    @Test
    void plainTextNamedGzAndATruncatedBzip2AreNamedToo() throws Exception {
        Path fake = tmp.resolve("fake.json.gz");
        Files.copy(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in")), fake);
        assertFailedCleanly(run(fake), "input file:" + fake, "cannot be read");

        Path bz2 = tmp.resolve("cut.json.bz2");
        BZip2Codec codec = new BZip2Codec();
        codec.setConf(conf);
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        try (OutputStream o = codec.createOutputStream(whole)) {
            o.write(Files.readAllBytes(tmp.resolve("in").resolve("sample-reviews.json")));
        }
        byte[] bytes = whole.toByteArray();
        Files.write(bz2, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertFailedCleanly(run(bz2), "input file:" + bz2, "cannot be read");
    }

    @Test
    void rejectedLinesRoundTripWhateverTheyHold() throws Exception {
        byte[][] bad = {
                "{\"reviewText\": \"tab\there\", \"overall\": 7}".getBytes(StandardCharsets.UTF_8),
                "not json\twith a tab and a \\ backslash".getBytes(StandardCharsets.UTF_8),
                {'{', '"', 'x', '"', ':', ' ', (byte) 0xC3, (byte) 0x28, '}'}, // invalid UTF-8
        };
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.write(Files.readAllBytes(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in"))));
        for (byte[] line : bad) {
            in.write(line);
            in.write('\n');
        }
        Path file = tmp.resolve("mixed.json");
        Files.write(file, in.toByteArray());
        PipelineRuns.Run r = run(file);
        assertThat(r.exit()).as(r.err()).isZero();
        List<RejectRecord> kept;
        try (var files = Files.list(tmp.resolve("out/_rejects"))) {
            kept = Files.readAllLines(files.filter(p -> p.toString().endsWith(".jsonl")).findFirst().orElseThrow())
                    .stream().map(RejectRecord::parse).toList();
        }
        for (byte[] line : bad) {
            assertThat(kept).as(new String(line, StandardCharsets.UTF_8))
                    .anySatisfy(k -> assertThat(k.line()).isEqualTo(line));
        }
    }

    @Test
    void aWholeFileOfTheWrongKindAmongGoodOnesFailsByNameOrIsListedOnRequest() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("raw-mixed"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, raw);
        // xz-compressed bytes under a plain name: a handful of garbage "lines", a tiny share of the run's
        byte[] noise = new byte[6000];
        new java.util.Random(3).nextBytes(noise);
        for (int i = 0; i < noise.length; i += 97) {
            noise[i] = '\n';
        }
        Files.write(raw.resolve("more.json"), noise);
        PipelineRuns.Run r = run(raw, "--max-invalid-fraction", "0.5");
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(lastLine(r.err())).startsWith("reviews failed: input ").contains(raw.resolve("more.json").toUri().getPath())
                .contains("yielded 0 valid of").contains("--skip-corrupt-files");
        assertThat(tmp.resolve("out")).doesNotExist();

        PipelineRuns.Run skipped = run(raw, "--max-invalid-fraction", "0.5", "--skip-corrupt-files");
        assertThat(skipped.exit()).as(skipped.err()).isZero();
        assertThat(skipped.out()).contains("unreadable files      1 skipped").contains("more.json");
        assertThat(Files.readString(tmp.resolve("out").resolve("manifest.json"))).contains("more.json");
    }

    @Test
    void aJsonArrayWrittenOnOneLineFailsNamingTheFileAndHowToSplitIt() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("raw-array"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, raw);
        StringBuilder array = new StringBuilder("[");
        for (int i = 0; i < 500; i++) {
            array.append(i == 0 ? "" : ", ").append("{\"reviewText\": \"great thing number ").append(i)
                    .append("\", \"overall\": 5}");
        }
        Files.writeString(raw.resolve("array.json"), array.append("]\n"));
        PipelineRuns.Run r = run(raw);
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(lastLine(r.err())).contains("array.json yielded 0 valid of 1 non-blank lines")
                .contains("one JSON array on one line").contains("jq -c '.[]'");
    }
}

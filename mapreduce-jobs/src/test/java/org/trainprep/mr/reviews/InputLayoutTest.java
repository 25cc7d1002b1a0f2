package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.UsageException;
import org.trainprep.testdata.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How inputs are laid out on real stores: subdirectories per dump year, Hadoop's markers beside
 * the data, empty directories, outputs placed inside inputs, and symbolic links into old outputs.
 */
class InputLayoutTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    @Test
    void subdirectoriesAreReadRecursivelyAndMarkersSkipped() throws Exception {
        Path raw = tmp.resolve("raw");
        Fixtures.copy(Fixtures.GOLDEN_REVIEWS, Files.createDirectories(raw.resolve("2014")));
        Path y2018 = Files.createDirectories(raw.resolve("2018/deeper"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, y2018);
        Files.writeString(raw.resolve("_SUCCESS"), "");
        Files.writeString(raw.resolve(".part.crc"), "not json");
        Files.createDirectories(raw.resolve("_logs")).resolve("x.json").toFile().createNewFile();
        Files.writeString(raw.resolve("_logs/x.json"), "{\"reviewText\": \"hidden\", \"overall\": 5}\n");

        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        // 14 golden lines + 2,000 sample lines, nothing from _SUCCESS, .crc or _logs/
        assertThat(run.out()).contains("lines read            2,014");
    }

    @Test
    void aDirectoryGivenTwiceIsNamedAsSuchAndTheManifestListsEveryInput() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("raw"));
        Fixtures.copy(Fixtures.GOLDEN_REVIEWS, raw);
        PipelineRuns.Run twice = PipelineRuns.tool(conf, "--input", raw.toString(), raw + "/", "--output",
                tmp.resolve("out").toString());
        assertThat(twice.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(twice.err().strip()).contains(raw + "/ is already read through --input " + raw)
                .contains("give each input once").doesNotContain("\n");

        // more inputs than the file's 16 KiB attribute holds: the manifest still lists them all
        String longName = "r".repeat(150);
        List<String> args = new java.util.ArrayList<>(List.of("--input"));
        List<String> lines = Files.readAllLines(Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("one")));
        for (int i = 0; i < 150; i++) {
            Path f = tmp.resolve("many").resolve(longName + "_" + i + ".json");
            Files.createDirectories(f.getParent());
            Files.writeString(f, lines.get(i % lines.size()) + "\n");
            args.add(f.toString());
        }
        args.addAll(List.of("--output", tmp.resolve("out").toString()));
        PipelineRuns.Run many = PipelineRuns.tool(conf, args.toArray(new String[0]));
        assertThat(many.exit()).as(many.err()).isZero();
        com.fasterxml.jackson.databind.JsonNode source = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(tmp.resolve("out/manifest.json").toFile()).get("source");
        assertThat(source).hasSize(150);
        assertThat(source.get(149).asText()).endsWith(longName + "_149.json");
    }

    @Test
    void anEmptyInputDirectoryIsRefusedInOneLine() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Files.writeString(empty.resolve("_SUCCESS"), "");
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", empty.toString(), "--output", tmp.resolve("out").toString());
        assertThat(run.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(run.err().strip()).contains("holds no files").contains("check --input").doesNotContain("\n");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void anOutputInsideTheInputDirectoryIsRefusedBeforeAnythingIsCreated() throws Exception {
        Path raw = tmp.resolve("raw");
        Fixtures.copy(Fixtures.GOLDEN_REVIEWS, Files.createDirectories(raw));
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", raw.resolve("out").toString());
        assertThat(run.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(run.err().strip()).contains("is inside the input directory").contains("would read its own output")
                .doesNotContain("\n");
        assertThat(raw.resolve("out")).doesNotExist();
    }

    @Test
    void overwriteNeverDeletesAnInputReachedThroughASymlinkIntoTheOutput() throws Exception {
        Path out = tmp.resolve("out");
        Path golden = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("in"));
        assertThat(PipelineRuns.tool(conf, "--input", golden.toString(), "--output", out.toString()).exit()).isZero();
        // an input kept inside the old output, reached through a link from elsewhere
        Files.copy(golden, out.resolve("kept.json"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), out);

        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", link.resolve("kept.json").toString(),
                "--output", out.toString(), "--overwrite");
        assertThat(run.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(run.err().strip()).contains("is inside the output directory").contains("(as file:" + out.toRealPath());
        assertThat(out.resolve("kept.json")).exists();

        // and the other way round: the output given through a link, the input in the real directory
        PipelineRuns.Run viaLink = PipelineRuns.tool(conf, "--input", out.resolve("kept.json").toString(),
                "--output", link.toString(), "--overwrite");
        assertThat(viaLink.exit()).isEqualTo(UsageException.EXIT_CODE);
        assertThat(out.resolve("kept.json")).exists();
    }

    @Test
    void aSymbolicLinkLoopEndsAndAnAliasedFolderOrFileIsReadOnce() throws Exception {
        Path raw = tmp.resolve("raw");
        Path a = Files.createDirectories(raw.resolve("a"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, a);
        Files.createSymbolicLink(a.resolve("loop"), raw);                  // a/loop -> raw: a cycle
        Files.createSymbolicLink(raw.resolve("b"), a);                     // b -> a: the same folder again
        Files.createSymbolicLink(raw.resolve("same.json"), a.resolve("sample-reviews.json")); // the same file again
        Files.createSymbolicLink(raw.resolve("dangling.json"), raw.resolve("nowhere.json"));
        java.util.concurrent.CompletableFuture<PipelineRuns.Run> run = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        PipelineRuns.Run done = run.get(3, java.util.concurrent.TimeUnit.MINUTES);
        assertThat(done.exit()).as(done.err()).isZero();
        assertThat(done.out()).contains("lines read            2,000");
    }

    @Test
    void aPipeOrFifoIsRefusedInOneLineInsteadOfReadInPart() throws Exception {
        Path fifo = tmp.resolve("reviews.fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        PipelineRuns.Run direct = PipelineRuns.tool(conf, "--input", fifo.toString(), "--output", tmp.resolve("o1").toString());
        assertThat(direct.exit()).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
        assertThat(direct.err().strip()).contains("reviews.fifo is not a regular file (a pipe or a device)")
                .contains("save it to a file first").doesNotContain("\n");
        Path folder = Files.createDirectories(tmp.resolve("folder"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, folder);
        Files.move(fifo, folder.resolve("more.json"));
        PipelineRuns.Run inside = PipelineRuns.tool(conf, "--input", folder.toString(), "--output", tmp.resolve("o2").toString());
        assertThat(inside.exit()).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
        assertThat(inside.err()).contains("more.json is not a regular file");
        assertThat(tmp.resolve("o1")).doesNotExist();
        assertThat(tmp.resolve("o2")).doesNotExist();
    }

    @Test
    void compressionsAndArchivesNoJobReadsAreRefusedByNameInsteadOfParsedAsLines() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("raw"));
        Fixtures.copy(Fixtures.SAMPLE_REVIEWS, raw);
        for (String name : new String[]{"more.json.xz", "more.json.lz4", "more.json.7z", "dump.tar.gz", "more.json.zstd"}) {
            Path odd = raw.resolve(name);
            Files.write(odd, new byte[]{(byte) 0xFD, '7', 'z', 'X', 'Z', 0, 1, 2, 3});
            PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString());
            assertThat(r.exit()).as(name).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
            assertThat(r.err().strip()).as(name).contains(name + " is ").contains("which trainprep does not read")
                    .contains("plain, .gz, .bz2 or .zst").doesNotContain("\n");
            assertThat(tmp.resolve("out")).doesNotExist();
            Files.delete(odd);
        }
        assertThat(PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString()).exit()).isZero();
    }

    @Test
    void pathsWithNonAsciiCharactersOrGlobCharactersWorkAsInputsOutputsAndInFolders() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("données"));
        Path cafe = Files.copy(Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("g")), dir.resolve("café.json"));
        Path out = tmp.resolve("résultat");
        PipelineRuns.Run accents = PipelineRuns.tool(conf, "--input", cafe.toString(), "--output", out.toString());
        assertThat(accents.exit()).as(accents.err()).isZero();
        assertThat(out.resolve("combined_result_5class.h5")).exists();
        assertThat(PipelineRuns.verify(conf, out).code()).isZero();

        // a name FileInputFormat would take for a glob, given directly and inside a folder
        Path brackets = Files.createDirectories(tmp.resolve("br"));
        Files.copy(cafe, brackets.resolve("data[2020].json"));
        Files.copy(cafe, brackets.resolve("x{1,2}.json"));
        PipelineRuns.Run direct = PipelineRuns.tool(conf, "--input", brackets.resolve("data[2020].json").toString(),
                "--output", tmp.resolve("o1").toString());
        assertThat(direct.exit()).as(direct.err()).isZero();
        assertThat(direct.out()).contains("lines read            14");
        PipelineRuns.Run folder = PipelineRuns.tool(conf, "--input", brackets.toString(), "--output", tmp.resolve("o2").toString());
        assertThat(folder.exit()).as(folder.err()).isZero();
        assertThat(folder.out()).contains("lines read            28");

        // an output named as a pattern: the jobs read the run's own work directory under it literally
        // (it failed after the first job: "Input Pattern .../out[1]/_work/... matches 0 files")
        for (String name : java.util.List.of("out[1]", "out{a,b}")) {
            Path o = tmp.resolve(name);
            PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", cafe.toString(), "--output", o.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            // quoted: the shell would read the name as a pattern
            assertThat(run.out()).contains("train_tiny.py '" + o.resolve("combined_result_5class.h5") + "'");
            assertThat(PipelineRuns.verify(conf, o).code()).isZero();
        }
    }

    @Test
    void theSameFileGivenTwiceIsRefusedSayingSoNotThatItHoldsNoFiles() throws Exception {
        Path g = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("g"));
        Path alias = Files.createSymbolicLink(tmp.resolve("alias.json"), g);
        for (String second : java.util.List.of(g.toString(), alias.toString())) {
            PipelineRuns.Run twice = PipelineRuns.tool(conf, "--input", g.toString(), second, "--output",
                    tmp.resolve("o").toString());
            assertThat(twice.exit()).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
            assertThat(twice.err().strip()).contains("--input " + second + " is ").contains("give each input once")
                    .doesNotContain("holds no files").doesNotContain("\n");
            assertThat(tmp.resolve("o")).doesNotExist();
        }
    }

    @Test
    void zstdInputIsReadWithoutANativeLibrary() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("zst"));
        Fixtures.copy(Fixtures.GOLDEN_REVIEWS, raw);
        Path zst = raw.resolve("sample-reviews.json.zst");
        try (java.io.OutputStream out = new io.airlift.compress.zstd.ZstdCodec().createOutputStream(Files.newOutputStream(zst))) {
            out.write(Files.readAllBytes(Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("plain"))));
        }
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("lines read            2,014");

        // a cut zstd file and a plain file named .zst are damaged inputs, named once, as gzip's are
        byte[] whole = Files.readAllBytes(zst);
        Files.write(zst, java.util.Arrays.copyOf(whole, whole.length / 2));
        PipelineRuns.Run cut = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("o2").toString());
        assertThat(cut.exit()).isEqualTo(1);
        assertThat(cut.err()).contains("sample-reviews.json.zst cannot be read: ").contains("--skip-corrupt-files");
        Files.writeString(zst, "plain text, not zstd\n");
        PipelineRuns.Run fake = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("o3").toString());
        assertThat(fake.exit()).isEqualTo(1);
        assertThat(fake.err()).contains("sample-reviews.json.zst cannot be read: ");
        assertThat(tmp.resolve("o2")).doesNotExist();
    }

    /** What gzip -k leaves: a file and its compressed copy in one folder, both read; the run says so. */
    @Test
    void aFileBesideItsCompressedCopyIsReadTwiceAndTheRunWarns() throws Exception {
        Path raw = Files.createDirectories(tmp.resolve("kept"));
        Path plain = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, raw);
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(
                raw.resolve(plain.getFileName() + ".gz")))) {
            out.write(Files.readAllBytes(plain));
        }
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", raw.toString(), "--output", tmp.resolve("out").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).contains("warning: 1 input file(s) are read beside their uncompressed copy, every line"
                + " twice (" + plain.getFileName() + ".gz)");
        assertThat(run.out()).contains("lines read            4,000");
    }

    @Test
    void aColonInAFileNameIsRefusedInOneLineSayingHowToPassIt() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("colon"));
        Path colon = Files.copy(Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("g")), dir.resolve("a:b.json"));
        PipelineRuns.Run refused = PipelineRuns.tool(conf, "--input", dir.toString(), "--output", tmp.resolve("o1").toString());
        assertThat(refused.exit()).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
        assertThat(refused.err().strip()).contains("a:b.json has a ':' in its name").contains("mv 'a:b.json' 'a_b.json'")
                .contains("symbolic link").doesNotContain("\n");
        assertThat(tmp.resolve("o1")).doesNotExist();
        // given directly (Hadoop's glob threw a raw URISyntaxException: "Relative path in absolute URI")
        PipelineRuns.Run direct = PipelineRuns.tool(conf, "--input", colon.toString(), "--output", tmp.resolve("o1").toString());
        assertThat(direct.exit()).isEqualTo(org.trainprep.core.cli.UsageException.EXIT_CODE);
        assertThat(direct.err().strip()).contains("a:b.json has a ':' in its name").doesNotContain("URISyntaxException")
                .doesNotContain("\n");
        assertThat(tmp.resolve("o1")).doesNotExist();
        // the way the message offers: a link whose name has no colon
        Path links = Files.createDirectories(tmp.resolve("links"));
        Files.createSymbolicLink(links.resolve("a_b.json"), colon);
        PipelineRuns.Run linked = PipelineRuns.tool(conf, "--input", links.toString(), "--output", tmp.resolve("o2").toString());
        assertThat(linked.exit()).as(linked.err()).isZero();
        assertThat(linked.out()).contains("lines read            14");
    }
}

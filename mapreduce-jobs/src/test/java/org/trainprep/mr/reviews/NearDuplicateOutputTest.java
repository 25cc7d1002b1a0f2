package org.trainprep.mr.reviews;

import org.trainprep.mr.CommandRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.mr.Main;
import org.trainprep.merge.VerifyTool;
import org.trainprep.testdata.NearDuplicateGenerator;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code reviews --near-dup} publishes and says, as a user sees it: the summary's lines, the
 * list in {@code _near_duplicates/} with its digests in the manifest, the statistics and the report's
 * section; {@code verify} on it and on a damaged list; one-line refusals of bad near-dup options.
 */
@org.junit.jupiter.api.TestInstance(org.junit.jupiter.api.TestInstance.Lifecycle.PER_CLASS)
class NearDuplicateOutputTest {

    /** One run for every test: the tests read it, copy it, damage the copies. */
    private Path tmp;
    private Path out;
    private CommandRun run;

    @BeforeAll
    void runOnce(@TempDir Path dir) throws Exception {
        tmp = dir;
        Path in = tmp.resolve("planted.json");
        NearDuplicateGenerator.write(in, 300, 9);
        out = tmp.resolve("out");
        run = CommandRun.main("reviews", "-D", "trainprep.progress.interval-ms=60000", "--input", in.toString(), "--output",
                out.toString(), "--near-dup", "0.8", "--reducers", "2");
    }

    @Test
    void theRunSaysWhatItRemovedAndListsEachRemovalWithItsPositions() throws Exception {
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("near-duplicates +[0-9,]+ removed in [0-9,]+ clusters")
                .contains("9 bands x 13 rows (117 values); S-curve: candidate at 0.70");
        List<String> list = Files.readAllLines(out.resolve("_near_duplicates/part-00000.jsonl"));
        assertThat(list).hasSizeGreaterThan(50).allMatch(l -> l.matches(
                "\\{\"removed\":\\{\"file\":\"file:[^\"]+planted.json\",\"offset\":[0-9]+},"
                        + "\"kept\":\\{\"file\":\"file:[^\"]+planted.json\",\"offset\":[0-9]+},\"similarity\":[01]\\.[0-9]{4}}"));
        assertThat(Files.readString(out.resolve("manifest.json"))).contains("\"near_duplicates\"")
                .contains("\"_near_duplicates/part-00000.jsonl\"");
        assertThat(Files.readString(out.resolve("stats.json"))).contains("\"clusters_by_size\"").contains("\"examples\"")
                .contains("\"kept_text\"");
        String page = Files.readString(out.resolve("report.html"));
        assertThat(page).contains("id=\"near-duplicates\"").contains("near-duplicate clusters by size");
        // each example's span holds the very text of stats.json it names (a cut one ended inside its markup)
        com.fasterxml.jackson.databind.JsonNode examples = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(out.resolve("stats.json").toFile()).path("near_duplicates").path("examples");
        assertThat(examples).isNotEmpty();
        for (int i = 0; i < examples.size(); i++) {
            for (String field : List.of("kept_text", "removed_text")) {
                java.util.regex.Matcher span = java.util.regex.Pattern.compile("data-stat=\"/near_duplicates/examples/" + i
                        + "/" + field + "\"[^>]*>([^<]*)</span>").matcher(page);
                assertThat(span.find()).as(i + " " + field).isTrue();
                assertThat(span.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                        .replace("&#39;", "'").replace("&amp;", "&")).isEqualTo(examples.get(i).get(field).asText());
            }
        }
    }

    @Test
    void verifyChecksTheListAndNamesADamagedOrMissingFile() throws Exception {
        assertThat(run.exit()).as(run.err()).isZero();
        CommandRun ok = CommandRun.verify(copy("undamaged"));
        assertThat(ok.exit()).as(ok.err()).isZero();

        Path swapped = copy("swapped");
        Path list = swapped.resolve("_near_duplicates/part-00000.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(list));
        Collections.swap(lines, 0, 1);
        Files.write(list, lines);
        CommandRun bad = CommandRun.verify(swapped);
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err() + bad.out()).contains("part-00000.jsonl");

        Path gone = copy("gone");
        Files.delete(gone.resolve("_near_duplicates/part-00000.jsonl"));
        CommandRun missing = CommandRun.verify(gone);
        assertThat(missing.exit()).isNotZero();
        assertThat(missing.err() + missing.out()).contains("missing").contains("part-00000.jsonl");

        // a list the run did not write (left by another run, copied in by hand) is not the run's
        Path extra = copy("extra");
        Files.copy(extra.resolve("_near_duplicates/part-00000.jsonl"), extra.resolve("_near_duplicates/part-00007.jsonl"));
        CommandRun more = CommandRun.verify(extra);
        assertThat(more.exit()).isNotZero();
        assertThat(more.err() + more.out()).contains("not named by the manifest").contains("part-00007.jsonl")
                .doesNotContain("part-00000.jsonl");
    }

    @Test
    void aNoCombineRunCombinedIntoItsOwnDirectoryVerifiesThoughItsManifestNamesNoList() throws Exception {
        Path dir = tmp.resolve("no-combine");
        CommandRun parts = CommandRun.main("reviews", "-D", "trainprep.progress.interval-ms=60000", "--input",
                tmp.resolve("planted.json").toString(), "--output", dir.toString(), "--near-dup", "0.8", "--no-combine");
        assertThat(parts.exit()).as(parts.err()).isZero();
        assertThat(dir.resolve("_near_duplicates/part-00000.jsonl")).exists();
        // as the combine command the run prints does it
        try (org.trainprep.merge.HadoopStores stores = new org.trainprep.merge.HadoopStores(PipelineRuns.localConf())) {
            new org.trainprep.merge.MergeJob(stores, org.trainprep.core.progress.ProgressLog.silent()).runAny(
                    new org.trainprep.merge.MergeJob.Request(null, dir.resolve("parts").toString(), dir.toString(), null, 0,
                            false), java.util.Map.of(), (target, uri, result) -> { });
        }
        CommandRun v = CommandRun.verify(dir);
        assertThat(v.exit()).as(v.err()).isZero();
    }

    @Test
    void badNearDuplicateOptionsAreOneLineRefusals() throws Exception {
        Path in = tmp.resolve("planted.json");
        for (String[] args : List.of(new String[]{"--near-dup", "1.5"}, new String[]{"--near-dup", "x"},
                new String[]{"--near-dup-shingle", "2"}, new String[]{"--near-dup", "0.8", "--near-dup-bands", "9"},
                new String[]{"--near-dup", "0.8", "--near-dup-bands", "100", "--near-dup-rows", "100"})) {
            List<String> all = new ArrayList<>(List.of("reviews", "--input", in.toString(), "--output",
                    tmp.resolve("refused").toString()));
            all.addAll(List.of(args));
            CommandRun r = CommandRun.main(all.toArray(new String[0]));
            assertThat(r.exit()).as(String.join(" ", args)).isNotZero();
            assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).contains("--near-dup");
            assertThat(tmp.resolve("refused")).doesNotExist();
        }
    }

    private Path copy(String name) throws Exception {
        Path to = tmp.resolve(name);
        try (var files = Files.walk(out)) {
            for (Path p : files.toList()) {
                Path t = to.resolve(out.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return to;
    }
}

package org.trainprep.mr.parallel;

import org.trainprep.mr.CommandRun;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.parallel.PairRejectReason;
import org.trainprep.merge.VerifyTool;
import org.trainprep.mr.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parallel command as a user runs it (through {@code Main}, as {@code bin/pipeline} does): what
 * it prints and publishes, {@code verify} on it (and on a damaged training file), and
 * {@code docs/FORMAT.md} naming every manifest field, statistic and reject reason it writes.
 */
class ParallelOutputTest {

    @TempDir
    static Path tmp;
    private static Path out;
    private static CommandRun run;

    @BeforeAll
    static void runOnce() throws Exception {
        StringBuilder en = new StringBuilder();
        StringBuilder de = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            en.append(i % 50 == 7 ? "" : "The red house number " + (i % 13) + " is old, isn't it?").append('\n');
            de.append(i % 50 == 7 ? "ein Satz" : "Das rote Haus Nummer " + (i % 11) + " ist alt, nicht wahr?").append('\n');
        }
        Path src = Files.writeString(tmp.resolve("train.en"), en);
        Path tgt = Files.writeString(tmp.resolve("train.de"), de);
        Path devEn = Files.writeString(tmp.resolve("newstest.en"), "A new house.\n");
        Path devDe = Files.writeString(tmp.resolve("newstest.de"), "Ein neues Haus.\n");
        out = tmp.resolve("out");
        run = CommandRun.main("parallel", "-D", "trainprep.progress.interval-ms=60000", "--src", src.toString(), "--tgt", tgt.toString(),
                "--output", out.toString(), "--merges", "50", "--dev", devEn.toString(), devDe.toString());
    }

    @Test
    void publishesTheTrainerFilesAndSaysWhatItDropped() throws Exception {
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> names = new ArrayList<>();
        try (var s = Files.list(out)) {
            s.forEach(p -> names.add(p.getFileName().toString()));
        }
        assertThat(names).containsExactlyInAnyOrder("train.tok.clean.bpe.50.en", "train.tok.clean.bpe.50.de", "bpe.50",
                "vocab.bpe.50", "newstest.tok.bpe.50.en", "newstest.tok.bpe.50.de", "manifest.json", "stats.json",
                "report.html", "_rejects");
        assertThat(Files.readAllLines(out.resolve("train.tok.clean.bpe.50.en"))).hasSize(392);
        assertThat(Files.readAllLines(out.resolve("train.tok.clean.bpe.50.de"))).hasSize(392);
        // escaped by default, as tokenizer.perl
        assertThat(Files.readString(out.resolve("train.tok.clean.bpe.50.en"))).contains("&apos;");
        assertThat(run.out()).contains("pairs read            400").contains("pairs kept            392")
                .contains("dropped empty         8 (invalid)").contains("49 merges learned from 32 distinct words")
                .contains("dev                   newstest.tok.bpe.50.en").contains("hand-off");
        String reject = Files.readAllLines(Files.list(out.resolve("_rejects")).findFirst().orElseThrow()).get(0);
        assertThat(reject).contains("EMPTY").contains(" ||| ein Satz").contains("line 8");
    }

    @Test
    void verifyPassesTheOutputAndNamesADamagedTrainingFile() throws Exception {
        Path copy = tmp.resolve("copy");
        Files.createDirectories(copy);
        try (var s = Files.list(out)) {
            for (Path p : s.toList()) {
                if (Files.isRegularFile(p)) {
                    Files.copy(p, copy.resolve(p.getFileName()));
                }
            }
        }
        CommandRun ok = CommandRun.verify(copy);
        assertThat(ok.exit()).as(ok.out() + ok.err()).isZero();
        // one line lost from the target side: the files are no longer aligned
        Path de = copy.resolve("train.tok.clean.bpe.50.de");
        List<String> lines = Files.readAllLines(de);
        Files.write(de, lines.subList(1, lines.size()), StandardOpenOption.TRUNCATE_EXISTING);
        CommandRun bad = CommandRun.verify(copy);
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.out() + bad.err()).contains("train.tok.clean.bpe.50.de").contains("391 lines")
                .contains("no longer aligned");
    }

    private static Path copyOfOutput(String name) throws Exception {
        Path copy = tmp.resolve(name);
        Files.createDirectories(copy);
        try (var s = Files.list(out)) {
            for (Path p : s.toList()) {
                if (Files.isRegularFile(p)) {
                    Files.copy(p, copy.resolve(p.getFileName()));
                }
            }
        }
        return copy;
    }

    private interface Damage {
        void apply(Path dir) throws Exception;
    }

    /**
     * Every file the manifest names is checked, not only the training files: the BPE vocabulary
     * (its line order is the --h5 ids' numbering) with two lines swapped or one deleted, the codes
     * cut short or deleted, a development file deleted: each fails verify naming the file.
     */
    @Test
    void verifyNamesADamagedOrMissingVocabularyCodesOrDevelopmentFile() throws Exception {
        java.util.Map<String, Damage> cases = new java.util.LinkedHashMap<>();
        cases.put("vocab.bpe.50", d -> {
            List<String> l = new ArrayList<>(Files.readAllLines(d.resolve("vocab.bpe.50")));
            java.util.Collections.swap(l, 3, 4);
            Files.write(d.resolve("vocab.bpe.50"), l);
        });
        cases.put("vocab.bpe.50 ", d -> {
            List<String> l = new ArrayList<>(Files.readAllLines(d.resolve("vocab.bpe.50")));
            l.remove(7);
            Files.write(d.resolve("vocab.bpe.50"), l);
        });
        cases.put("bpe.50", d -> {
            byte[] b = Files.readAllBytes(d.resolve("bpe.50"));
            Files.write(d.resolve("bpe.50"), java.util.Arrays.copyOf(b, b.length / 2));
        });
        cases.put("bpe.50 ", d -> Files.delete(d.resolve("bpe.50")));
        cases.put("newstest.tok.bpe.50.de", d -> Files.delete(d.resolve("newstest.tok.bpe.50.de")));
        int i = 0;
        for (java.util.Map.Entry<String, Damage> c : cases.entrySet()) {
            Path copy = copyOfOutput("damaged-" + i++);
            c.getValue().apply(copy);
            CommandRun bad = CommandRun.verify(copy);
            assertThat(bad.exit()).as(c.getKey() + ": " + bad.out() + bad.err()).isNotZero();
            assertThat(bad.err()).as(c.getKey()).contains(copy.resolve(c.getKey().trim()).toUri().getPath());
        }
        CommandRun ok = CommandRun.verify(copyOfOutput("undamaged"));
        assertThat(ok.exit()).as(ok.err()).isZero();
        assertThat(ok.out()).contains("bpe.50, vocab.bpe.50, newstest.tok.bpe.50.en, newstest.tok.bpe.50.de");
    }

    /**
     * The manifest's own fields must agree with what it lists: its top-level digest, size or file
     * name, or its languages or merges, edited, fail verify (a consumer trusting them was misled).
     */
    @Test
    void verifyFailsAManifestWhoseOwnFieldsDisagreeWithItsFiles() throws Exception {
        ObjectMapper json = new ObjectMapper();
        java.util.Map<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> edits =
                new java.util.LinkedHashMap<>();
        edits.put("sha256", n -> n.put("sha256", "0".repeat(64)));
        edits.put("bytes", n -> n.put("bytes", 1));
        edits.put("file", n -> n.put("file", "vocab.bpe.50"));
        edits.put("merges", n -> n.put("merges", 100));
        edits.put("src_lang", n -> n.put("src_lang", "fr"));
        // the codes and vocabulary dropped from it (their files deleted below): merges say BPE was learned
        edits.put("codes", n -> {
            n.remove(List.of("codes", "vocabulary"));
            ((com.fasterxml.jackson.databind.node.ObjectNode) n.get("side_files")).remove(List.of("bpe.50", "vocab.bpe.50"));
        });
        int i = 0;
        for (java.util.Map.Entry<String, java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode>> e
                : edits.entrySet()) {
            Path copy = copyOfOutput("manifest-" + i++);
            com.fasterxml.jackson.databind.node.ObjectNode m = (com.fasterxml.jackson.databind.node.ObjectNode)
                    json.readTree(copy.resolve("manifest.json").toFile());
            e.getValue().accept(m);
            json.writeValue(copy.resolve("manifest.json").toFile(), m);
            if (e.getKey().equals("codes")) {
                Files.delete(copy.resolve("bpe.50"));
                Files.delete(copy.resolve("vocab.bpe.50"));
            }
            CommandRun bad = CommandRun.verify(copy);
            assertThat(bad.exit()).as(e.getKey() + ": " + bad.out() + bad.err()).isNotZero();
            assertThat(bad.err()).as(e.getKey()).contains("manifest: ");
        }
    }

    /** An --h5 output's manifest states n_vocab: edited, or with the ids file dropped from its list, verify fails. */
    @Test
    void verifyFailsAnIdsManifestWhoseNVocabIsEditedOrWhoseIdsFileIsDropped() throws Exception {
        Path h5out = tmp.resolve("out-h5");
        CommandRun made = CommandRun.main("parallel", "-D", "trainprep.progress.interval-ms=60000", "--src",
                tmp.resolve("train.en").toString(), "--tgt", tmp.resolve("train.de").toString(), "--output", h5out.toString(),
                "--merges", "50", "--h5");
        assertThat(made.exit()).as(made.err()).isZero();
        assertThat(CommandRun.verify(h5out).exit()).isZero();
        ObjectMapper json = new ObjectMapper();
        byte[] original = Files.readAllBytes(h5out.resolve("manifest.json"));
        com.fasterxml.jackson.databind.node.ObjectNode m = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(original);
        m.put("n_vocab", m.get("n_vocab").asLong() + 83);
        json.writeValue(h5out.resolve("manifest.json").toFile(), m);
        CommandRun edited = CommandRun.verify(h5out);
        assertThat(edited.exit()).isNotZero();
        assertThat(edited.err()).contains("manifest: its n_vocab " + m.get("n_vocab").asLong() + ", but ");
        // the ids file dropped from the manifest, and deleted
        m = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(original);
        String ids = m.get("ids").asText();
        m.remove("ids");
        ((com.fasterxml.jackson.databind.node.ObjectNode) m.get("files")).remove(ids);
        json.writeValue(h5out.resolve("manifest.json").toFile(), m);
        Files.delete(h5out.resolve(ids));
        CommandRun dropped = CommandRun.verify(h5out);
        assertThat(dropped.exit()).isNotZero();
        assertThat(dropped.err()).contains("says the run wrote ids (--h5), but it lists no .h5 file");
    }

    @Test
    void theReportShowsEveryFigureAsStatsJsonHasIt() throws Exception {
        String html = Files.readString(out.resolve("report.html"));
        JsonNode stats = new ObjectMapper().readTree(out.resolve("stats.json").toFile());
        assertThat(org.trainprep.report.ReportFigures.checkAll(html, stats)).as("figures checked").isGreaterThan(20);
        assertThat(html).contains("src=\"data:image/png").doesNotContain("http://", "https://");
    }

    @Test
    void formatMdNamesEveryManifestFieldStatisticAndReason() throws Exception {
        String doc = Files.readString(Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", ".."))
                .resolve("docs/FORMAT.md"));
        ObjectMapper json = new ObjectMapper();
        JsonNode manifest = json.readTree(out.resolve("manifest.json").toFile());
        JsonNode stats = json.readTree(out.resolve("stats.json").toFile());
        List<String> missing = new ArrayList<>();
        for (JsonNode node : List.of(manifest, stats, stats.get("run"), stats.get("summary"), stats.get("parallel"),
                stats.get("hand_off"))) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!doc.contains("`" + name + "`")) {
                    missing.add(name);
                }
            }
        }
        for (PairRejectReason r : PairRejectReason.values()) {
            if (!doc.contains("`" + r.name() + "`")) {
                missing.add(r.name());
            }
        }
        assertThat(missing).as("names not in docs/FORMAT.md").isEmpty();
    }
}

package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.testdata.Fixtures;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The parallel-text contract every engine must meet (each engine module extends this): for the
 * same pairs and settings, on any number of partitions and however the two files are split, the
 * engine publishes the same training files, codes, vocabulary and development files as
 * {@link LocalParallelRunner}, byte for byte, and counts the same pairs by the same reasons.
 */
public abstract class ParallelEngineContract {

    @TempDir
    protected Path tmp;

    /**
     * Runs the engine on the run skeleton with {@code options}, its pairs in {@code partitions}
     * partitions and its input read in splits of at most {@code maxSplitBytes} (so a side is read
     * by many tasks, as a big file is), and returns the run's counts by name
     * ({@link ParallelCounts}). A failed run throws with its one-line reason.
     */
    protected abstract Map<String, Long> runEngine(ParallelOptions options, int partitions, long maxSplitBytes)
            throws Exception;

    private static ParallelOptions options(Path src, Path tgt, Path out, ParallelSettings settings,
                                           ParallelOptions.Dev dev, InputBudget budget) {
        return new ParallelOptions(new RunTarget(List.of(src.toString(), tgt.toString()), out.toString(), false, null,
                false), false, settings, dev, "mapreduce", budget);
    }

    /** The reference runner's output and outcome per input and settings, computed once per test. */
    private final Map<String, Map.Entry<Path, LocalParallelRunner.Outcome>> references = new java.util.HashMap<>();

    /** Runs the engine and the reference runner and checks every published file is the same. */
    private Map<String, Long> sameAsReference(Path src, Path tgt, ParallelSettings settings, ParallelOptions.Dev dev,
                                              int partitions, long maxSplitBytes) throws Exception {
        return sameAsReference(src, tgt, settings, dev, partitions, maxSplitBytes, null);
    }

    /**
     * As above; with {@code idsFile} non-null the run is {@code --h5}, and its ids file, checked
     * against the reference's training files and vocabulary, is copied to {@code idsFile}.
     */
    private Map<String, Long> sameAsReference(Path src, Path tgt, ParallelSettings settings, ParallelOptions.Dev dev,
                                              int partitions, long maxSplitBytes, Path idsFile) throws Exception {
        String key = src + "|" + tgt + "|" + settings + "|" + dev;
        if (!references.containsKey(key)) {
            Path dir = tmp.resolve("ref-" + System.nanoTime());
            references.put(key, Map.entry(dir, new LocalParallelRunner(settings).run(src, tgt,
                    dev == null ? null : new LocalParallelRunner.Dev(Path.of(dev.src()), Path.of(dev.tgt())), dir)));
        }
        Path ref = references.get(key).getKey();
        LocalParallelRunner.Outcome expected = references.get(key).getValue();
        Path out = tmp.resolve("engine-" + System.nanoTime());
        ParallelOptions plain = options(src, tgt, out, settings, dev, new InputBudget(1.0, 1, false));
        Map<String, Long> counts = runEngine(new ParallelOptions(plain.target(), false, settings, dev, "mapreduce",
                plain.budget(), idsFile != null), partitions, maxSplitBytes);
        List<String> names = new ArrayList<>(List.of(settings.trainFile(settings.srcLang()),
                settings.trainFile(settings.tgtLang())));
        if (settings.bpe().learns()) {
            names.addAll(List.of(settings.codesFile(), settings.vocabFile()));
        } else {
            assertThat(ref.resolve(settings.codesFile())).doesNotExist();
            assertThat(out.resolve(settings.codesFile())).doesNotExist();
            assertThat(out.resolve(settings.vocabFile())).doesNotExist();
        }
        if (dev != null) {
            names.add(settings.devFile(dev.src(), dev.tgt(), settings.srcLang()));
            names.add(settings.devFile(dev.src(), dev.tgt(), settings.tgtLang()));
        }
        for (String name : names) {
            assertThat(Files.readAllBytes(out.resolve(name))).as(name + " on " + partitions + " partitions")
                    .isEqualTo(Files.readAllBytes(ref.resolve(name)));
        }
        assertThat(out.resolve("manifest.json")).exists();
        if (idsFile != null) {
            assertThat(Files.readString(out.resolve("manifest.json"))).contains("\"" + settings.idsFile() + "\"");
            idsAreTheTrainingFilesAsTheGnmtLoaderNumbersThem(out.resolve(settings.idsFile()), ref, settings);
            Files.copy(out.resolve(settings.idsFile()), idsFile);
        } else {
            assertThat(out.resolve(settings.idsFile())).doesNotExist();
        }
        assertThat(counts.get(ParallelCounts.PAIRS_READ)).isEqualTo(expected.pairsRead());
        assertThat(counts.get(ParallelCounts.PAIRS_KEPT)).isEqualTo(expected.pairsKept());
        for (PairRejectReason r : PairRejectReason.values()) {
            assertThat(counts.getOrDefault(r.name(), 0L)).as(r.name()).isEqualTo(expected.rejected().getOrDefault(r, 0L));
        }
        return counts;
    }

    private static ParallelSettings tokenized(int merges) {
        return new ParallelSettings("en", "de", ParallelSettings.Tokenize.NONE, ParallelSettings.Clean.GNMT,
                new ParallelSettings.Bpe(merges, 2));
    }

    @Test
    void subwordNmtsOracleAsBothSidesGivesItsCodesAndSegmentation() throws Exception {
        Path corpus = Fixtures.realDataFile("parallel/subword-nmt/corpus.en");
        Path copy = Files.copy(corpus, tmp.resolve("corpus.de"));
        Path out = tmp.resolve("oracle");
        runEngine(options(corpus, copy, out, tokenized(1000), null, InputBudget.DEFAULT), 3, 16 << 10);
        assertThat(Files.readString(out.resolve("bpe.1000"))).isEqualTo(Files.readString(corpus.resolveSibling("bpe.ref")));
        String reference = Files.readString(corpus.resolveSibling("corpus.bpe.ref.en"));
        assertThat(Files.readString(out.resolve("train.tok.clean.bpe.1000.en"))).isEqualTo(reference);
        assertThat(Files.readString(out.resolve("train.tok.clean.bpe.1000.de"))).isEqualTo(reference);
    }

    @Test
    void theWmtSampleIsTheSameOnOneThreeAndEightPartitionsAndManySplits() throws Exception {
        Path src = Fixtures.realDataFile("parallel/wmt-sample/src-train.txt");
        Path tgt = src.resolveSibling("tgt-train.txt");
        ParallelOptions.Dev dev = new ParallelOptions.Dev(src.resolveSibling("src-val.txt").toString(),
                src.resolveSibling("tgt-val.txt").toString());
        // with --h5 on 1 and 8 partitions: the ids file too, byte for byte the same
        Map<String, Long> one = sameAsReference(src, tgt, tokenized(2000), dev, 1, 64L << 20, tmp.resolve("ids-1.h5"));
        assertThat(one.get(ParallelCounts.PAIRS_READ)).isEqualTo(10_000);
        sameAsReference(src, tgt, tokenized(2000), dev, 3, 256 << 10);
        sameAsReference(src, tgt, tokenized(2000), dev, 8, 128 << 10, tmp.resolve("ids-8.h5"));
        assertThat(Files.readAllBytes(tmp.resolve("ids-8.h5"))).as("the ids file on 1 and 8 partitions")
                .isEqualTo(Files.readAllBytes(tmp.resolve("ids-1.h5")));
    }

    /**
     * {@code --h5}'s file is the GNMT loader's view of the reference's training files: each pair's
     * sentences BOS, 4 + the line of each token in {@code vocab.bpe.N}, EOS; lengths a pair.
     */
    private static void idsAreTheTrainingFilesAsTheGnmtLoaderNumbersThem(Path ids, Path reference,
                                                                         ParallelSettings settings) throws Exception {
        List<String> vocab = Files.readAllLines(reference.resolve(settings.vocabFile()), StandardCharsets.UTF_8);
        Map<String, Integer> id = new java.util.HashMap<>();
        for (int i = 0; i < vocab.size(); i++) {
            id.put(vocab.get(i), TokenIds.FIRST + i);
        }
        try (io.jhdf.HdfFile h5 = new io.jhdf.HdfFile(ids)) {
            assertThat(((Number) h5.getAttribute("n_vocab").getData()).longValue()).isEqualTo(4L + vocab.size());
            assertThat(((Number) h5.getAttribute("num_rows").getData()).longValue())
                    .isEqualTo(Files.readAllLines(reference.resolve(settings.trainFile(settings.srcLang()))).size());
            assertThat(h5.getChildren().keySet()).containsExactlyInAnyOrder("src_ids", "tgt_ids", "src_len", "tgt_len");
            for (String lang : List.of(settings.srcLang(), settings.tgtLang())) {
                String side = lang.equals(settings.srcLang()) ? "src" : "tgt";
                int[] lengths = (int[]) h5.getDatasetByPath(side + "_len").getData();
                int[] all = (int[]) h5.getDatasetByPath(side + "_ids").getData();
                List<String> lines = Files.readAllLines(reference.resolve(settings.trainFile(lang)), StandardCharsets.UTF_8);
                assertThat(lengths).hasSize(lines.size());
                int at = 0;
                for (int i = 0; i < lines.size(); i++) {
                    List<Integer> want = new ArrayList<>(List.of(TokenIds.BOS));
                    for (String token : lines.get(i).split(" ")) {
                        if (!token.isEmpty()) {
                            want.add(id.get(token));
                        }
                    }
                    want.add(TokenIds.EOS);
                    assertThat(java.util.Arrays.stream(all, at, at + lengths[i]).boxed().toList())
                            .as(side + " pair " + i).isEqualTo(want);
                    at += lengths[i];
                }
                assertThat(at).isEqualTo(all.length);
            }
        }
    }

    @Test
    void multi30kRawIsTokenizedAggressivelyUnescapedAndSegmentedAsTheReferenceDoes() throws Exception {
        Path en = Fixtures.realDataFile("parallel/multi30k/train.en");
        ParallelSettings settings = new ParallelSettings("en", "de", new ParallelSettings.Tokenize(true, true, false),
                ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(5000, 2));
        sameAsReference(en, en.resolveSibling("train.de"), settings, new ParallelOptions.Dev(
                en.resolveSibling("val.en").toString(), en.resolveSibling("val.de").toString()), 3, 256 << 10);
    }

    /**
     * A side's line past what the readers keep (8 MiB) is still one line of its side: its pair is
     * dropped as LINE_TOO_LONG and every later pair stays aligned, on splits that cut the long line.
     */
    @Test
    void aLineLongerThanTheReadersKeepDropsItsPairAndNoPairShifts() throws Exception {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            a.append("the house number ").append(i).append(" is red .\n");
            b.append(i == 200 ? "Wort ".repeat(org.trainprep.core.stage.LineFn.MAX_LINE_BYTES / 5 + 1)
                    : "das Haus Nummer " + i + " ist rot .").append('\n');
        }
        Path src = Files.writeString(tmp.resolve("long.en"), a);
        Path tgt = Files.writeString(tmp.resolve("long.de"), b);
        ParallelSettings s = new ParallelSettings("en", "de", ParallelSettings.Tokenize.MOSES, ParallelSettings.Clean.GNMT,
                new ParallelSettings.Bpe(50, 2));
        Map<String, Long> counts = sameAsReference(src, tgt, s, null, 3, 3 << 20);
        assertThat(counts).containsEntry(PairRejectReason.LINE_TOO_LONG.name(), 1L)
                .containsEntry(ParallelCounts.PAIRS_READ, 400L);
    }

    @Test
    void dirtyPairsAreCountedByReasonAsTheReferenceCountsThemAndCompressedSidesRead() throws Exception {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            switch (i % 10) {
                case 0 -> { a.append('\n'); b.append("  \n"); }                          // blank
                case 1 -> { a.append("only one side\n"); b.append('\n'); }               // empty
                case 2 -> { a.append("w ".repeat(90)).append('\n'); b.append("kurz\n"); } // too long
                case 3 -> { a.append("a b c d e f g h i j\n"); b.append("x\n"); }       // ratio 10
                case 4 -> { a.append("€ ").append(i).append('\n'); b.append("Preis ").append(i).append('\n'); }
                default -> {
                    a.append("the house number ").append(i % 97).append(" is red , isn't it ?\n");
                    b.append("das Haus Nummer ").append(i % 89).append(" ist rot , nicht wahr ?\n");
                }
            }
        }
        Path src = tmp.resolve("dirty.en.gz");
        try (GZIPOutputStream z = new GZIPOutputStream(Files.newOutputStream(src))) {
            z.write(a.toString().getBytes(StandardCharsets.UTF_8));
        }
        byte[] tgtBytes = b.toString().getBytes(StandardCharsets.UTF_8);
        tgtBytes[tgtBytes.length - 3] = (byte) 0xFF; // the last pair's target is not UTF-8
        Path tgt = Files.write(tmp.resolve("dirty.de"), tgtBytes);
        ParallelSettings latin1 = new ParallelSettings("en", "de", ParallelSettings.Tokenize.MOSES,
                new ParallelSettings.Clean(1, 80, 9, 1000, true), new ParallelSettings.Bpe(300, 2));
        Map<String, Long> counts = sameAsReference(src, tgt, latin1, null, 4, 8 << 10);
        assertThat(counts).containsEntry("BLANK", 300L).containsEntry("EMPTY", 300L).containsEntry("TOO_LONG", 300L)
                .containsEntry("LENGTH_RATIO", 300L).containsEntry("NOT_LATIN1", 300L).containsEntry("INVALID_UTF8", 1L);
    }

    @Test
    void aFolderHoldingTheTwoSidesIsReadByTheirLanguagesAndMustHoldOneEach() throws Exception {
        Path val = Fixtures.realDataFile("parallel/multi30k/val.en");
        Path dir = Files.createDirectories(tmp.resolve("corpus"));
        Files.copy(val, dir.resolve("val.en"));
        Files.copy(val.resolveSibling("val.de"), dir.resolve("val.de"));
        ParallelSettings settings = tokenized(500);
        Path ref = tmp.resolve("folder-ref");
        new LocalParallelRunner(settings).run(dir.resolve("val.en"), dir.resolve("val.de"), null, ref);
        Path out = tmp.resolve("folder-out");
        runEngine(new ParallelOptions(new RunTarget(List.of(dir.toString()), out.toString(), false, null, false), true,
                settings, null, "mapreduce", InputBudget.DEFAULT), 2, 16 << 10);
        for (String name : List.of("train.tok.clean.bpe.500.en", "train.tok.clean.bpe.500.de", "bpe.500")) {
            assertThat(Files.readAllBytes(out.resolve(name))).as(name).isEqualTo(Files.readAllBytes(ref.resolve(name)));
        }
        Files.writeString(dir.resolve("extra.en"), "one more\n");
        Path again = tmp.resolve("folder-again");
        assertThatThrownBy(() -> runEngine(new ParallelOptions(new RunTarget(List.of(dir.toString()), again.toString(),
                false, null, false), true, settings, null, "mapreduce", InputBudget.DEFAULT), 2, 16 << 10))
                .hasMessageContaining("holds 2 files named *.en [extra.en, val.en]");
        assertThat(again).doesNotExist();
    }

    @Test
    void filesOfDifferentLengthsFailTheRunNamingBothCountsAndPublishNothing() throws Exception {
        Path a = Files.writeString(tmp.resolve("a.en"), "one\ntwo\nthree\n");
        Path b = Files.writeString(tmp.resolve("b.de"), "eins\nzwei\n");
        Path out = tmp.resolve("misaligned");
        assertThatThrownBy(() -> runEngine(options(a, b, out, tokenized(10), null, InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("has 3 lines but --tgt").hasMessageContaining("has 2 lines");
        assertThat(out).doesNotExist();
    }

    /** A truncated side is named as damaged, not taken for a side of fewer lines (which its count then is). */
    @Test
    void aTruncatedCompressedSideIsNamedAsDamagedNotAsMisaligned() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            text.append("line ").append(i).append(" of the corpus\n");
        }
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(text.toString().getBytes(StandardCharsets.UTF_8));
        }
        Path a = Files.write(tmp.resolve("cut.en.gz"), java.util.Arrays.copyOf(gz.toByteArray(), gz.size() / 2));
        Path b = Files.writeString(tmp.resolve("whole.de"), text.toString());
        Path out = tmp.resolve("damaged");
        assertThatThrownBy(() -> runEngine(options(a, b, out, tokenized(10), null, InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("cut.en.gz cannot be read").hasMessageNotContaining("lines but");
        assertThat(out).doesNotExist();
    }

    @Test
    void pairsThatAreMostlyInvalidFailTheBudgetNamingTheReasonAndPublishNothing() throws Exception {
        Path a = Files.writeString(tmp.resolve("a.en"), "a sentence\n".repeat(50) + "\n".repeat(50));
        Path b = Files.writeString(tmp.resolve("b.de"), "ein Satz\n".repeat(100));
        Path out = tmp.resolve("budget");
        assertThatThrownBy(() -> runEngine(options(a, b, out, tokenized(10), null, InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("empty");
        assertThat(out).doesNotExist();
    }

    @Test
    void pairsAllDroppedByTheCleaningLimitsFailNamingEachLimitAndItsOption() throws Exception {
        Path a = Files.writeString(tmp.resolve("a.en"), "one two three\n".repeat(6) + "one two\n");
        Path b = Files.writeString(tmp.resolve("b.de"), "eins zwei drei\n".repeat(6) + "eins\n");
        Path out = tmp.resolve("limits");
        ParallelSettings tight = new ParallelSettings("en", "de", ParallelSettings.Tokenize.NONE,
                new ParallelSettings.Clean(1, 2, 1.5, 1000, false), new ParallelSettings.Bpe(10, 2));
        // well-formed pairs, none invalid: the budget alone would name no cause
        assertThatThrownBy(() -> runEngine(options(a, b, out, tight, null, InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("0 pairs kept from 7 lines, fewer than one: nothing to publish: the cleaning limits"
                        + " dropped 7 of the 7 well-formed pairs: too_long 6 (--max-len 2), length_ratio 1 (--ratio 1.5)");
        assertThat(out).doesNotExist();
        // with as many pairs invalid (a side empty), that is the cause the budget names
        Path c = Files.writeString(tmp.resolve("c.en"), "one two three\n".repeat(6) + "one two\n" + "x\n".repeat(7));
        Path d = Files.writeString(tmp.resolve("d.de"), "eins zwei drei\n".repeat(6) + "eins\n" + "\n".repeat(7));
        assertThatThrownBy(() -> runEngine(options(c, d, out, tight, null, InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("non-blank lines are invalid").hasMessageContaining("empty");
        assertThat(out).doesNotExist();
    }

    /**
     * A lone {@code \r} inside a line is a line break to Hadoop's default text input, which added a
     * line to that side and shifted every later pair (exit 0). A pair is line {@code n} of each side,
     * split at {@code \n} alone as the Moses scripts read them; the {@code \r} is white space. Read
     * in splits of 700 bytes, so split boundaries fall near the {@code \r}s too; a CRLF copy of the
     * corpus gives the same files.
     */
    @Test
    void aCarriageReturnInsideALineIsASpaceNotALineBreakSoNoPairShiftsOnAnySplit() throws Exception {
        StringBuilder en = new StringBuilder();
        StringBuilder de = new StringBuilder();
        for (int i = 1; i <= 200; i++) {
            en.append(i == 11 ? "pair " + i + " : the house\rnumber is red .\n" : "pair " + i + " : the house number is red .\n");
            de.append(i == 21 ? "Paar " + i + " : das Haus\rist rot .\n" : "Paar " + i + " : das Haus ist rot .\n");
        }
        Path src = Files.writeString(tmp.resolve("cr.en"), en);
        Path tgt = Files.writeString(tmp.resolve("cr.de"), de);
        for (ParallelSettings settings : List.of(tokenized(50), new ParallelSettings("en", "de",
                ParallelSettings.Tokenize.MOSES, ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(50, 2)))) {
            Map<String, Long> counts = sameAsReference(src, tgt, settings, null, 3, 700);
            assertThat(counts.get(ParallelCounts.PAIRS_READ)).isEqualTo(200);
            assertThat(counts.get(ParallelCounts.PAIRS_KEPT)).isEqualTo(200);
        }
        // the pairs themselves: line n of each output holds pair n of the input
        Path out = tmp.resolve("cr-out");
        runEngine(options(src, tgt, out, tokenized(50), null, InputBudget.DEFAULT), 3, 700);
        List<String> a = Files.readAllLines(out.resolve("train.tok.clean.bpe.50.en"));
        List<String> b = Files.readAllLines(out.resolve("train.tok.clean.bpe.50.de"));
        assertThat(a).hasSize(200).hasSameSizeAs(b);
        for (int i = 0; i < 200; i++) {
            assertThat(a.get(i).replace("@@ ", "")).startsWith("pair " + (i + 1) + " :");
            assertThat(b.get(i).replace("@@ ", "")).startsWith("Paar " + (i + 1) + " :");
        }
        assertThat(a.get(10).replace("@@ ", "")).isEqualTo("pair 11 : the house number is red .");
        assertThat(b.get(20).replace("@@ ", "")).isEqualTo("Paar 21 : das Haus ist rot .");

        // one side only: no "201 vs 200 lines" refusal; and CRLF files: the same output as LF
        Path tgtPlain = Files.writeString(tmp.resolve("plain.de"), de.toString().replace("\r", " "));
        assertThat(sameAsReference(src, tgtPlain, tokenized(50), null, 2, 700).get(ParallelCounts.PAIRS_READ)).isEqualTo(200);
        Path srcCrlf = Files.writeString(tmp.resolve("crlf.en"), en.toString().replace("\n", "\r\n"));
        Path tgtCrlf = Files.writeString(tmp.resolve("crlf.de"), de.toString().replace("\n", "\r\n"));
        Path crlf = tmp.resolve("crlf-out");
        runEngine(options(srcCrlf, tgtCrlf, crlf, tokenized(50), null, InputBudget.DEFAULT), 3, 700);
        for (String name : List.of("train.tok.clean.bpe.50.en", "train.tok.clean.bpe.50.de", "bpe.50", "vocab.bpe.50")) {
            assertThat(Files.readAllBytes(crlf.resolve(name))).as(name).isEqualTo(Files.readAllBytes(out.resolve(name)));
        }
    }

    /**
     * {@code --merges 0}: no BPE, the tokenized and cleaned pairs only ({@code train.tok.clean.LANG},
     * as the GNMT pipeline names them before BPE), with the development pair tokenized
     * ({@code STEM.tok.LANG}); no codes and no BPE vocabulary.
     */
    @Test
    void mergesZeroWritesTheTokenizedCleanedPairsOnly() throws Exception {
        Path en = Fixtures.realDataFile("parallel/multi30k/val.en");
        ParallelSettings settings = new ParallelSettings("en", "de", new ParallelSettings.Tokenize(true, true, false),
                ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(0, 2));
        ParallelOptions.Dev dev = new ParallelOptions.Dev(en.toString(), en.resolveSibling("val.de").toString());
        Map<String, Long> counts = sameAsReference(en, en.resolveSibling("val.de"), settings, dev, 3, 32 << 10);
        Path out = tmp.resolve("merges-0");
        runEngine(options(en, en.resolveSibling("val.de"), out, settings, dev, InputBudget.DEFAULT), 2, 32 << 10);
        assertThat(settings.trainFile("en")).isEqualTo("train.tok.clean.en");
        List<String> tokenized = Files.readAllLines(out.resolve("train.tok.clean.en"));
        assertThat(tokenized).hasSize(counts.get(ParallelCounts.PAIRS_KEPT).intValue()).noneMatch(l -> l.contains("@@"));
        // Multi30k's val pairs are all kept: the file is the reference tokenization, line for line
        assertThat(tokenized).isEqualTo(Files.readAllLines(en.resolveSibling("val.en.atok")));
        assertThat(Files.readAllLines(out.resolve("val.tok.en"))).isEqualTo(tokenized);
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList()).containsExactly(
                    "_rejects", "manifest.json", "report.html", "stats.json", "train.tok.clean.de", "train.tok.clean.en",
                    "val.tok.de", "val.tok.en");
        }
    }

    /**
     * A UTF-8 byte order mark opening a side is its first line's first character, as
     * {@code tokenizer.perl} reads it (its token {@code \uFEFF} before {@code Hello}): in the
     * training file as in the development file made from the same side (Hadoop's text input
     * dropped it from the first and the driver kept it in the second).
     */
    @Test
    void aByteOrderMarkIsTheFirstLinesFirstCharacterInTrainingAndDevelopmentFiles() throws Exception {
        Path src = Files.writeString(tmp.resolve("bom.en"), "\uFEFFHello world .\nSecond line here .\n");
        Path tgt = Files.writeString(tmp.resolve("bom.de"), "Hallo Welt .\nZweite Zeile hier .\n");
        ParallelSettings settings = new ParallelSettings("en", "de", ParallelSettings.Tokenize.MOSES,
                ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(0, 2));
        ParallelOptions.Dev dev = new ParallelOptions.Dev(src.toString(), tgt.toString());
        sameAsReference(src, tgt, settings, dev, 2, 1 << 20);
        Path out = tmp.resolve("bom-out");
        runEngine(options(src, tgt, out, settings, dev, InputBudget.DEFAULT), 2, 1 << 20);
        assertThat(Files.readAllLines(out.resolve(settings.trainFile("en")))).containsExactly("\uFEFF Hello world .",
                "Second line here .");
        assertThat(Files.readAllLines(out.resolve(settings.devFile(src.toString(), tgt.toString(), "en"))))
                .isEqualTo(Files.readAllLines(out.resolve(settings.trainFile("en"))));
    }

    /**
     * A development pair is never cleaned (a dropped line would misalign it), so it is checked whole
     * before the run claims its output: sides of 22 and 5 lines, or a side with a byte that is not
     * UTF-8 (which became U+FFFD silently), are refused in one line naming the file, and nothing is
     * created. Accepted sides are named as one pair ({@code src-val.txt} + {@code tgt-val.txt} ->
     * {@code dev.tok.bpe.N.en} and {@code .de}).
     */
    @Test
    void aDevelopmentPairMustBeLineAlignedAndUtf8AndIsNamedAsOnePair() throws Exception {
        Path src = Fixtures.realDataFile("parallel/wmt-sample/src-val.txt");
        Path tgt = src.resolveSibling("tgt-val.txt");
        Path train = Fixtures.realDataFile("parallel/multi30k/val.en");
        Path long22 = Files.writeString(tmp.resolve("dev22.en"), "a line .\n".repeat(22));
        Path short5 = Files.writeString(tmp.resolve("dev5.de"), "eine Zeile .\n".repeat(5));
        Path out = tmp.resolve("dev-misaligned");
        assertThatThrownBy(() -> runEngine(options(train, train.resolveSibling("val.de"), out, tokenized(100),
                new ParallelOptions.Dev(long22.toString(), short5.toString()), InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("--dev " + long22 + " has 22 lines but " + short5 + " has 5")
                .hasMessageContaining("line-aligned");
        assertThat(out).doesNotExist();

        byte[] bad = "ein Satz .\nnoch ein Satz .\n".getBytes(StandardCharsets.UTF_8);
        bad[bad.length - 4] = (byte) 0xE9; // Latin-1 e-acute in line 2
        Path latin1 = Files.write(tmp.resolve("bad.de"), bad);
        Path two = Files.writeString(tmp.resolve("two.en"), "a sentence .\none more .\n");
        assertThatThrownBy(() -> runEngine(options(train, train.resolveSibling("val.de"), out, tokenized(100),
                new ParallelOptions.Dev(two.toString(), latin1.toString()), InputBudget.DEFAULT), 2, 64L << 20))
                .hasMessageContaining("--dev " + latin1 + " line 2 is not UTF-8 (byte 0xE9");
        assertThat(out).doesNotExist();

        Path named = tmp.resolve("dev-named");
        runEngine(options(train, train.resolveSibling("val.de"), named, tokenized(100),
                new ParallelOptions.Dev(src.toString(), tgt.toString()), InputBudget.DEFAULT), 2, 64L << 20);
        assertThat(Files.readAllLines(named.resolve("dev.tok.bpe.100.en"))).hasSize(50);
        assertThat(Files.readAllLines(named.resolve("dev.tok.bpe.100.de"))).hasSize(50);
        assertThat(Files.readString(named.resolve("manifest.json"))).contains("dev.tok.bpe.100.en", "dev.tok.bpe.100.de");
    }

    /**
     * A development line of white space alone is copied verbatim by {@code tokenizer.perl}, and with
     * {@code --tokenized} every line is: a {@code \r}, {@code \x85} or {@code \u2028} in it ended a
     * line for Python's readers (text mode, {@code splitlines}), one side longer than the other. Each
     * becomes a space, on every engine: one line per input line.
     */
    @Test
    void aDevelopmentLineKeepsNoCharacterPythonEndsALineAt() throws Exception {
        Path train = Fixtures.realDataFile("parallel/multi30k/val.en");
        Path src = Files.writeString(tmp.resolve("devw.en"), "One.\n\u000b\u000c\nTwo.\n \r \nThree.\n \u2028\u0085 \nfour\u001cfive\n");
        Path tgt = Files.writeString(tmp.resolve("devw.de"), "Eins.\nZwei.\nDrei.\nVier.\nFunf.\nSechs.\nSieben.\n");
        for (ParallelSettings settings : List.of(new ParallelSettings("en", "de", new ParallelSettings.Tokenize(true, false,
                true), ParallelSettings.Clean.GNMT, new ParallelSettings.Bpe(100, 2)), tokenized(100))) {
            Path out = tmp.resolve("dev-lines-" + settings.tokenize().enabled());
            runEngine(options(train, train.resolveSibling("val.de"), out, settings,
                    new ParallelOptions.Dev(src.toString(), tgt.toString()), InputBudget.DEFAULT), 2, 64L << 20);
            String dev = Files.readString(out.resolve(settings.devFile(src.toString(), tgt.toString(), "en")));
            assertThat(dev.chars().filter(c -> c == '\n').count()).isEqualTo(7);
            assertThat(dev).doesNotContain("\r", "\u000b", "\u000c", "\u001c", "\u0085", "\u2028");
            assertThat(dev.split("\n", -1)[1]).isBlank();
        }
    }

    /**
     * An output named as a pattern ({@code [ ]}, {@code { }}) works: the passes read the run's own
     * intermediate data under it literally (it failed after two jobs: "Input Pattern ... matches 0
     * files"). The same file as both sides, or a side with a colon in its name, is refused in one
     * line before anything is created.
     */
    @Test
    void outputsNamedLikePatternsWorkAndTheSameFileAsBothSidesOrAColonNameIsRefused() throws Exception {
        Path en = Fixtures.realDataFile("parallel/multi30k/val.en");
        Path de = en.resolveSibling("val.de");
        for (String name : List.of("out[1]", "out{a,b}")) {
            sameAsReference(en, de, tokenized(200), null, 2, 32 << 10);
            Path out = tmp.resolve(name);
            runEngine(options(en, de, out, tokenized(200), null, InputBudget.DEFAULT), 2, 32 << 10);
            assertThat(Files.readAllLines(out.resolve("train.tok.clean.bpe.200.en"))).hasSize(1014);
        }
        Path out = tmp.resolve("refused");
        Path alias = Files.createSymbolicLink(tmp.resolve("alias.de"), en);
        assertThatThrownBy(() -> runEngine(options(en, alias, out, tokenized(200), null, InputBudget.DEFAULT), 2, 32 << 10))
                .hasMessageContaining("--tgt " + alias + " is already read through --src " + en);
        assertThat(out).doesNotExist();
        Path colon = Files.copy(de, tmp.resolve("a:b.de"));
        assertThatThrownBy(() -> runEngine(options(en, colon, out, tokenized(200), null, InputBudget.DEFAULT), 2, 32 << 10))
                .hasMessageContaining("a:b.de has a ':' in its name").satisfies(e -> assertThat(e.getMessage())
                        .doesNotContain("URISyntaxException"));
        assertThat(out).doesNotExist();
    }
}

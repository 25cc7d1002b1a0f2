package org.trainprep.core.reviews;

import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import io.jhdf.api.Node;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.ReviewGenerator;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The review contract every engine must meet (like {@code CensusEngineContract}): for the same
 * inputs and settings, the engine's combined file must hold {@link LocalReviewsRunner}'s rows in
 * the same order, its {@code vocab.json} the same vocabulary, and its counts the same numbers.
 */
public abstract class ReviewsEngineContract {

    @TempDir
    protected Path tmp;

    /**
     * Runs the engine with {@code options} (its output directory gets the combined file,
     * {@code vocab.json} and the manifest) and returns its counts by name.
     */
    protected abstract Map<String, Long> runEngine(ReviewsOptions options) throws Exception;

    /**
     * Claims {@code dir} (which exists) as another live run would, through the engines' shared
     * claim ({@code RunClaim}), until closed.
     */
    protected abstract AutoCloseable claimAsAnotherRun(Path dir) throws Exception;

    /**
     * Runs the engine on {@code files} into {@code out} with {@code reducers} dedup partitions,
     * {@code shards} shards in the combined file (0: one per part) and no error budget (hostile
     * input is the point), and returns its counts by name.
     */
    protected Map<String, Long> runEngine(List<Path> files, Path out, int reducers, int shards,
                                          LocalReviewsRunner.Settings s) throws Exception {
        return runEngine(options(files, out, reducers, shards, s));
    }

    private static ReviewsOptions options(List<Path> files, Path out, int reducers, int shards, LocalReviewsRunner.Settings s) {
        return ReviewsOptions.defaults(files.stream().map(Path::toString).toList(), out.toString())
                .withEncoding(new ReviewsOptions.Encoding(s.vocabSize(), s.seqLen(), s.labels(), null,
                        org.trainprep.core.h5.ElementType.INT32, ReviewsOptions.DEFAULT_MAX_OOV_FRACTION))
                .withParts(new ReviewsOptions.Parts(reducers, org.trainprep.core.sizing.PartSizing.DEFAULT_TARGET_PART_BYTES,
                        shards, true))
                .withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1, false))
                .withNearDup(s.nearDup());
    }

    private Path check(List<Path> files, int reducers, LocalReviewsRunner.Settings settings) throws Exception {
        return check(files, reducers, settings, UnaryOperator.identity());
    }

    /** {@link #check} with options changed by {@code tweak} from what {@link #runEngine(List, Path, int, int, LocalReviewsRunner.Settings)} gives. */
    private Path check(List<Path> files, int reducers, LocalReviewsRunner.Settings settings,
                       UnaryOperator<ReviewsOptions> tweak) throws Exception {
        LocalReviewsRunner.Outcome expected = new LocalReviewsRunner(settings).run(files, reducers);
        Path out = tmp.resolve("engine-" + System.nanoTime());
        Map<String, Long> actual = runEngine(tweak.apply(options(files, out, reducers, 0, settings)));
        Map<String, Long> counts = new TreeMap<>();
        expected.counts().keySet().forEach(k -> counts.put(k, actual.getOrDefault(k, 0L)));
        assertThat(counts).as("counts").isEqualTo(expected.counts());

        try (InputStream in = Files.newInputStream(out.resolve("vocab.json"))) {
            assertThat(Vocabulary.read(in).toJson()).as("vocab.json").isEqualTo(expected.vocabulary().toJson());
        }
        List<int[]> rows = rows(out.resolve(settings.labels().combinedFileName()));
        List<int[]> want = expected.rows();
        assertThat(rows).as("row count").hasSize(want.size());
        for (int i = 0; i < want.size(); i++) {
            if (!java.util.Arrays.equals(rows.get(i), want.get(i))) {
                assertThat(words(rows.get(i), expected.vocabulary())).as("row %d", i)
                        .isEqualTo(words(want.get(i), expected.vocabulary()));
                assertThat(rows.get(i)).as("row %d", i).isEqualTo(want.get(i));
            }
        }
        if (settings.nearDup() != null) {
            // as the engines name their inputs: Hadoop's qualified local paths
            List<String> names = files.stream().map(f -> "file:" + f.toAbsolutePath()).toList();
            assertThat(nearDuplicateLines(out)).as("_near_duplicates/, in order")
                    .isEqualTo(expected.removals().stream().map(r -> r.json(names)).toList());
        }
        return out;
    }

    /** Every line of {@code _near_duplicates/}, its files in name order. */
    private static List<String> nearDuplicateLines(Path out) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        try (var files = Files.list(out.resolve("_near_duplicates"))) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".jsonl")).sorted().toList()) {
                lines.addAll(Files.readAllLines(f));
            }
        }
        return lines;
    }

    @Test
    void nearDuplicatesGoAsTheReferenceRemovesThemWithTheSameFilesOnOneThreeAndEightPartitions() throws Exception {
        Path a = tmp.resolve("in/planted-a.json");
        Path b = tmp.resolve("in/planted-b.json");
        Files.createDirectories(a.getParent());
        org.trainprep.testdata.NearDuplicateGenerator.write(a, 400, 5);
        org.trainprep.testdata.NearDuplicateGenerator.write(b, 200, 6);
        // the second file repeats the first's early lines: their near copies in the first file are kept over them
        Files.write(b, Files.readAllLines(a).subList(0, 50), java.nio.file.StandardOpenOption.APPEND);
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(2_000, 40, LabelScheme.FIVE_CLASS, null,
                org.trainprep.core.neardup.NearDupSettings.derived(0.8, 3, 128));
        List<String> first = null;
        for (int reducers : new int[] {1, 3, 8}) {
            Path out = check(List.of(a, b), reducers, s);
            List<String> lines = nearDuplicateLines(out);
            assertThat(lines).as("removals").hasSizeGreaterThan(100);
            if (first == null) {
                first = lines;
            } else {
                assertThat(lines).as("_near_duplicates/ at %d partitions", reducers).isEqualTo(first);
            }
            assertThat(Files.readString(out.resolve("stats.json"))).contains("\"near_duplicates\"");
        }
    }

    @Test
    void nearDuplicatesRemovedDownToOneRowFailTheRunBeforeAnythingIsPublished() throws Exception {
        Path f = Files.createDirectories(tmp.resolve("in")).resolve("three.json");
        Files.writeString(f, "{\"reviewText\":\"alpha beta gamma delta epsilon zeta\",\"overall\":5}\n"
                + "{\"reviewText\":\"alpha beta gamma delta epsilon zeta eta\",\"overall\":4}\n"
                + "{\"reviewText\":\"alpha beta gamma delta epsilon zeta theta\",\"overall\":5}\n");
        Path out = tmp.resolve("none");
        // three distinct texts pass the reading pass; the file would hold one row, which the loader reads none of
        ReviewsOptions o = ReviewsOptions.defaults(List.of(f.toString()), out.toString())
                .withNearDup(org.trainprep.core.neardup.NearDupSettings.derived(0.5, 1, 128));
        assertThatThrownBy(() -> runEngine(o)).hasMessageContaining("one row from 3 lines")
                .hasMessageContaining("2 of the 3 distinct texts were removed as near-duplicates of another (--near-dup 0.5)");
        assertThat(out).doesNotExist();
    }

    @Test
    void aClusterOfThousandsOfOneWordVariantsKeepsItsEarliestText() throws Exception {
        String[] words = new org.trainprep.testdata.ReviewGenerator(3, 0, 0, 60, 200_000).words(240);
        Path f = tmp.resolve("in/variants.json");
        Files.createDirectories(f.getParent());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3_000; i++) {
            String[] w = words.clone();
            StringBuilder made = new StringBuilder("variant");
            for (int n = i; n > 0; n /= 26) {
                made.append((char) ('a' + n % 26));
            }
            w[i % w.length] = made.toString();
            sb.append("{\"overall\": ").append(1 + i % 5).append(".0, \"reviewText\": \"").append(String.join(" ", w))
                    .append("\"}\n");
        }
        // and two texts of their own, so the file keeps more than the cluster's one row (one row is refused)
        sb.append("{\"overall\": 2.0, \"reviewText\": \"the hinge snapped after a week and support never answered\"}\n");
        sb.append("{\"overall\": 4.0, \"reviewText\": \"warm socks that kept their shape through every wash\"}\n");
        Files.writeString(f, sb);
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(2_000, 40, LabelScheme.FIVE_CLASS, null,
                org.trainprep.core.neardup.NearDupSettings.derived(0.8, 3, 128));
        Path out = check(List.of(f), 3, s);
        assertThat(nearDuplicateLines(out)).hasSizeGreaterThan(2_900)
                .allMatch(l -> l.matches(".*\"kept\":\\{\"file\":\"[^\"]*\",\"offset\":0\\}.*"));
    }

    /** A row as its words and label, for failure messages. */
    private static String words(int[] row, Vocabulary v) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < row.length - 1 && row[c] != Vocabulary.PAD_ID; c++) {
            sb.append(row[c] == Vocabulary.UNK_ID ? "<unk>" : v.word(row[c])).append(' ');
        }
        return sb.append("-> ").append(row[row.length - 1]).toString();
    }

    /** Every row of a combined file, shard after shard. */
    private static List<int[]> rows(Path file) {
        return shards(file).stream().flatMap(List::stream).toList();
    }

    /** The rows of each shard of a combined file. */
    private static List<List<int[]>> shards(Path file) {
        List<List<int[]>> shards = new ArrayList<>();
        try (HdfFile h5 = new HdfFile(file)) {
            for (int shard = 0; h5.getChildren().containsKey(Integer.toString(shard)); shard++) {
                List<int[]> rows = new ArrayList<>();
                shards.add(rows);
                Node n = h5.getChild(Integer.toString(shard));
                Object data = ((Dataset) n).getData();
                if (data instanceof int[][] ints) {
                    rows.addAll(List.of(ints));
                } else {
                    for (long[] r : (long[][]) data) {
                        int[] row = new int[r.length];
                        for (int c = 0; c < r.length; c++) {
                            row[c] = Math.toIntExact(r[c]);
                        }
                        rows.add(row);
                    }
                }
            }
        }
        return shards;
    }

    private static LocalReviewsRunner.Settings defaults() {
        return new LocalReviewsRunner.Settings(10_000, 100, LabelScheme.FIVE_CLASS, null);
    }

    private Path bundled(String name) {
        return Fixtures.copy(name, tmp.resolve("in"));
    }

    @Test
    void bundledSamplesOnOneAndThreePartitions() throws Exception {
        List<Path> files = List.of(bundled(Fixtures.SAMPLE_REVIEWS), bundled(Fixtures.GOLDEN_REVIEWS),
                bundled(Fixtures.INVALID_KINDS));
        check(files, 1, defaults());
        check(files, 3, new LocalReviewsRunner.Settings(50, 12, LabelScheme.BINARY, null));
    }

    /**
     * A line past what the readers keep (a JSON array of reviews on one line, 8 MiB and more) is one
     * invalid line, LINE_TOO_LONG, sampled at its offset, and the lines around it are read: the task's
     * memory never holds it (a 768 MB task ran out of heap on a 500 MB line before).
     */
    @Test
    void aLineLongerThanTheReadersKeepIsOneInvalidLineAndTheLinesAroundItAreRead() throws Exception {
        List<String> sample = Files.readAllLines(bundled(Fixtures.SAMPLE_REVIEWS));
        StringBuilder array = new StringBuilder("[");
        while (array.length() <= org.trainprep.core.stage.LineFn.MAX_LINE_BYTES) {
            array.append(sample.get(array.length() % sample.size())).append(',');
        }
        array.append(sample.get(0)).append(']');
        List<String> lines = new ArrayList<>(sample.subList(0, 100));
        lines.add(array.toString());
        lines.addAll(sample.subList(100, sample.size()));
        Path f = Files.write(tmp.resolve("in").resolve("with-array.json"), lines);
        long offset = sample.subList(0, 100).stream().mapToLong(l -> l.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + 1)
                .sum();

        assertThat(new LocalReviewsRunner(defaults()).run(List.of(f), 2).counts())
                .containsEntry(RejectReason.LINE_TOO_LONG.name(), 1L);
        Path out = check(List.of(f), 2, defaults());
        List<String> rejects = new ArrayList<>();
        try (var files = Files.list(out.resolve("_rejects"))) {
            for (Path r : files.toList()) {
                rejects.addAll(Files.readAllLines(r));
            }
        }
        assertThat(rejects).filteredOn(r -> r.contains(RejectReason.LINE_TOO_LONG.name())).singleElement()
                .satisfies(r -> assertThat(r).contains("\"offset\":" + offset + ",").contains("\"line\":\"[{"));
    }

    /**
     * JSON that Jackson 2.15 refuses by default and 2.12 reads (nested 1,001 deep, a number of 1,100
     * digits) and a rating whose exponent is past an int: judged alike on both engines, whose jars
     * bundle those two versions, and as the reference judges them; no task fails.
     */
    @Test
    void deepNestingLongNumbersAndHugeExponentsAreJudgedAlikeOnEveryEngine() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(bundled(Fixtures.SAMPLE_REVIEWS)).subList(0, 200));
        lines.add("{\"reviewText\": \"deep nesting here\", \"x\": " + "[".repeat(1001) + "]".repeat(1001)
                + ", \"overall\": 4}");
        lines.add("{\"reviewText\": \"a long rating\", \"overall\": 5." + "0".repeat(1000) + "}");
        lines.add("{\"reviewText\": \"a huge rating\", \"overall\": " + "1".repeat(1100) + "}");
        lines.add("{\"reviewText\": \"an exponent past an int\", \"overall\": 1e9999999999}");
        lines.add("{\"reviewText\": \"a tiny rating\", \"overall\": 1e-9999999999}");
        Path f = Files.write(tmp.resolve("in").resolve("numbers.json"), lines);
        Map<String, Long> counts = new LocalReviewsRunner(defaults()).run(List.of(f), 2).counts();
        assertThat(counts).containsEntry(RejectReason.RATING_OUT_OF_RANGE.name(), 2L)
                .containsEntry(RejectReason.RATING_NOT_INTEGRAL.name(), 1L)
                .containsEntry(RejectReason.NOT_JSON_OBJECT.name(), 0L);
        check(List.of(f), 2, defaults());
    }

    /**
     * A gzip file too large for one task is read in ranges of its text by several tasks (the engine
     * tests make a range 64 KB): the same rows, vocabulary, near-duplicates and rejects at the same
     * offsets as the reference, which reads it whole.
     */
    @Test
    void aLargeGzipFileReadInRangesGivesTheReferenceRowsAndNearDuplicates() throws Exception {
        Path plain = tmp.resolve("in").resolve("ranges.json");
        Files.createDirectories(plain.getParent());
        new ReviewGenerator(31, 0.02, 0.2).write(plain, 6_000);
        org.trainprep.testdata.NearDuplicateGenerator.write(tmp.resolve("in/near.json"), 300, 7);
        Files.write(plain, Files.readAllBytes(tmp.resolve("in/near.json")), java.nio.file.StandardOpenOption.APPEND);
        Path gz = tmp.resolve("in").resolve("ranges.json.gz");
        try (var z = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            z.write(Files.readAllBytes(plain));
        }
        Files.delete(plain);
        Files.delete(tmp.resolve("in/near.json"));
        assertThat(Files.size(gz)).as("several 64 KB ranges of text").isGreaterThan(200_000);
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(2_000, 40, LabelScheme.FIVE_CLASS, null,
                org.trainprep.core.neardup.NearDupSettings.derived(0.8, 3, 128));
        Path out = check(List.of(gz), 3, s);
        assertThat(nearDuplicateLines(out)).as("removals").hasSizeGreaterThan(50);
    }

    /**
     * Words of megabytes, each in one review, tie with every other word seen once: they filled the
     * vocabulary the driver and every encode task hold whole, so memory grew with the input's
     * longest words. No vocabulary keeps a word over 1,000 characters; in rows it is the unknown word.
     */
    @Test
    void wordsOfMegabytesStayOutOfTheVocabularyOnEveryEngine() throws Exception {
        Path f = tmp.resolve("in").resolve("giant.json");
        Files.createDirectories(f.getParent());
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            StringBuilder word = new StringBuilder();
            for (int j = 0; j < (i % 4 == 0 ? 1_000_000 : 1001); j++) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            lines.append("{\"overall\": ").append(1 + i % 5).append(", \"reviewText\": \"ok ").append(word)
                    .append(" fine\"}\n");
        }
        Files.writeString(f, lines);
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(30, 10, LabelScheme.FIVE_CLASS, null);
        Path out = check(List.of(f), 2, s);
        String vocab = Files.readString(out.resolve("vocab.json"));
        assertThat(vocab.length()).as("only the short words").isLessThan(1_000);
        assertThat(vocab).contains("\"ok\"").contains("\"fine\"");
    }

    @Test
    void aFrequentWordNoVocabularyKeepsCoversNoTokensInTheStatistics() throws Exception {
        Path f = tmp.resolve("in").resolve("long-word.json");
        Files.createDirectories(f.getParent());
        String giant = "x".repeat(TopWords.MAX_WORD_CHARS + 1);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            lines.append("{\"overall\": ").append(1 + i % 5).append(", \"reviewText\": \"ok w").append((char) ('a' + i % 26))
                    .append((char) ('a' + i / 26)).append(" fine ").append(giant).append("\"}\n");
        }
        Files.writeString(f, lines);
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(30, 10, LabelScheme.FIVE_CLASS, null);
        UnaryOperator<ReviewsOptions> keepWork = o -> o.withTarget(new RunTarget(o.inputs(), o.target().output(), false,
                null, true));
        Path byDriver = check(List.of(f), 2, s, keepWork);
        Path byPass = check(List.of(f), 2, s, o -> keepWork.apply(o).withDriverWordCounts(0));
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.JsonNode vocabulary = json.readTree(byDriver.resolve("stats.json").toFile()).get("vocabulary");
        assertThat(json.readTree(byPass.resolve("stats.json").toFile()).get("vocabulary")).isEqualTo(vocabulary);
        // 160 tokens; the 30 words kept (ok, fine and 28 of the 40 others) cover 40 + 40 + 28 of them: the
        // long word, as frequent as ok, is the unknown word in every row and covered by no K
        assertThat(vocabulary.get("tokens_counted").asLong()).isEqualTo(160);
        assertThat(vocabulary.get("distinct_words").asLong()).isEqualTo(43);
        assertThat(vocabulary.get("coverage_at_k").asDouble()).isCloseTo(108.0 / 160, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void generatedHostileInputWithDuplicates() throws Exception {
        Path f = tmp.resolve("in").resolve("generated.json");
        Files.createDirectories(f.getParent());
        new ReviewGenerator(23, 0.05, 0.3).write(f, 20_000);
        // 300 of its 738 words, ties at the cut
        LocalReviewsRunner.Settings s = new LocalReviewsRunner.Settings(300, 40, LabelScheme.FIVE_CLASS, null);
        // the dedup tasks' word counts summed by the driver (few enough), then by the vocabulary pass (told to)
        UnaryOperator<ReviewsOptions> keepWork = o -> o.withTarget(new RunTarget(o.inputs(), o.target().output(), false,
                null, true));
        Path byDriver = check(List.of(f), 4, s, keepWork);
        Path byPass = check(List.of(f), 4, s, o -> keepWork.apply(o).withDriverWordCounts(0));
        assertThat(byDriver.resolve("_work").resolve(VocabularyCount.PASS)).as("no vocabulary pass").doesNotExist();
        assertThat(byPass.resolve("_work").resolve(VocabularyCount.PASS)).as("the vocabulary pass's folder").isDirectory();
        // the statistics of every word (the count spectrum, the coverage curve) too
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertThat(json.readTree(byPass.resolve("stats.json").toFile()).get("vocabulary"))
                .isEqualTo(json.readTree(byDriver.resolve("stats.json").toFile()).get("vocabulary"));
    }

    /**
     * Rows are in a pseudo-random order that no reducer count changes, so every shard is a fair
     * sample of the whole: label mix (chi-square over shards x labels) and review length (one-way
     * analysis of variance) no different between shards at the 0.1% level. Real reviews, because
     * their first words go with their ratings: sorted by text, these shards fail both tests
     * (chi-square 35.4 on 12 degrees of freedom, F 5.8), which is what the order replaced.
     */
    @Test
    void everyShardIsAFairSampleAndTheOrderIgnoresTheReducerCount() throws Exception {
        List<Path> files = List.of(Fixtures.realDataFile("All_Beauty_5.json"),
                Fixtures.realDataFile("Cell_Phones_and_Accessories_5.json"));
        List<int[]> first = null;
        for (int reducers : new int[]{1, 3}) {
            Path out = tmp.resolve("fair-" + reducers);
            runEngine(files, out, reducers, 4, defaults());
            List<List<int[]>> shards = shards(out.resolve(LabelScheme.FIVE_CLASS.combinedFileName()));
            assertThat(shards).hasSize(4);
            List<int[]> all = shards.stream().flatMap(List::stream).toList();
            if (first == null) {
                first = all;
            } else {
                assertThat(all).as("rows with %d reducers, in order", reducers).hasSameSizeAs(first);
                for (int i = 0; i < all.size(); i++) {
                    assertThat(all.get(i)).as("row %d with %d reducers", i, reducers).isEqualTo(first.get(i));
                }
            }
            ShardBalance balance = ShardBalance.of(shards);
            assertThat(balance.labelChiSquare()).as("label chi-square, %d reducers", reducers)
                    .isLessThan(ShardBalance.chiSquareCritical(balance.labelDegrees()));
            assertThat(balance.lengthF()).as("length F, %d reducers", reducers)
                    .isLessThan(ShardBalance.chiSquareCritical(shards.size() - 1) / (shards.size() - 1));
        }
    }

    @Test
    void eightPartitionsGiveTheReferenceRowsToo() throws Exception {
        Path f = tmp.resolve("in").resolve("eight.json");
        Files.createDirectories(f.getParent());
        new ReviewGenerator(29, 0.02, 0.2).write(f, 8_000);
        check(List.of(f), 8, new LocalReviewsRunner.Settings(1_000, 30, LabelScheme.BINARY, null));
    }

    /**
     * A local input edited after Hadoop wrote its checksum file beside it ({@code .x.json.crc}: the
     * format's header, then a CRC-32 of every 512 bytes) is damaged alike on every engine, named with
     * the checksum file to delete, and skipped on request; the same file that agrees with it is read.
     */
    @Test
    void aLocalInputThatDisagreesWithItsChecksumFileIsNamedWithItAndSkippedOnRequest() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("checksummed"));
        Path file = Fixtures.copy(Fixtures.GOLDEN_REVIEWS, dir);
        byte[] bytes = Files.readAllBytes(file);
        java.io.ByteArrayOutputStream crc = new java.io.ByteArrayOutputStream();
        try (var out = new java.io.DataOutputStream(crc)) {
            out.write(new byte[] {'c', 'r', 'c', 0});
            out.writeInt(512);
            for (int at = 0; at < bytes.length; at += 512) {
                java.util.zip.CRC32 sum = new java.util.zip.CRC32();
                sum.update(bytes, at, Math.min(512, bytes.length - at));
                out.writeInt((int) sum.getValue());
            }
        }
        Path checksums = dir.resolve("." + file.getFileName() + ".crc");
        Files.write(checksums, crc.toByteArray());
        Path agreed = tmp.resolve("agreed-out");
        assertThat(runEngine(ReviewsOptions.defaults(List.of(dir.toString()), agreed.toString())).get("LINES_READ"))
                .isEqualTo(14L);

        bytes[bytes.length - 3] = ' ';
        Files.write(file, bytes);
        Path good = bundled(Fixtures.SAMPLE_REVIEWS);
        Path out = tmp.resolve("edited-out");
        ReviewsOptions o = ReviewsOptions.defaults(List.of(good.toString(), dir.toString()), out.toString());
        assertThatThrownBy(() -> runEngine(o)).hasMessageContaining(file.getFileName() + " cannot be read: Checksum error")
                .hasMessageContaining("it disagrees with " + checksums).hasMessageContaining("delete that checksum file")
                .hasMessageContaining("--skip-corrupt-files");
        assertThat(out).doesNotExist();
        runEngine(o.withBudget(new org.trainprep.core.rejects.InputBudget(
                org.trainprep.core.rejects.InputBudget.DEFAULT_MAX_INVALID_FRACTION, 1, true)));
        assertThat(Files.readString(out.resolve("manifest.json"))).contains("skipped_inputs")
                .contains(file.getFileName().toString());
    }

    @Test
    void aDamagedCompressedInputIsNamedAndNothingIsPublishedUnlessSkipped() throws Exception {
        Path good = bundled(Fixtures.SAMPLE_REVIEWS);
        Path gz = tmp.resolve("in").resolve("damaged.json.gz");
        Path plain = tmp.resolve("plain.json");
        new ReviewGenerator(31, 0.0, 0.1).write(plain, 30_000);
        try (var o = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(plain, o);
        }
        try (var f = new java.io.RandomAccessFile(gz.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        Path out = tmp.resolve("damaged-out");
        ReviewsOptions o = ReviewsOptions.defaults(List.of(good.toString(), gz.toString()), out.toString());
        assertThatThrownBy(() -> runEngine(o)).hasMessageContaining("damaged.json.gz cannot be read")
                .hasMessageContaining("--skip-corrupt-files");
        assertThat(out).doesNotExist();

        Map<String, Long> counts = runEngine(o.withBudget(new org.trainprep.core.rejects.InputBudget(
                org.trainprep.core.rejects.InputBudget.DEFAULT_MAX_INVALID_FRACTION, 1, true)));
        com.fasterxml.jackson.databind.JsonNode m = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(out.resolve("manifest.json").toFile());
        assertThat(m.path("skipped_inputs").toString()).contains("damaged.json.gz");
        // skipped means none of its rows: the run is the good file's alone (the readable half of the
        // .gz gave thousands of rows before), rows, vocabulary and counts
        LocalReviewsRunner.Outcome alone = new LocalReviewsRunner(defaults()).run(List.of(good), 1);
        assertThat(counts.get("LINES_READ")).isEqualTo(alone.counts().get("LINES_READ"));
        try (InputStream in = Files.newInputStream(out.resolve("vocab.json"))) {
            assertThat(Vocabulary.read(in).toJson()).isEqualTo(alone.vocabulary().toJson());
        }
        assertThat(rows(out.resolve("combined_result_5class.h5"))).hasSameSizeAs(alone.rows());

        // a zero-byte .gz holds not even gzip's header: damaged alike on every engine (Spark skipped
        // an empty file's split, so it passed unnamed there and was named on MapReduce)
        Path empty = Files.createFile(tmp.resolve("in").resolve("empty.json.gz"));
        Path emptyOut = tmp.resolve("empty-out");
        assertThatThrownBy(() -> runEngine(ReviewsOptions.defaults(List.of(good.toString(), empty.toString()),
                emptyOut.toString()))).hasMessageContaining("empty.json.gz cannot be read");
        assertThat(emptyOut).doesNotExist();
    }

    @Test
    void aFailedOverwriteLeavesTheEarlierOutputByteIdentical() throws Exception {
        Path out = tmp.resolve("kept");
        ReviewsOptions first = ReviewsOptions.defaults(List.of(bundled(Fixtures.SAMPLE_REVIEWS).toString()), out.toString());
        first = first.withTarget(new org.trainprep.core.dataset.RunTarget(first.inputs(), out.toString(), true, null,
                false));
        runEngine(first);
        Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(out);
        assertThat(before).containsKeys("manifest.json", "vocab.json");

        // the budget fails the new run after its reading pass
        ReviewsOptions failing = first.withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1_000_000_000, false));
        assertThatThrownBy(() -> runEngine(failing)).hasMessageContaining("1000000000");
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);

        runEngine(first);
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out).get("manifest.json"))
                .isNotEqualTo(before.get("manifest.json"));
    }

    @Test
    void theErrorBudgetFailsTheRunNamingTheTopReasonsAndPublishesNothing() throws Exception {
        Path in = tmp.resolve("budget-in").resolve("hostile.json");
        Files.createDirectories(in.getParent());
        new ReviewGenerator(17, 0.3, 0.1).write(in, 20_000);
        Path out = tmp.resolve("budget-out");
        // the default budget: at most 5% of the non-blank lines invalid
        assertThatThrownBy(() -> runEngine(ReviewsOptions.defaults(List.of(in.toString()), out.toString())))
                .hasMessageContaining("non-blank lines are invalid").hasMessageContaining("over --max-invalid-fraction 0.05")
                .hasMessageContaining("top reasons: ").hasMessageNotContaining("\n");
        assertThat(out).doesNotExist();
    }

    @Test
    void aDirectoryAnotherRunHasClaimedIsRefusedEvenWithOverwriteAndLeftUntouched() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("claimed"));
        Files.writeString(out.resolve("half-written.h5"), "another run's file");
        ReviewsOptions o = ReviewsOptions.defaults(List.of(bundled(Fixtures.SAMPLE_REVIEWS).toString()), out.toString());
        ReviewsOptions overwrite = o.withTarget(new org.trainprep.core.dataset.RunTarget(o.inputs(), out.toString(), true,
                null, false));
        try (AutoCloseable other = claimAsAnotherRun(out)) {
            Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(out);
            assertThatThrownBy(() -> runEngine(overwrite)).isInstanceOf(org.trainprep.core.cli.UsageException.class)
                    .hasMessageContaining("another run (").hasMessageContaining("is writing to");
            assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);
        }
    }

    @Test
    void realDataSamples() throws Exception {
        check(List.of(Fixtures.realDataFile("All_Beauty_5.json"), Fixtures.realDataFile("Cell_Phones_and_Accessories_5.json")),
                3, defaults());
    }
}

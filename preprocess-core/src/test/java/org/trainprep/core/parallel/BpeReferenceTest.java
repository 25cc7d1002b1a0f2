package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;
import org.trainprep.core.vocab.WordCount;
import org.trainprep.testdata.Fixtures;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * subword-nmt's own test oracle (its {@code tests/data}): 1,000 merges learned from
 * {@code corpus.en} are {@code bpe.ref} byte for byte, and those codes applied to the corpus give
 * {@code corpus.bpe.ref.en} byte for byte.
 */
class BpeReferenceTest {

    private static Path oracle(String name) {
        return Fixtures.realDataFile("parallel/subword-nmt/" + name);
    }

    static Map<String, Long> wordCounts(List<String> lines) {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String line : lines) {
            Words.forEach(line, w -> counts.merge(w, 1L, Long::sum));
        }
        return counts;
    }

    static BpeCodes learn(Map<String, Long> counts, int merges) {
        return new BpeLearner(merges, 2).learn(counts.entrySet().stream()
                .map(e -> new WordCount(e.getKey(), e.getValue())).iterator());
    }

    @Test
    void learnsTheReferenceCodesByteForByte() throws IOException {
        List<String> corpus = Files.readAllLines(oracle("corpus.en"), StandardCharsets.UTF_8);
        BpeCodes codes = learn(wordCounts(corpus), 1000);
        assertThat(codes.size()).isEqualTo(1000);
        assertThat(codes.text()).isEqualTo(Files.readString(oracle("bpe.ref"), StandardCharsets.UTF_8));
    }

    @Test
    void appliesTheReferenceCodesByteForByte() throws IOException {
        BpeCodes codes;
        try (BufferedReader in = Files.newBufferedReader(oracle("bpe.ref"), StandardCharsets.UTF_8)) {
            codes = BpeCodes.read(in);
        }
        BpeApplier bpe = new BpeApplier(codes);
        StringBuilder out = new StringBuilder();
        for (String line : Files.readString(oracle("corpus.en"), StandardCharsets.UTF_8).split("(?<=\n)")) {
            out.append(bpe.segmentLine(line));
        }
        assertThat(out.toString()).isEqualTo(Files.readString(oracle("corpus.bpe.ref.en"), StandardCharsets.UTF_8));
    }

    @Test
    void keepsALinesOuterWhitespaceAndTreatsOtherWhitespaceAsCharacters() throws IOException {
        BpeApplier bpe;
        try (BufferedReader in = Files.newBufferedReader(oracle("bpe.ref"), StandardCharsets.UTF_8)) {
            bpe = new BpeApplier(BpeCodes.read(in));
        }
        // the reference's own unit cases
        assertThat(bpe.segmentLine("  iron cement  \n")).isEqualTo("  ir@@ on c@@ ement  \n");
        assertThat(bpe.segmentLine("iron\u00a0cement\n")).isEqualTo("ir@@ on@@ \u00a0@@ c@@ ement\n");
        assertThat(bpe.segmentLine("\n")).isEqualTo("\n");
    }

    @Test
    void readsCodesAsTheReferenceDoesAndNamesABadLine() throws IOException {
        BpeCodes codes = BpeCodes.read(new BufferedReader(new StringReader("#version: 0.2\na b\nab c</w>\n\n")));
        assertThat(codes.size()).isEqualTo(2);
        assertThat(new BpeApplier(codes).segmentLine("abc abd")).isEqualTo("abc ab@@ d");
        org.assertj.core.api.Assertions.assertThatThrownBy(() ->
                        BpeCodes.read(new BufferedReader(new StringReader("#version: 0.2\na b\nabc\n"))))
                .hasMessageContaining("line 3 of the codes");
    }

    /** A fixture of {@code subword-nmt/} (provenance in its README), split on newlines only. */
    private static List<String> hostile(String name) throws IOException {
        try (java.io.InputStream in = BpeReferenceTest.class.getResourceAsStream("subword-nmt/" + name)) {
            assertThat(in).as(name).isNotNull();
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return List.of(all.substring(0, all.length() - 1).split("\n", -1));
        }
    }

    private static BpeCodes hostileCodes(String name) throws IOException {
        return BpeCodes.read(new BufferedReader(new StringReader(String.join("\n", hostile(name)) + "\n")));
    }

    @Test
    void learnsWhatTheReferenceLearnsFromHostileWords() throws IOException {
        BpeCodes codes = learn(wordCounts(hostile("hostile.txt")), 80);
        assertThat(codes.text()).isEqualTo(String.join("\n", hostile("codes02")) + "\n");
    }

    @Test
    void segmentsAndCountsHostileLinesAsTheReferenceDoesWithCodesOfBothVersions() throws IOException {
        List<String> in = hostile("hostile.txt");
        for (String version : List.of("codes01", "codes02")) {
            BpeCodes codes = hostileCodes(version);
            List<String> want = hostile("hostile." + version + ".bpe");
            assertThat(want).hasSameSizeAs(in);
            BpeApplier bpe = new BpeApplier(codes);
            ParallelTokenCount count = new ParallelTokenCount(new ParallelSettings.Bpe(codes.size(), 1), codes, SegmentCache.MAX_BYTES);
            for (int i = 0; i < in.size(); i++) {
                assertThat(bpe.segmentLine(in.get(i))).as(version + " line " + (i + 1)).isEqualTo(want.get(i));
                assertThat(count.pair(i, in.get(i), "")[0]).as(version + " line " + (i + 1)).isEqualTo(want.get(i));
            }
            // get_vocab.py's "token count" lines, most frequent first, ties in order of first occurrence
            StringBuilder vocab = new StringBuilder();
            Map<String, BpeVocabulary.Entry> counts = count.vocabulary().entries();
            for (String token : count.vocabulary().text().split("\n")) {
                vocab.append(token).append(' ').append(counts.get(token).count()).append('\n');
            }
            assertThat(vocab.toString()).as(version).isEqualTo(String.join("\n", hostile("hostile." + version + ".vocab")) + "\n");
        }
    }
}

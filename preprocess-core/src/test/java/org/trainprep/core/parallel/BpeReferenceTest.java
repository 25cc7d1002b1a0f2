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
}

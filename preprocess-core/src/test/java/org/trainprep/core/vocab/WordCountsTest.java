package org.trainprep.core.vocab;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Stage 2's function: tokens of cleaned texts counted by word, handed on and cleared in bounded batches. */
class WordCountsTest {

    private static void add(WordCounts w, String text) {
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        w.addText(b, b.length);
    }

    private static Map<String, Long> drain(WordCounts w) {
        Map<String, Long> m = new HashMap<>();
        w.entries().forEach(e -> m.put(e.getKey(), e.getValue()[0]));
        w.clear();
        return m;
    }

    @Test
    void tokensAreRunsBetweenSpacesCountedAcrossTexts() {
        WordCounts w = new WordCounts();
        add(w, "great works great");
        add(w, "it's great");
        assertThat(w.size()).isEqualTo(3);
        assertThat(drain(w)).containsOnly(Map.entry("great", 3L), Map.entry("works", 1L), Map.entry("it's", 1L));
        assertThat(w.size()).isZero();
        add(w, "again");
        assertThat(drain(w)).containsOnly(Map.entry("again", 1L));
    }
}

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
        WordCounts.Cursor c = w.cursor();
        while (c.next()) {
            m.put(c.word(), c.count());
        }
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

    @Test
    void manyWordsSurviveTheTableGrowingAndClearing() {
        WordCounts w = new WordCounts();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            text.append(i == 0 ? "" : " ").append("w").append(Integer.toString(i, 26).replace('0', 'z'));
        }
        Map<String, Long> want = new HashMap<>();
        for (String t : text.toString().split(" ")) {
            want.merge(t, 2L, Long::sum);
        }
        add(w, text.toString());
        add(w, text.toString());
        assertThat(w.size()).isEqualTo(want.size());
        assertThat(drain(w)).isEqualTo(want);
        add(w, "w w ww");
        assertThat(drain(w)).containsOnly(Map.entry("w", 2L), Map.entry("ww", 1L));
    }
}

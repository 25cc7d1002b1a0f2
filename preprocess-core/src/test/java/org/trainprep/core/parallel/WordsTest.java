package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A side of a pair read in place (its range of the pair's line) splits as the side on its own does. */
class WordsTest {

    @Test
    void aRangeOfALineSplitsAsThatRangeCutOut() {
        Random r = new Random(35);
        String[] parts = {"a", "bc", " ", "  ", "\r", "\n", "\t", "\u00a0", "é", "\u4e2d", "\uD83D\uDE00"};
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int k = r.nextInt(12); k > 0; k--) {
                b.append(parts[r.nextInt(parts.length)]);
            }
            String line = b.toString();
            int from = r.nextInt(line.length() + 1);
            int to = from + r.nextInt(line.length() - from + 1);
            List<String> cut = new ArrayList<>();
            Words.forEach(line.substring(from, to), cut::add);
            List<String> inPlace = new ArrayList<>();
            Words.forEach(line, from, to, (s, e) -> inPlace.add(line.substring(s, e)));
            assertThat(inPlace).as("%s [%d, %d)", line, from, to).isEqualTo(cut);
            // the same line as UTF-8 bytes splits into the same words' bytes
            byte[] utf8 = line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            List<String> fromBytes = new ArrayList<>();
            Words.forEach(Words.bytes(utf8), 0, utf8.length,
                    (s, e) -> fromBytes.add(new String(utf8, s, e - s, java.nio.charset.StandardCharsets.UTF_8)));
            List<String> whole = new ArrayList<>();
            Words.forEach(line, whole::add);
            assertThat(fromBytes).as(line).isEqualTo(whole);
        }
        List<String> words = new ArrayList<>();
        Words.forEach("\r a\rb \r c \n", words::add);
        assertThat(words).containsExactly("a\rb", "\r", "c");
    }
}

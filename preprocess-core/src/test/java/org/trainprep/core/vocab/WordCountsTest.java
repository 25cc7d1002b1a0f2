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

    /** Words of 1-20 bytes sharing their first eight (and their lengths), counted as a HashMap counts them, across clears. */
    @Test
    void wordsThatShareTheirHeadsOrLengthsAreCountedApart() {
        java.util.Random random = new java.util.Random(5);
        String[] heads = {"a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "zzzzzzzz", "it's", "'"};
        WordCounts w = new WordCounts();
        Map<String, Long> want = new HashMap<>();
        Map<String, Long> got = new HashMap<>();
        for (int t = 0; t < 20_000; t++) {
            StringBuilder text = new StringBuilder();
            int tokens = 1 + random.nextInt(30);
            for (int k = 0; k < tokens; k++) {
                StringBuilder word = new StringBuilder(heads[random.nextInt(heads.length)]);
                int more = random.nextInt(12);
                for (int j = 0; j < more; j++) {
                    word.append((char) ('a' + random.nextInt(random.nextBoolean() ? 2 : 26)));
                }
                text.append(k == 0 ? "" : " ").append(word);
                want.merge(word.toString(), 1L, Long::sum);
            }
            add(w, text.toString());
            if (t % 5_000 == 4_999) {
                drain(w).forEach((word, n) -> got.merge(word, n, Long::sum));
            }
        }
        assertThat(got).isEqualTo(want);
    }

    @Test
    void aTaskHoldsAsManyWordsAsItsMemoryHoldsBetweenTheBounds() {
        assertThat(WordCounts.wordsWithin(0)).isEqualTo(WordCounts.MIN_TASK_WORDS);
        assertThat(WordCounts.wordsWithin(Long.MAX_VALUE)).isEqualTo(WordCounts.MAX_TASK_WORDS);
        assertThat(WordCounts.wordsWithin(40L << 20)).isEqualTo(1 << 19);
        assertThat(WordCounts.wordsWithin((40L << 20) - 1)).isEqualTo(1 << 18);
        for (long bytes = 1; bytes < 1L << 40; bytes = bytes * 3 / 2 + 1) {
            assertThat(WordCounts.wordsWithin(bytes)).isLessThanOrEqualTo(WordCounts.wordsWithin(bytes * 3 / 2 + 1));
        }
    }

    /** Texts of new words added as a task adds them, handing on whenever the next text might not fit. */
    @Test
    void aTableHandedOnBeforeEachTextThatMightNotFitStaysWithinItsMemory() {
        java.util.Random random = new java.util.Random(11);
        for (long bytes : new long[] {0, 1 << 20, 6 << 20, 48L << 20}) {
            int max = WordCounts.wordsWithin(bytes);
            WordCounts w = new WordCounts(bytes);
            long handedOn = 0;
            long peak = 0;
            long distinct = 0;
            for (int t = 0; t < 3 * max / 40; t++) {
                StringBuilder text = new StringBuilder();
                int words = 1 + random.nextInt(80);
                for (int k = 0; k < words; k++) {
                    text.append(k == 0 ? "" : " ").append(Long.toString(distinct++, 26).replace('0', 'z')).append("word");
                }
                byte[] b = text.toString().getBytes(StandardCharsets.US_ASCII);
                if (!w.holdsText(b.length)) {
                    // the table is at its fullest just before it is handed on
                    peak = Math.max(peak, w.heapBytes());
                    handedOn += drain(w).size();
                }
                w.addText(b, b.length);
                assertThat(w.size()).isLessThanOrEqualTo(max);
            }
            peak = Math.max(peak, w.heapBytes());
            handedOn += drain(w).size();
            assertThat(handedOn).isEqualTo(distinct);
            assertThat(peak).as("%d bytes", bytes).isLessThanOrEqualTo(Math.max(bytes, 40L * 2 * WordCounts.MIN_TASK_WORDS));
        }
    }

    /** Lengths past what a slot keeps (65,535) told apart by the words themselves. */
    @Test
    void wordsLongerThanASlotsLengthAreCountedApart() {
        WordCounts w = new WordCounts();
        String a = "x".repeat(70_000);
        String b = "x".repeat(70_001);
        String c = "x".repeat(65_535);
        add(w, a + " " + b + " " + c + " " + a);
        add(w, b + " x");
        Map<String, Long> got = drain(w);
        assertThat(got).containsOnly(Map.entry(a, 2L), Map.entry(b, 2L), Map.entry(c, 1L), Map.entry("x", 1L));
    }

    /** Counts handed on by tasks, summed as the driver sums them: a word's counts from every task, any length. */
    @Test
    void countsHandedOnAreSummedByWord() {
        WordCounts w = new WordCounts();
        java.util.Random r = new java.util.Random(5);
        Map<String, Long> want = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            String word = "w" + r.nextInt(30_000) + (r.nextInt(50) == 0 ? "-a-word-past-eight-bytes" : "");
            long n = 1 + r.nextInt(1_000);
            byte[] b = ("  " + word).getBytes(StandardCharsets.UTF_8);
            w.add(b, 2, b.length - 2, n);
            want.merge(word, n, Long::sum);
        }
        add(w, "w1 w1");
        want.merge("w1", 2L, Long::sum);
        assertThat(w.size()).isEqualTo(want.size());
        assertThat(drain(w)).isEqualTo(want);
    }

    @Test
    void aCountBelowOneOrPastWhatASlotHoldsIsRefused() {
        WordCounts w = new WordCounts();
        byte[] b = "word".getBytes(StandardCharsets.US_ASCII);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> w.add(b, 0, 4, 0))
                .isInstanceOf(IllegalArgumentException.class);
        w.add(b, 0, 4, (1L << 48) - 2);
        w.add(b, 0, 4, 1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> w.add(b, 0, 4, 1))
                .isInstanceOf(ArithmeticException.class);
        assertThat(drain(w)).containsOnly(Map.entry("word", (1L << 48) - 1));
    }

    /**
     * Tokens found eight bytes at a time are the runs between spaces a byte at a time finds: runs
     * of spaces, spaces first and last, tokens across the eight-byte steps, bytes past the text's
     * length in its array (never counted), texts that end at the array's end, high bytes.
     */
    @Test
    void tokensFoundEightBytesAStepAreTheRunsBetweenSpaces() {
        java.util.Random r = new java.util.Random(11);
        byte[] alphabet = "abcdefghij'".getBytes(StandardCharsets.US_ASCII);
        WordCounts w = new WordCounts();
        Map<String, Long> want = new HashMap<>();
        for (int t = 0; t < 20_000; t++) {
            java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
            int tokens = r.nextInt(12);
            for (int k = 0; k < tokens; k++) {
                for (int s = k == 0 ? r.nextInt(3) : 1 + r.nextInt(3); s > 0; s--) {
                    b.write(' ');
                }
                int len = 1 + (r.nextInt(4) == 0 ? r.nextInt(30) : r.nextInt(9));
                for (int c = 0; c < len; c++) {
                    b.write(r.nextInt(40) == 0 ? 0xE9 : alphabet[r.nextInt(alphabet.length)]);
                }
            }
            for (int s = r.nextInt(3); s > 0; s--) {
                b.write(' ');
            }
            byte[] text = b.toByteArray();
            for (String token : new String(text, StandardCharsets.ISO_8859_1).split(" ")) {
                if (!token.isEmpty()) {
                    want.merge(token, 1L, Long::sum);
                }
            }
            // half of the texts with bytes past their length, never spaces, that must not be counted
            byte[] array = text;
            if (r.nextBoolean()) {
                array = java.util.Arrays.copyOf(text, text.length + 1 + r.nextInt(16));
                java.util.Arrays.fill(array, text.length, array.length, (byte) 'z');
            }
            w.addText(array, text.length);
        }
        Map<String, Long> got = new HashMap<>();
        WordCounts.Cursor c = w.cursor();
        while (c.next()) {
            got.put(new String(c.wordBytes(), StandardCharsets.ISO_8859_1), c.count());
        }
        assertThat(got).isEqualTo(want);
    }
}

package org.trainprep.core.reviews;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Expected values follow the original mapper's re.sub("[^a-zA-Z' ]+", "", s).lower().split() plus stop words. */
class TextCleanerTest {

    private final TextCleaner cleaner = TextCleaner.english();

    @ParameterizedTest(name = "[{0}] -> [{1}]")
    @CsvSource(delimiter = '|', value = {
            "Great product, works well!                 | great works well",
            "good,bad value.It's fine                   | goodbad valueit's fine",
            "I don't like 'em, it's the 'best' y'all    | like 'best' y'all",
            "Café crème brûlée naïve                    | caf crme brle nave",
            "Great 👍 phone!!!                          | great phone",
            "multiple     spaces   between              | multiple spaces",
            "tab\tjoins                                 | tabjoins",
            "' '' 'em 's 'the get would product          | ''",
            "!!! 123 ...                                | ''",
            "The and of it                              | ''",
            "UPPER lower MiXeD                          | upper lower mixed",
    })
    void cleansLikeTheOriginalMapper(String raw, String expected) {
        assertThat(cleaner.clean(raw)).isEqualTo(expected);
    }

    @Test
    void newlineBetweenWordsJoinsThem() {
        assertThat(cleaner.clean("first line\nsecond line")).isEqualTo("first linesecond line");
    }

    @Test
    void stopWordListIsTheContractList() {
        StopWords sw = StopWords.english();
        assertThat(sw.size()).isEqualTo(187);
        assertThat(sw.contains("get")).isTrue();
        assertThat(sw.contains("'the")).isTrue();
        assertThat(sw.contains("don't")).isTrue();
        assertThat(sw.contains("great")).isFalse();
    }

    @Test
    void everyTaskOfAJvmSharesOneEnglishStopWordSet() throws Exception {
        // built once, not once per task (each build searches for a collision-free table anew)
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            java.util.List<java.util.concurrent.Future<StopWords>> sets = pool.invokeAll(
                    java.util.Collections.nCopies(8, StopWords::english));
            for (java.util.concurrent.Future<StopWords> s : sets) {
                assertThat(s.get()).isSameAs(StopWords.english());
                assertThat(s.get().contains("the")).isTrue();
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void buffersAreReusedAcrossCallsOfAnyLength() {
        assertThat(cleaner.clean("abc")).isEqualTo("abc");
        assertThat(cleaner.clean("x".repeat(5000))).isEqualTo("x".repeat(5000));
        assertThat(cleaner.clean("great")).isEqualTo("great");
        assertThat(cleaner.clean("")).isEmpty();
        assertThat(cleaner.clean("the")).isEmpty();
        assertThat(cleaner.clean("ok the")).isEqualTo("ok");
    }

    @Test
    void veryLongTokensGrowTheBuffer() {
        String longWord = "a".repeat(10_000);
        assertThat(cleaner.clean("x " + longWord + " z")).isEqualTo("x " + longWord + " z");
    }

    /**
     * Random texts against the mapper's rule written plainly (regex, lower, split, set), with stop
     * words of 1-14 chars: up to twelve probed by their packed code, longer ones by their chars, one
     * with a char no cleaned token has; tokens that differ from a stop word by one char or by length.
     */
    @Test
    void randomTextsCleanAsTheRuleWrittenPlainlyWithStopWordsOfEveryLength() {
        java.util.List<String> stops = java.util.List.of("a", "it's", "abcdefghijkl", "abcdefghijklm", "zzzzzzzzzzzzzz",
                "''", "don't", "x-y", "the");
        TextCleaner cleaner = new TextCleaner(StopWords.of(stops));
        java.util.Set<String> stopSet = new java.util.HashSet<>(stops);
        java.util.Random random = new java.util.Random(9);
        String[] pieces = {"a", "A", "it's", "IT'S", "abcdefghijkl", "abcdefghijklm", "abcdefghijk", "abcdefghijklmn",
                "zzzzzzzzzzzzzz", "zzzzzzzzzzzzz", "''", "'", "don't", "dont", "x-y", "the", "then", " ", "  ", ",", "\n", "é"};
        for (int t = 0; t < 20_000; t++) {
            StringBuilder raw = new StringBuilder();
            int n = random.nextInt(12);
            for (int k = 0; k < n; k++) {
                raw.append(pieces[random.nextInt(pieces.length)]);
                if (random.nextBoolean()) {
                    raw.append(' ');
                }
            }
            java.util.List<String> kept = new java.util.ArrayList<>();
            for (String token : raw.toString().replaceAll("[^a-zA-Z' ]+", "").toLowerCase(java.util.Locale.ROOT).split(" +")) {
                if (!token.isEmpty() && !stopSet.contains(token)) {
                    kept.add(token);
                }
            }
            String want = String.join(" ", kept);
            assertThat(cleaner.clean(raw.toString())).as(raw.toString()).isEqualTo(want);
            // the bytes the review chain keys a record by: the same text, in a buffer that may be longer
            int length = cleaner.cleanBytes(raw.toString());
            assertThat(java.util.Arrays.copyOf(cleaner.bytes(), length)).as(raw.toString())
                    .isEqualTo(want.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
    }
}

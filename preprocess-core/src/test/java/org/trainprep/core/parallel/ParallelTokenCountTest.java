package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parts pass's token counting by id against the rule written plainly: each BPE'd line split
 * into tokens as subword-nmt's {@code get_vocab.py} reads it ({@link Words}) and counted by text
 * ({@link BpeVocabulary#add}), on lines with CRs, newlines, no-break spaces and runs of spaces,
 * with and without BPE, and across the applier's cache being forgotten.
 */
class ParallelTokenCountTest {

    private static final String[] PIECES = {"a", "b", "ab", "é", "ß", "th", "e", "\u00a0", "\r", "x", "\u4e2d", "@", "@@"};

    private static String word(Random r) {
        StringBuilder w = new StringBuilder();
        for (int n = 1 + r.nextInt(5); n > 0; n--) {
            w.append(PIECES[Math.min(PIECES.length - 1, (int) Math.abs(r.nextGaussian() * 4))]);
        }
        return w.toString();
    }

    private static int nextRare;

    private static String line(Random r, List<String> rare) {
        StringBuilder l = new StringBuilder();
        String[] edges = {"", " ", "\r", "\n", " \r\n", "  "};
        l.append(edges[r.nextInt(edges.length)]);
        for (int n = r.nextInt(12); n > 0; n--) {
            l.append(r.nextInt(4) == 0 && !rare.isEmpty() ? rare.get(nextRare++ % rare.size()) : word(r));
            l.append(r.nextInt(6) == 0 ? "  " : " ");
        }
        l.append(word(r));
        l.append(edges[r.nextInt(edges.length)]);
        return l.toString();
    }

    private static void assertCountsAsTheTextRule(ParallelSettings.Bpe bpe, List<String> src, List<String> tgt, BpeCodes codes) {
        assertCountsAsTheTextRule(bpe, src, tgt, codes, SegmentCache.MAX_BYTES);
    }

    private static void assertCountsAsTheTextRule(ParallelSettings.Bpe bpe, List<String> src, List<String> tgt, BpeCodes codes,
            long cacheBytes) {
        ParallelTokenCount count = new ParallelTokenCount(bpe, codes, cacheBytes);
        java.util.function.UnaryOperator<String> segment = bpe.segmenter(codes);
        BpeVocabulary expected = new BpeVocabulary();
        long[] tokens = new long[2];
        for (int i = 0; i < src.size(); i++) {
            long line = 3L * i + 1;
            String a = segment.apply(src.get(i));
            String b = segment.apply(tgt.get(i));
            assertThat(count.pair(line, src.get(i), tgt.get(i))).containsExactly(a, b);
            tokens[0] += expected.add(0, line, a);
            tokens[1] += expected.add(1, line, b);
        }
        assertThat(count.vocabulary().entries()).isEqualTo(expected.entries());
        assertThat(count.vocabulary().text()).isEqualTo(expected.text());
        assertThat(new long[] {count.tokens(0), count.tokens(1)}).containsExactly(tokens);
    }

    @Test
    void countsEveryTokenOfTheSegmentedLinesWithItsFirstOccurrence() {
        Random r = new Random(33);
        List<String> src = new ArrayList<>();
        List<String> tgt = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            src.add(line(r, List.of()));
            tgt.add(line(r, List.of()));
        }
        List<String> all = new ArrayList<>(src);
        all.addAll(tgt);
        BpeCodes codes = BpeReferenceTest.learn(BpeReferenceTest.wordCounts(all), 60);
        assertThat(codes.size()).isGreaterThan(20);
        assertCountsAsTheTextRule(new ParallelSettings.Bpe(60, 2), src, tgt, codes);
        assertCountsAsTheTextRule(new ParallelSettings.Bpe(0, 2), src, tgt, BpeCodes.NONE);
    }

    /** Pairs in which each of {@code words} rare words comes twice, the second time long after the first. */
    private static List<List<String>> rarePairs(long seed, int words) {
        Random r = new Random(seed);
        List<String> rare = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            rare.add("w" + Integer.toString(i, 36) + word(r));
        }
        nextRare = 0;
        List<String> src = new ArrayList<>();
        List<String> tgt = new ArrayList<>();
        while (nextRare < 2 * rare.size()) {
            src.add(line(r, rare));
            tgt.add(line(r, rare));
        }
        return List.of(src, tgt);
    }

    @Test
    void countsTheSameWhenTheSegmentedWordsOutgrowTheCache() {
        // each rare word comes back once the cache has been filled and forgotten since it was kept
        List<List<String>> pairs = rarePairs(34, SegmentCache.MAX_WORDS * 3 / 2);
        BpeCodes codes = BpeReferenceTest.learn(BpeReferenceTest.wordCounts(pairs.get(0)), 200);
        assertCountsAsTheTextRule(new ParallelSettings.Bpe(200, 2), pairs.get(0), pairs.get(1), codes);
    }

    @Test
    void countsTheSameInTheSmallestCacheATaskGets() {
        List<List<String>> pairs = rarePairs(35, 20_000);
        BpeCodes codes = BpeReferenceTest.learn(BpeReferenceTest.wordCounts(pairs.get(0)), 200);
        // no memory to speak of: the cache's least, 4,096 words, filled and forgotten many times
        assertCountsAsTheTextRule(new ParallelSettings.Bpe(200, 2), pairs.get(0), pairs.get(1), codes, 0);
    }

    @Test
    void segmentsAWordTooLongToKeepEachTimeItComes() throws java.io.IOException {
        BpeCodes codes = BpeCodes.read(new java.io.BufferedReader(new java.io.StringReader(
                "#version: 0.2\na a\naa aa\naaaa aaaa\na b</w>\nb c</w>\n")));
        String huge = "a".repeat(SegmentCache.MAX_CHARS / 16) + "b";
        List<String> src = List.of("bc " + huge + " ab", "x " + huge, "aaaaab bc");
        List<String> tgt = List.of(huge, "ab ab", " " + huge + "\r");
        assertCountsAsTheTextRule(new ParallelSettings.Bpe(5, 1), src, tgt, codes);
        assertThat(new BpeApplier(codes).segmentLine("aaaaab bc")).isEqualTo("aaaa@@ ab bc");
    }
}

package org.trainprep.core.vocab;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VocabularyTest {

    @Test
    void topWordsRankByCountThenWordAndCutTies() {
        TopWords top = top(3, "well", 2, "value", 2, "great", 4, "solid", 2, "'best'", 1);
        assertThat(top.ranked()).extracting(WordCount::word).containsExactly("great", "solid", "value");
    }

    /** Skipping the words it does not admit (the driver makes no String for them) keeps the same words, ties too. */
    @Test
    void wordsNotAdmittedWouldNotHaveBeenKept() {
        java.util.Random r = new java.util.Random(3);
        TopWords all = new TopWords(50);
        TopWords admitted = new TopWords(50);
        int skipped = 0;
        for (int i = 0; i < 20_000; i++) {
            String w = "w" + i;
            long n = 1 + r.nextInt(r.nextBoolean() ? 5 : 500);
            all.offer(w, n);
            if (admitted.admits(n)) {
                admitted.offer(w, n);
            } else {
                skipped++;
            }
        }
        assertThat(skipped).isGreaterThan(10_000);
        assertThat(admitted.ranked()).isEqualTo(all.ranked());
        assertThat(new TopWords(1).admits(0)).isTrue();
    }

    @Test
    void mergingPartitionTopListsGivesTheGlobalTopList() {
        // words split over two "reducers"; each keeps its own top 2, the merge keeps the global top 2
        TopWords r1 = top(2, "a", 5, "b", 1, "c", 4);
        TopWords r2 = top(2, "d", 5, "e", 3);
        TopWords merged = new TopWords(2);
        r1.ranked().forEach(merged::offer);
        r2.ranked().forEach(merged::offer);
        assertThat(merged.ranked()).extracting(WordCount::word).containsExactly("a", "d");
    }

    @Test
    void idsStartAtThreeAndJsonHasTheOriginalShape() {
        Vocabulary v = Vocabulary.fromWords(List.of("fine", "great"));
        assertThat(v.id("fine")).isEqualTo(3);
        assertThat(v.id("great")).isEqualTo(4);
        assertThat(v.id("nope")).isEqualTo(Vocabulary.UNK_ID);
        assertThat(v.nVocab()).isEqualTo(5);
        assertThat(new String(v.toJson(), StandardCharsets.US_ASCII)).isEqualTo("{\"fine\": 3, \"great\": 4}");
        assertThat(v.sha256()).hasSize(64);
    }

    @Test
    void readsASuppliedVocabularyInAnyKeyOrderAndRoundTrips() throws Exception {
        String original = "{\"great\": 4, \"it's\": 5, \"fine\": 3, \"caf\\u00e9\": 6}";
        Vocabulary v = Vocabulary.read(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)));
        assertThat(v.size()).isEqualTo(4);
        assertThat(v.id("it's")).isEqualTo(5);
        assertThat(v.id("caf\u00e9")).isEqualTo(6);
        assertThat(new String(v.toJson(), StandardCharsets.US_ASCII))
                .isEqualTo("{\"fine\": 3, \"great\": 4, \"it's\": 5, \"caf\\u00e9\": 6}");
        Vocabulary again = Vocabulary.read(new ByteArrayInputStream(v.toJson()));
        assertThat(again.sha256()).isEqualTo(v.sha256());
    }

    @Test
    void rejectsReservedOrDuplicateIdsAndNonObjects() throws Exception {
        assertThatThrownBy(() -> read("{\"a\": 1}")).hasMessageContaining("reserved");
        assertThatThrownBy(() -> read("{\"a\": 3, \"b\": 3}")).hasMessageContaining("used by both");
        assertThatThrownBy(() -> read("[\"a\"]")).hasMessageContaining("JSON object");
        assertThatThrownBy(() -> read("{\"a\": \"3\"}")).hasMessageContaining("not an integer");
        assertThatThrownBy(() -> read("{\"a\": 3")).hasMessageContaining("not valid JSON");
        // two vocabularies joined: the second would have been ignored
        assertThatThrownBy(() -> read("{\"alpha\": 3, \"bravo\": 4}\n{\"x\": 5}"))
                .hasMessageContaining("holds more after its object");
        assertThat(read("{\"alpha\": 3}\n\n").size()).isEqualTo(1);
    }

    private static Vocabulary read(String json) throws Exception {
        return Vocabulary.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    /** A top-{@code k} list offered {@code wordsAndCounts} in turn: word, count, word, count, ... */
    private static TopWords top(int k, Object... wordsAndCounts) {
        TopWords top = new TopWords(k);
        for (int i = 0; i < wordsAndCounts.length; i += 2) {
            top.offer((String) wordsAndCounts[i], ((Integer) wordsAndCounts[i + 1]).longValue());
        }
        return top;
    }
}

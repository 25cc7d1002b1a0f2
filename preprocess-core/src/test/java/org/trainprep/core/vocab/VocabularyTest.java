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
        TopWords top = new TopWords(3);
        top.offer("well", 2);
        top.offer("value", 2);
        top.offer("great", 4);
        top.offer("solid", 2);
        top.offer("'best'", 1);
        assertThat(top.ranked()).extracting(WordCount::word).containsExactly("great", "solid", "value");
    }

    @Test
    void mergingPartitionTopListsGivesTheGlobalTopList() {
        // words split over two "reducers"; each keeps its own top 2, the merge keeps the global top 2
        TopWords r1 = new TopWords(2);
        r1.offer("a", 5);
        r1.offer("b", 1);
        r1.offer("c", 4);
        TopWords r2 = new TopWords(2);
        r2.offer("d", 5);
        r2.offer("e", 3);
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
    void rejectsReservedOrDuplicateIdsAndNonObjects() {
        assertThatThrownBy(() -> read("{\"a\": 1}")).hasMessageContaining("reserved");
        assertThatThrownBy(() -> read("{\"a\": 3, \"b\": 3}")).hasMessageContaining("used by both");
        assertThatThrownBy(() -> read("[\"a\"]")).hasMessageContaining("JSON object");
        assertThatThrownBy(() -> read("{\"a\": \"3\"}")).hasMessageContaining("not an integer");
        assertThatThrownBy(() -> read("{\"a\": 3")).hasMessageContaining("not valid JSON");
    }

    private static Vocabulary read(String json) throws Exception {
        return Vocabulary.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }
}

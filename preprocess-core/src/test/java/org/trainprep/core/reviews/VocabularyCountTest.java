package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** When the driver sums the dedup tasks' word counts itself instead of running the vocabulary pass. */
class VocabularyCountTest {

    private static Map<String, Long> counted(long counts, long bytes) {
        return Map.of(VocabularyCount.HANDED_ON, counts, VocabularyCount.HANDED_ON_BYTES, bytes, "LINES_READ", 10L);
    }

    @Test
    void fewCountsOfFewBytesAreSummedInTheDriverAndAnythingPastEitherBoundByThePass() {
        long max = VocabularyCount.DEFAULT_DRIVER_MAX;
        long bytes = VocabularyCount.DRIVER_MAX_WORD_BYTES;
        // the clean pass counted none (near-duplicate removal's last pass wrote the words)
        assertThat(VocabularyCount.fitsDriver(List.of(Map.of("LINES_READ", 10L), counted(max, bytes)), max)).isTrue();
        assertThat(VocabularyCount.fitsDriver(List.of(counted(0, 0)), max)).as("no words at all").isTrue();
        assertThat(VocabularyCount.fitsDriver(List.of(counted(max + 1, 100)), max)).as("one count too many").isFalse();
        // a few very long words: within the counts, past the bytes
        assertThat(VocabularyCount.fitsDriver(List.of(counted(1_000, bytes + 1)), max)).as("one byte too many").isFalse();
        assertThat(VocabularyCount.fitsDriver(List.of(counted(10, 100)), 0)).as("--driver-word-counts 0").isFalse();
    }

    @Test
    void aPassFinishedByCodeThatDidNotCountItsWordsIsSummedByThePass() {
        assertThat(VocabularyCount.fitsDriver(List.of(Map.of("LINES_READ", 10L)), VocabularyCount.DEFAULT_DRIVER_MAX)).isFalse();
        assertThat(VocabularyCount.fitsDriver(List.of(Map.of(VocabularyCount.HANDED_ON, 5L)), VocabularyCount.DEFAULT_DRIVER_MAX))
                .as("counts but not their bytes").isFalse();
    }
}

package org.trainprep.core.vocab;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CountSpectrumTest {

    @Test
    void coverageOfTheTopKWordsFromCountsAlone() {
        CountSpectrum s = new CountSpectrum();
        for (long c : new long[]{10, 5, 5, 1}) {
            s.add(c);
        }
        assertThat(s.tokens()).isEqualTo(21);
        assertThat(s.distinctWords()).isEqualTo(4);
        List<CountSpectrum.Coverage> c = s.coverage(List.of(1L, 2L, 3L, 10L));
        assertThat(c).extracting(CountSpectrum.Coverage::tokens).containsExactly(10L, 15L, 20L, 21L);
        assertThat(c.get(1).share()).isCloseTo(15 / 21.0, within(1e-12));
    }

    @Test
    void partitionsMergeToTheWholeAndTheCurveHoldsTheChosenK() {
        CountSpectrum a = new CountSpectrum();
        CountSpectrum b = new CountSpectrum();
        a.add(7);
        a.add(3);
        b.add(3);
        b.add(3, 2);
        a.merge(b);
        assertThat(a.wordsByCount()).containsEntry(3L, 4L).containsEntry(7L, 1L).hasSize(2);
        assertThat(a.curveKs(3)).containsExactly(1L, 2L, 3L, 5L);
        assertThat(a.coverage(List.of(3L)).get(0).tokens()).isEqualTo(13);
    }
}

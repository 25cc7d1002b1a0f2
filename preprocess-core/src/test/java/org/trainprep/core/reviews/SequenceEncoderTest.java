package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.trainprep.core.vocab.Vocabulary;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SequenceEncoderTest {

    private final Vocabulary vocab = Vocabulary.fromWords(List.of("fine", "great", "works"));

    @Test
    void mapsWordsPadsAndAppendsTheLabel() {
        SequenceEncoder e = new SequenceEncoder(vocab, 5, LabelScheme.FIVE_CLASS);
        assertThat(e.encode("great works well", 4)).containsExactly(4, 5, 2, 1, 1, 4);
    }

    @Test
    void truncatesAtSeqLen() {
        SequenceEncoder e = new SequenceEncoder(vocab, 2, LabelScheme.FIVE_CLASS);
        assertThat(e.encode("fine great works fine", 3)).containsExactly(3, 4, 3);
    }

    @Test
    void binaryLabels() {
        SequenceEncoder e = new SequenceEncoder(vocab, 1, LabelScheme.BINARY);
        assertThat(e.encode("fine", 5)[1]).isEqualTo(1);
        assertThat(e.encode("fine", 4)[1]).isEqualTo(1);
        assertThat(e.encode("fine", 3)[1]).isEqualTo(0);
        assertThat(e.encode("fine", 1)[1]).isEqualTo(0);
    }

    @Test
    void reusesTheRowArrayWithoutLeftovers() {
        SequenceEncoder e = new SequenceEncoder(vocab, 4, LabelScheme.FIVE_CLASS);
        int[] row = new int[5];
        e.encode("fine fine fine fine", 5, row);
        e.encode("works", 1, row);
        assertThat(row).containsExactly(5, 1, 1, 1, 1);
    }
}

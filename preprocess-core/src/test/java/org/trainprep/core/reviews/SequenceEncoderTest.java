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

    /**
     * Random texts against a plain split-and-look-up, from a String and from bytes alike: words of
     * 1-14 chars (up to twelve looked up by their packed code, longer by their chars), apostrophes,
     * words no cleaned text has ("x-y"), tokens one char or one length off a word, texts cut at seqLen.
     */
    @Test
    void randomTextsEncodeAsAPlainLookUpFromStringsAndBytes() {
        List<String> words = List.of("a", "it's", "''", "abcdefghijkl", "abcdefghijklm", "zzzzzzzzzzzzzz", "x-y", "the",
                "zz", "z");
        Vocabulary v = Vocabulary.fromWords(words);
        String[] pieces = {"a", "aa", "it's", "its", "''", "'", "abcdefghijkl", "abcdefghijk", "abcdefghijklm",
                "abcdefghijklmn", "zzzzzzzzzzzzzz", "zzzzzzzzzzzzz", "x-y", "the", "then", "zz", "z", "zzz", "b"};
        java.util.Random random = new java.util.Random(12);
        SequenceEncoder e = new SequenceEncoder(v, 6, LabelScheme.FIVE_CLASS);
        int[] fromBytes = new int[e.rowWidth()];
        for (int t = 0; t < 20_000; t++) {
            List<String> tokens = new java.util.ArrayList<>();
            int n = 1 + random.nextInt(9);
            for (int k = 0; k < n; k++) {
                tokens.add(pieces[random.nextInt(pieces.length)]);
            }
            String text = String.join(" ", tokens);
            int[] want = new int[7];
            java.util.Arrays.fill(want, Vocabulary.PAD_ID);
            for (int k = 0; k < Math.min(6, tokens.size()); k++) {
                int at = words.indexOf(tokens.get(k));
                want[k] = at < 0 ? Vocabulary.UNK_ID : Vocabulary.FIRST_WORD_ID + at;
            }
            want[6] = LabelScheme.FIVE_CLASS.label(3);
            assertThat(e.encode(text, 3)).as(text).containsExactly(want);
            byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            assertThat(e.encode(bytes, bytes.length, 3, fromBytes)).isEqualTo(tokens.size());
            assertThat(fromBytes).as(text).containsExactly(want);
        }
    }
}

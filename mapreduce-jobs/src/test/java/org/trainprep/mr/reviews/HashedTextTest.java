package org.trainprep.mr.reviews;

import org.apache.hadoop.io.DataOutputBuffer;
import org.apache.hadoop.io.Text;
import org.junit.jupiter.api.Test;
import org.trainprep.core.reviews.TextOrder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The shuffle's raw comparator sorts exactly as {@link TextOrder} does, hash ties included. */
class HashedTextTest {

    private static final HashedText.Comparator RAW = new HashedText.Comparator();

    private static byte[] serialised(long hash, String text) throws IOException {
        DataOutputBuffer out = new DataOutputBuffer();
        out.writeLong(hash);
        new Text(text).write(out);
        return java.util.Arrays.copyOf(out.getData(), out.getLength());
    }

    private static int raw(byte[] a, byte[] b) {
        // at an offset, as in the sort buffer
        byte[] padded = new byte[b.length + 3];
        System.arraycopy(b, 0, padded, 3, b.length);
        return Integer.signum(RAW.compare(a, 0, a.length, padded, 3, b.length));
    }

    @Test
    void rawOrderIsTextOrderForRandomTexts() throws IOException {
        Random random = new Random(11);
        for (int i = 0; i < 20_000; i++) {
            String x = word(random);
            String y = random.nextInt(10) == 0 ? x : word(random);
            HashedText a = new HashedText().set(x);
            HashedText b = new HashedText().set(y);
            byte[] bx = x.getBytes(StandardCharsets.US_ASCII);
            byte[] by = y.getBytes(StandardCharsets.US_ASCII);
            int want = Integer.signum(TextOrder.compare(a.hash(), bx, 0, bx.length, b.hash(), by, 0, by.length));
            assertThat(raw(serialised(a.hash(), x), serialised(b.hash(), y))).isEqualTo(want);
            assertThat(Integer.signum(a.compareTo(b))).isEqualTo(want);
        }
    }

    @Test
    void onAHashTieTheBytesDecideUnsignedAndShorterFirst() throws IOException {
        assertThat(raw(serialised(-1L, "ab"), serialised(-1L, "abc"))).isEqualTo(-1);
        assertThat(raw(serialised(-1L, "b"), serialised(-1L, "abc"))).isEqualTo(1);
        assertThat(raw(serialised(7L, "same"), serialised(7L, "same"))).isZero();
        // the hash is unsigned: a negative long sorts after every positive one
        assertThat(raw(serialised(-1L, "a"), serialised(1L, "z"))).isEqualTo(1);
    }

    private static String word(Random random) {
        StringBuilder s = new StringBuilder();
        int n = random.nextInt(40);
        for (int i = 0; i < n; i++) {
            s.append(random.nextInt(6) == 0 ? ' ' : (char) ('a' + random.nextInt(26)));
        }
        return s.toString();
    }
}

package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.trainprep.core.stage.Shuffle;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The dedup shuffle's keys: unsigned byte order and hash-range partitions are {@link TextOrder}'s. */
class ReviewsKeyTest {

    private static String text(Random random) {
        StringBuilder b = new StringBuilder();
        int n = 1 + random.nextInt(30);
        for (int i = 0; i < n; i++) {
            b.append(random.nextInt(8) == 0 ? ' ' : random.nextInt(20) == 0 ? '\'' : (char) ('a' + random.nextInt(26)));
        }
        return b.toString();
    }

    private static byte[] key(String cleaned) {
        byte[] text = cleaned.getBytes(StandardCharsets.US_ASCII);
        return ReviewsProgram.key(text, text.length);
    }

    @Test
    void keyOrderAndPartitionsAreTextOrdersForRandomTexts() {
        Random random = new Random(5);
        Shuffle.Order order = Shuffle.Order.bytes();
        Shuffle.Partitioner partitioner = ReviewsProgram.partitioner();
        for (int i = 0; i < 100_000; i++) {
            String x = text(random);
            String y = random.nextInt(10) == 0 ? x + text(random) : text(random);
            byte[] kx = key(x);
            byte[] ky = key(y);
            byte[] bx = x.getBytes(StandardCharsets.US_ASCII);
            byte[] by = y.getBytes(StandardCharsets.US_ASCII);
            long hx = TextOrder.hash(bx, 0, bx.length);
            long hy = TextOrder.hash(by, 0, by.length);
            assertThat(ByteBuffer.wrap(kx).getLong()).isEqualTo(hx);
            // from the bytes of a longer buffer, as the clean pass keys a record: the same key
            byte[] buffer = java.util.Arrays.copyOf(bx, bx.length + random.nextInt(4));
            assertThat(ReviewsProgram.key(buffer, bx.length)).isEqualTo(kx);
            assertThat(Integer.signum(order.compare(kx, 0, kx.length, ky, 0, ky.length)))
                    .isEqualTo(Integer.signum(TextOrder.compare(hx, bx, 0, bx.length, hy, by, 0, by.length)));
            int partitions = 1 + random.nextInt(64);
            assertThat(partitioner.partition(kx, kx.length, partitions)).isEqualTo(TextOrder.partition(hx, partitions));
        }
    }

    /** On a tie of hashes the bytes decide, unsigned, a prefix first: as TextOrder does. */
    @Test
    void onAHashTieTheBytesDecide() {
        long hash = 0x8000_0000_0000_0001L;
        byte[] a = ByteBuffer.allocate(10).putLong(hash).put((byte) 'a').put((byte) 'b').array();
        byte[] prefix = ByteBuffer.allocate(9).putLong(hash).put((byte) 'a').array();
        Shuffle.Order order = Shuffle.Order.bytes();
        assertThat(order.compare(prefix, 0, 9, a, 0, 10)).isNegative();
        assertThat(Integer.signum(order.compare(a, 0, 10, prefix, 0, 9))).isEqualTo(Integer.signum(
                TextOrder.compare(hash, new byte[] {'a', 'b'}, 0, 2, hash, new byte[] {'a'}, 0, 1)));
    }
}

package org.trainprep.core.stage;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class ShuffleOrderTest {

    /** Byte arrays that share prefixes of every length, differ in a high bit, and sit at offsets in larger arrays. */
    @Test
    void bytesOrderIsUnsignedLexicographicWithShorterFirstOnEveryPrefixAndOffset() {
        Shuffle.Order order = Shuffle.Order.bytes();
        Random random = new Random(31);
        for (int i = 0; i < 200_000; i++) {
            int length = random.nextInt(24);
            byte[] a = new byte[length + 5];
            random.nextBytes(a);
            byte[] b = a.clone();
            int bLength = random.nextBoolean() ? length : random.nextInt(24);
            if (bLength > length) {
                b = Arrays.copyOf(b, bLength + 5);
            }
            if (bLength > 0 && random.nextBoolean()) {
                b[2 + random.nextInt(bLength)] ^= (byte) (random.nextBoolean() ? 0x80 : 0x01);
            }
            int expected = Integer.signum(Arrays.compareUnsigned(a, 2, 2 + length, b, 2, 2 + bLength));
            assertThat(Integer.signum(order.compare(a, 2, length, b, 2, bLength))).as("%s vs %s",
                    Arrays.toString(Arrays.copyOfRange(a, 2, 2 + length)),
                    Arrays.toString(Arrays.copyOfRange(b, 2, 2 + bLength))).isEqualTo(expected);
        }
    }

    /** Keys of every length up to 24 with shared heads: a smaller prefix (unsigned) must always mean a smaller key. */
    @Test
    void aSmallerPrefixNeverContradictsTheOrder() {
        Random random = new Random(7);
        Shuffle.Order order = Shuffle.Order.bytes();
        for (int i = 0; i < 200_000; i++) {
            byte[] a = new byte[random.nextInt(24) + 3];
            random.nextBytes(a);
            byte[] b = Arrays.copyOf(a, random.nextInt(24) + 3);
            if (random.nextBoolean()) {
                b[2 + random.nextInt(b.length - 2)] = (byte) random.nextInt(3);
            }
            long pa = order.prefix(a, 2, a.length - 2);
            long pb = order.prefix(b, 2, b.length - 2);
            int byKeys = Integer.signum(order.compare(a, 2, a.length - 2, b, 2, b.length - 2));
            if (pa != pb) {
                assertThat(Integer.signum(Long.compareUnsigned(pa, pb))).isEqualTo(byKeys);
            }
        }
        assertThat(Shuffle.Order.bytes().prefix(new byte[]{(byte) 0xff, 1}, 0, 2)).isEqualTo(0xff01_0000_0000_0000L);
        assertThat(Shuffle.Order.bytes().prefix(new byte[]{}, 0, 0)).isZero();
    }
}

package org.trainprep.core.stage;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
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

    @Test
    void theOrdersTravelToTasksAsThemselves() throws Exception {
        // the Spark runner recognises any() by identity, in the driver and in its tasks
        for (Shuffle.Order order : new Shuffle.Order[]{Shuffle.Order.bytes(), Shuffle.Order.any()}) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(order);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                assertThat(in.readObject()).isSameAs(order);
            }
        }
        assertThat(Shuffle.Order.any()).isNotSameAs(Shuffle.Order.bytes());
    }

    @Test
    void anyOrderSortsAsTheBytesWhereAnEngineSorts() {
        byte[][] keys = {{}, {0}, {0, 0}, {1}, {(byte) 0x80}, {(byte) 0xff, 1}, {(byte) 0xff}};
        for (byte[] a : keys) {
            for (byte[] b : keys) {
                assertThat(Integer.signum(Shuffle.Order.any().compare(a, 0, a.length, b, 0, b.length)))
                        .isEqualTo(Integer.signum(java.util.Arrays.compareUnsigned(a, b)));
            }
        }
    }
}

package org.trainprep.core.util;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class Crc32cTest {

    private final Random random = new Random(42);

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    @Test
    void combiningTwoRangesGivesTheCrcOfTheirConcatenation() {
        for (int trial = 0; trial < 200; trial++) {
            byte[] all = bytes(random.nextInt(5000));
            int cut = all.length == 0 ? 0 : random.nextInt(all.length + 1);
            int a = Crc32c.of(all, 0, cut);
            int b = Crc32c.of(all, cut, all.length - cut);
            int ab = Crc32c.of(all, 0, all.length);
            assertThat(Crc32c.combine(a, b, all.length - cut)).isEqualTo(ab);
            assertThat(Crc32c.suffix(ab, a, all.length - cut)).isEqualTo(b);
        }
    }

    @Test
    void combiningOverGigabyteLengthsMatchesShiftingByteByByte() {
        // L^n by squaring agrees with n single zero-byte steps, for lengths past 2^31 too
        assertThat(Crc32c.combine(0x1234_5678, 0, 0)).isEqualTo(0x1234_5678);
        int step = 0x1234_5678;
        for (int i = 0; i < 100_000; i++) {
            step = Crc32c.shift(step, 1);
        }
        assertThat(Crc32c.shift(0x1234_5678, 100_000)).isEqualTo(step);
        long big = 3L << 31;
        assertThat(Crc32c.shift(Crc32c.shift(7, big), 5)).isEqualTo(Crc32c.shift(7, big + 5));
    }

    @Test
    void aSingleChangedByteIsLocatedExactlyAndAnythingElseIsNot() {
        for (int trial = 0; trial < 100; trial++) {
            byte[] data = bytes(1 + random.nextInt(20_000));
            int expected = Crc32c.of(data, 0, data.length);
            int at = random.nextInt(data.length);
            data[at] ^= (byte) (1 + random.nextInt(255));
            int actual = Crc32c.of(data, 0, data.length);
            assertThat(Crc32c.locateByteError(expected, actual, data.length)).hasValue(at);
        }
        byte[] data = bytes(4000);
        int expected = Crc32c.of(data, 0, data.length);
        data[10] ^= 1;
        data[3000] ^= 1;
        assertThat(Crc32c.locateByteError(expected, Crc32c.of(data, 0, data.length), data.length)).isEmpty();
        assertThat(Crc32c.locateByteError(expected, expected, data.length)).isEmpty();
    }

    @Test
    void hexRoundTrips() {
        assertThat(Crc32c.hex(0xE3069283)).isEqualTo("e3069283");
        assertThat(Crc32c.parseHex("e3069283")).isEqualTo(0xE3069283);
        // the standard check value of CRC-32C over "123456789"
        assertThat(Crc32c.of("123456789".getBytes(), 0, 9)).isEqualTo(0xE3069283);
    }
}

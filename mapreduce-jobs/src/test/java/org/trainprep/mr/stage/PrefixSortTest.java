package org.trainprep.mr.stage;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link PrefixSort} against {@link Arrays#sort}: keys in order, each value still beside its key. */
class PrefixSortTest {

    @Test
    void sortsLikeArraysSortAndCarriesEachValueWithItsKey() {
        Random random = new Random(7);
        for (int round = 0; round < 300; round++) {
            int n = random.nextInt(round < 100 ? 40 : 5_000);
            int distinct = 1 + random.nextInt(round % 3 == 0 ? 4 : 1_000_000);
            long[] keys = new long[n + 10];
            int[] values = new int[n + 10];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = round % 5 == 0 ? (long) i * 31 % 17 : random.nextInt(distinct) * 0x9E3779B97F4A7C15L;
                if (round % 7 == 0) {
                    keys[i] = i < keys.length / 2 ? i : keys.length - i; // ascending then descending
                }
                values[i] = i;
            }
            long[] original = keys.clone();
            int from = 5;
            int to = 5 + n;
            PrefixSort.sort(keys, values, from, to);

            long[] want = Arrays.copyOfRange(original, from, to);
            Arrays.sort(want);
            assertThat(Arrays.copyOfRange(keys, from, to)).isEqualTo(want);
            for (int i = 0; i < keys.length; i++) {
                assertThat(original[values[i]]).as("round %d, place %d", round, i).isEqualTo(keys[i]);
            }
            assertThat(Arrays.copyOfRange(values, from, to)).doesNotHaveDuplicates();
            for (int i = 0; i < from; i++) {
                assertThat(values[i]).isEqualTo(i);
            }
        }
    }

    @Test
    void aPatternThatDefeatsMedianOfThreeIsStillSorted() {
        int n = 200_000;
        long[] keys = new long[n];
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            keys[i] = i % 2 == 0 ? i : n - i; // organ pipe
            values[i] = i;
        }
        long[] want = keys.clone();
        Arrays.sort(want);
        PrefixSort.sort(keys, values, 0, n);
        assertThat(keys).isEqualTo(want);
    }
}

package org.trainprep.core.neardup;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class MinHashTest {

    @Test
    void aPermutationIsExactModTheMersennePrimeWhereALongWouldWrap() {
        BigInteger p = BigInteger.valueOf(MinHash.P);
        SplittableRandom random = new SplittableRandom(5);
        long[] edges = {0, 1, 2, MinHash.P - 2, MinHash.P - 1, 1L << 60, (1L << 61) - 3};
        for (int i = 0; i < 200_000; i++) {
            long a = i < 49 ? Math.max(1, edges[i % 7]) : 1 + random.nextLong(MinHash.P - 1);
            long x = i < 49 ? edges[(i / 7) % 7] : random.nextLong(MinHash.P);
            long b = i < 49 ? edges[(i * 3) % 7] : random.nextLong(MinHash.P);
            long want = BigInteger.valueOf(a).multiply(BigInteger.valueOf(x)).add(BigInteger.valueOf(b)).mod(p)
                    .longValueExact();
            assertThat(MinHash.permute(a, x, b)).as("(%d * %d + %d) mod P", a, x, b).isEqualTo(want);
        }
    }

    @Test
    void signaturesAreThoseOfAnIndependentImplementationOfTheSpec() throws Exception {
        List<String> texts = lines("texts.txt");
        for (int n : new int[] {1, 3, 5}) {
            List<String> want = lines("sig-n" + n + "-k117.txt");
            MinHash minHash = new MinHash(n, 117);
            for (int i = 0; i < texts.size(); i++) {
                byte[] t = texts.get(i).getBytes(StandardCharsets.US_ASCII);
                long[] sig = minHash.signature(t, t.length);
                assertThat(String.join(" ", Arrays.stream(sig).mapToObj(Long::toString).toList()))
                        .as("'%s', %d-word shingles", texts.get(i), n).isEqualTo(want.get(i));
            }
        }
    }

    @Test
    void theEstimateIsTheShareOfAgreeingValuesAndNearTheTrueJaccard() {
        MinHash minHash = new MinHash(1, 1024);
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            StringBuilder w = new StringBuilder("w");
            for (int n = i + 1; n > 0; n /= 26) {
                w.append((char) ('a' + n % 26));
            }
            a.append(i == 0 ? "" : " ").append(w);
            // b shares 80 of a's 100 words and has 20 of its own: Jaccard 80 / 120
            b.append(i == 0 ? "" : " ").append(w).append(i < 80 ? "" : "x");
        }
        byte[] x = a.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] y = b.toString().getBytes(StandardCharsets.US_ASCII);
        double estimate = MinHash.estimate(minHash.signature(x, x.length), minHash.signature(y, y.length));
        assertThat(estimate).isCloseTo(80.0 / 120, org.assertj.core.data.Offset.offset(0.05));
        assertThat(MinHash.estimate(minHash.signature(x, x.length), minHash.signature(x, x.length))).isEqualTo(1.0);
    }

    @Test
    void bandsAndRowsAreDerivedFromTheThresholdAsDatasketchDerivesThem() {
        NearDupSettings s = NearDupSettings.derived(0.8, 3, 128);
        // datasketch 8d4bda1's _optimal_param(t, 128, 0.5, 0.5): (14, 9) at 0.7, (9, 13) at 0.8, (5, 25) at 0.9
        assertThat(s.bands() + " x " + s.rows()).isEqualTo("9 x 13");
        NearDupSettings at7 = NearDupSettings.derived(0.7, 1, 128);
        NearDupSettings at9 = NearDupSettings.derived(0.9, 1, 128);
        assertThat(at7.bands() + " x " + at7.rows()).isEqualTo("14 x 9");
        assertThat(at9.bands() + " x " + at9.rows()).isEqualTo("5 x 25");
        assertThat(NearDupSettings.candidateProbability(0.8, s.bands(), s.rows())).isBetween(0.35, 0.45);
        assertThat(NearDupSettings.candidateProbability(0.5, s.bands(), s.rows())).isLessThan(0.01);
        assertThat(NearDupSettings.candidateProbability(0.95, s.bands(), s.rows())).isGreaterThan(0.99);
    }

    private static List<String> lines(String name) throws Exception {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(MinHashTest.class.getResourceAsStream(name),
                StandardCharsets.UTF_8))) {
            return r.lines().toList();
        }
    }
}

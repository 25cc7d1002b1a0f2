package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The fairness statistics pass a random order and fail an order that groups rows by label or length. */
class ShardBalanceTest {

    private static List<int[]> rows() {
        Random r = new Random(3);
        List<int[]> rows = new ArrayList<>();
        for (int i = 0; i < 6_000; i++) {
            int label = 1 + r.nextInt(5);
            int[] row = new int[11];
            java.util.Arrays.fill(row, 1);
            int len = 1 + r.nextInt(4) + label; // longer reviews for higher ratings, as in real data
            for (int t = 0; t < Math.min(len, 10); t++) {
                row[t] = 3 + t;
            }
            row[10] = label;
            rows.add(row);
        }
        return rows;
    }

    private static List<List<int[]>> cut(List<int[]> rows, int k) {
        List<List<int[]>> shards = new ArrayList<>();
        int per = rows.size() / k;
        for (int i = 0; i < k; i++) {
            shards.add(rows.subList(i * per, (i + 1) * per));
        }
        return shards;
    }

    @Test
    void aRandomOrderPassesAndALabelOrderFails() {
        List<int[]> rows = rows();
        ShardBalance random = ShardBalance.of(cut(rows, 4));
        assertThat(random.labelChiSquare()).isLessThan(ShardBalance.chiSquareCritical(random.labelDegrees()));
        assertThat(random.lengthF()).isLessThan(ShardBalance.chiSquareCritical(3) / 3);

        List<int[]> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingInt(r -> r[10]));
        ShardBalance skewed = ShardBalance.of(cut(sorted, 4));
        assertThat(skewed.labelChiSquare()).isGreaterThan(ShardBalance.chiSquareCritical(skewed.labelDegrees()));
        assertThat(skewed.lengthF()).isGreaterThan(ShardBalance.chiSquareCritical(3) / 3);
    }

    @Test
    void theCriticalValueMatchesTheTables() {
        // chi-square 0.999 quantiles: 12 -> 32.91, 3 -> 16.27 (Wilson-Hilferty is within 2%)
        assertThat(ShardBalance.chiSquareCritical(12)).isBetween(32.3, 33.5);
        assertThat(ShardBalance.chiSquareCritical(3)).isBetween(15.9, 16.6);
    }
}

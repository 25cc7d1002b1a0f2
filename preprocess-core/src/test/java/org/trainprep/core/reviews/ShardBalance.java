package org.trainprep.core.reviews;

import org.trainprep.core.vocab.Vocabulary;

import java.util.List;
import java.util.TreeMap;

/**
 * How much the shards of a combined file differ: a chi-square statistic of the shards x labels
 * table, and the one-way analysis-of-variance F of the rows' lengths (tokens before padding)
 * across shards.
 */
record ShardBalance(double labelChiSquare, int labelDegrees, double lengthF) {

    static ShardBalance of(List<List<int[]>> shards) {
        TreeMap<Integer, Integer> labelIndex = new TreeMap<>();
        for (List<int[]> s : shards) {
            for (int[] r : s) {
                labelIndex.putIfAbsent(r[r.length - 1], labelIndex.size());
            }
        }
        int k = shards.size();
        int labels = labelIndex.size();
        double[][] observed = new double[k][labels];
        double total = 0;
        double lengthSum = 0;
        double[] shardLengthSum = new double[k];
        double[][] lengths = new double[k][];
        for (int i = 0; i < k; i++) {
            List<int[]> s = shards.get(i);
            lengths[i] = new double[s.size()];
            for (int j = 0; j < s.size(); j++) {
                int[] r = s.get(j);
                observed[i][labelIndex.get(r[r.length - 1])]++;
                int len = 0;
                while (len < r.length - 1 && r[len] != Vocabulary.PAD_ID) {
                    len++;
                }
                lengths[i][j] = len;
                shardLengthSum[i] += len;
                lengthSum += len;
                total++;
            }
        }
        double chi = 0;
        for (int i = 0; i < k; i++) {
            double rowSum = shards.get(i).size();
            for (int l = 0; l < labels; l++) {
                double colSum = 0;
                for (int m = 0; m < k; m++) {
                    colSum += observed[m][l];
                }
                double expected = rowSum * colSum / total;
                chi += (observed[i][l] - expected) * (observed[i][l] - expected) / expected;
            }
        }
        double grand = lengthSum / total;
        double between = 0;
        double within = 0;
        for (int i = 0; i < k; i++) {
            double mean = shardLengthSum[i] / lengths[i].length;
            between += lengths[i].length * (mean - grand) * (mean - grand);
            for (double x : lengths[i]) {
                within += (x - mean) * (x - mean);
            }
        }
        double f = (between / (k - 1)) / (within / (total - k));
        return new ShardBalance(chi, (k - 1) * (labels - 1), f);
    }

    /** The chi-square value that {@code degrees} degrees of freedom exceed with probability 0.1% (Wilson-Hilferty). */
    static double chiSquareCritical(int degrees) {
        double z = 3.0902; // the normal quantile of 0.999
        double a = 2.0 / (9.0 * degrees);
        return degrees * Math.pow(1 - a + z * Math.sqrt(a), 3);
    }
}

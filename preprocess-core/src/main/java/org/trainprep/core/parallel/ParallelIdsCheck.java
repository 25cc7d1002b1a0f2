package org.trainprep.core.parallel;

import io.jhdf.HdfFile;
import io.jhdf.api.Attribute;
import io.jhdf.api.Dataset;
import io.jhdf.api.Node;

import java.nio.file.Path;
import java.util.List;

/**
 * Whether a {@code --h5} file holds what a loader needs: one length a pair on each side, the ids
 * as long as those lengths add up to, and every id below {@code n_vocab} (read in blocks, so a
 * file of any size is checked in bounded memory).
 */
final class ParallelIdsCheck {

    private static final int BLOCK = 1 << 20;

    private ParallelIdsCheck() {
    }

    /**
     * Adds a line to {@code problems} per mismatch.
     *
     * @param statedNVocab the manifest's {@code n_vocab}, -1 when it states none
     */
    static void check(Path file, long pairs, long statedNVocab, List<String> problems) {
        try (HdfFile h5 = new HdfFile(file)) {
            long nVocab = attribute(h5, ParallelFileType.N_VOCAB, file, problems);
            if (nVocab >= 0 && statedNVocab != nVocab) {
                problems.add("manifest: its n_vocab " + (statedNVocab < 0 ? "is missing" : statedNVocab) + ", but " + file
                        + " says n_vocab " + nVocab + " (edited?)");
            }
            long rows = attribute(h5, ParallelFileType.NUM_ROWS, file, problems);
            if (rows != pairs) {
                problems.add("rows: " + file + " says num_rows " + rows + ", the manifest says " + pairs + " pairs");
            }
            side(h5, ParallelFileType.SRC_IDS, ParallelFileType.SRC_LEN, pairs, nVocab, file, problems);
            side(h5, ParallelFileType.TGT_IDS, ParallelFileType.TGT_LEN, pairs, nVocab, file, problems);
        }
    }

    private static long attribute(HdfFile h5, String name, Path file, List<String> problems) {
        Attribute a = h5.getAttribute(name);
        if (a == null || !(a.getData() instanceof Number n)) {
            problems.add("attributes: " + file + " has no " + name + " attribute");
            return -1;
        }
        return n.longValue();
    }

    private static void side(HdfFile h5, String idsName, String lenName, long pairs, long nVocab, Path file,
                             List<String> problems) {
        Dataset ids = dataset(h5, idsName, file, problems);
        Dataset lengths = dataset(h5, lenName, file, problems);
        if (ids == null || lengths == null) {
            return;
        }
        long n = lengths.getDimensions()[0];
        if (n != pairs) {
            problems.add("rows: " + file + " " + lenName + " has " + n + " lengths for " + pairs + " pairs");
            return;
        }
        long total = 0;
        for (long at = 0; at < n; at += BLOCK) {
            int[] block = (int[]) lengths.getData(new long[] {at}, new int[] {(int) Math.min(BLOCK, n - at)});
            for (int len : block) {
                total += len;
            }
        }
        long have = ids.getDimensions()[0];
        if (have != total) {
            problems.add("rows: " + file + " " + idsName + " has " + have + " ids, its lengths add up to " + total);
            return;
        }
        for (long at = 0; at < have; at += BLOCK) {
            int[] block = (int[]) ids.getData(new long[] {at}, new int[] {(int) Math.min(BLOCK, have - at)});
            for (int i = 0; i < block.length; i++) {
                if (block[i] < 0 || block[i] >= nVocab) {
                    problems.add("ids: " + file + " " + idsName + "[" + (at + i) + "] is " + block[i]
                            + ", outside 0.." + (nVocab - 1));
                    return;
                }
            }
        }
    }

    private static Dataset dataset(HdfFile h5, String name, Path file, List<String> problems) {
        Node node = h5.getChildren().get(name);
        if (node instanceof Dataset d) {
            return d;
        }
        problems.add("datasets: " + file + " has no dataset " + name);
        return null;
    }
}

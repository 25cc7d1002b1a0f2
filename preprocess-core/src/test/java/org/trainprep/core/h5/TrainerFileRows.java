package org.trainprep.core.h5;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Test helper: every row of a combined file or part, shard by shard, as lists (for multiset comparisons). */
public final class TrainerFileRows {

    private TrainerFileRows() {
    }

    public static List<List<Integer>> of(Path h5) throws IOException {
        List<List<Integer>> rows = new ArrayList<>();
        try (TrainerFileReader r = TrainerFileReader.open(h5)) {
            for (TrainerFileReader.Shard s : r.shards()) {
                for (int[] row : r.readIntRows(s, 0, (int) s.rows())) {
                    rows.add(Arrays.stream(row).boxed().toList());
                }
            }
        }
        return rows;
    }
}

package org.trainprep.core.census;

import io.jhdf.HdfFile;
import io.jhdf.api.Attribute;
import io.jhdf.api.Dataset;
import io.jhdf.api.Group;
import io.jhdf.api.Node;

import java.nio.file.Path;
import java.util.List;

/**
 * Whether a {@code census.h5} holds what its attributes say: in the root and in each of
 * {@code train/} and {@code val/}, every dataset has the group's {@code num_rows} rows, and the
 * groups add up to the root's {@code num_rows}.
 */
final class CensusFileCheck {

    private CensusFileCheck() {
    }

    /** The file's row count (its root {@code num_rows}), adding a line to {@code problems} per mismatch. */
    static long rows(Path file, List<String> problems) {
        try (HdfFile h5 = new HdfFile(file)) {
            long total = numRows(h5, file, problems);
            long inGroups = 0;
            boolean split = false;
            for (Node child : h5.getChildren().values()) {
                if (child instanceof Group g) {
                    split = true;
                    long rows = numRows(g, file, problems);
                    checkDatasets(g, rows, file, problems);
                    inGroups += rows;
                }
            }
            if (split && inGroups != total) {
                problems.add("rows: " + file + " groups hold " + inGroups + " rows, its num_rows attribute says " + total);
            }
            if (!split) {
                checkDatasets(h5, total, file, problems);
            }
            return total;
        }
    }

    private static long numRows(Group g, Path file, List<String> problems) {
        Attribute a = g.getAttribute("num_rows");
        if (a == null || !(a.getData() instanceof Number n)) {
            problems.add("attributes: " + file + " " + g.getPath() + " has no num_rows attribute");
            return -1;
        }
        return n.longValue();
    }

    private static void checkDatasets(Group g, long rows, Path file, List<String> problems) {
        for (Node child : g.getChildren().values()) {
            if (child instanceof Dataset d && d.getDimensions()[0] != rows) {
                problems.add("rows: " + file + " " + d.getPath() + " has " + d.getDimensions()[0] + " rows, "
                        + g.getPath() + " num_rows says " + rows);
            }
        }
    }
}

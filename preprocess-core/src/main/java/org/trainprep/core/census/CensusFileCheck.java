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

    /**
     * The manifest's statements about the file against the file's own attributes and datasets: the
     * code that wrote it, the schema, layout, features and label, missing policy, rows dropped, the first pass's counts the
     * file records, whether it is split, and the type of {@code x}.
     */
    static void agrees(Path file, com.fasterxml.jackson.databind.JsonNode m, List<String> problems) {
        try (HdfFile h5 = new HdfFile(file)) {
            java.util.Map<String, Object> stated = new java.util.LinkedHashMap<>();
            stated.put("created_by", m.path("created_by").asText());
            stated.put("schema", m.path("schema").asText());
            stated.put("layout", m.path("layout").asText());
            stated.put("label_name", m.path("label").asText());
            stated.put("missing_policy", m.path("missing_policy").asText());
            stated.put("rows_dropped_missing", m.path("rows_dropped_missing").asLong());
            stated.put("rows_read", m.path("counts").path(CensusCounters.LINES_READ.name()).asLong());
            stated.put("rows_invalid", m.path("counts").path(CensusCounters.INVALID.name()).asLong());
            List<String> features = new java.util.ArrayList<>();
            m.path("features").forEach(f -> features.add(f.asText()));
            stated.put("feature_names", features);
            for (java.util.Map.Entry<String, Object> e : stated.entrySet()) {
                Attribute a = h5.getAttribute(e.getKey());
                Object actual = a == null ? null : a.getData();
                if (actual instanceof String[] names) {
                    actual = List.of(names);
                } else if (actual instanceof Number n) {
                    actual = n.longValue();
                }
                if (!e.getValue().equals(actual)) {
                    problems.add("manifest: its " + e.getKey() + " " + e.getValue() + " is not the " + actual + " of " + file);
                }
            }
            boolean split = h5.getChildren().values().stream().anyMatch(c -> c instanceof Group);
            if (split != m.path("val_fraction").asDouble() > 0) {
                problems.add("manifest: its val_fraction " + m.path("val_fraction") + " says the file is " + (split ? "not " : "")
                        + "split into train/ and val/, " + file + " is" + (split ? "" : " not"));
            }
            Group holder = split ? (Group) h5.getChild("train") : h5;
            for (Node n : holder.getChildren().values()) {
                if (n instanceof Dataset d && (n.getName().equals("x") || n.getName().equals("data"))) {
                    String type = d.getJavaType() == float.class ? "float32" : d.getJavaType() == byte.class ? "int8"
                            : d.getJavaType().getSimpleName();
                    if (m.has("x_dtype") && !m.get("x_dtype").asText().equals(type)) {
                        problems.add("manifest: its x_dtype " + m.get("x_dtype") + " is not the " + type + " of " + file);
                    }
                }
            }
        }
    }
}

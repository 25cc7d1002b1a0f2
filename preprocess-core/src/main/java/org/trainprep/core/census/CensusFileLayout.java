package org.trainprep.core.census;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape of {@code census.h5} and of the parts it is merged from, in one place: which datasets
 * (and groups) a layout and split have, in data order, and the attributes of the whole file and of
 * a part. Both the single writer ({@link CensusFileWriter}) and the merge ({@link CensusMerge}) lay
 * files out with it, header first.
 */
public final class CensusFileLayout {

    /** Groups with a validation split; without one the datasets are at the root. */
    public static final List<String> SPLIT_GROUPS = List.of("train", "val");

    private final CensusSchema schema;
    private final CensusLayout layout;
    private final boolean split;
    private final ElementType xType;

    /** @param xType the features' type: int8, or float32 after a fractional mean fill */
    public CensusFileLayout(CensusSchema schema, CensusLayout layout, boolean split, ElementType xType) {
        this.schema = schema;
        this.layout = layout;
        this.split = split;
        this.xType = xType;
    }

    /** The groups rows go to: {@code train}, {@code val}, or one unnamed group (the root, ""). */
    public List<String> groups() {
        return split ? SPLIT_GROUPS : List.of("");
    }

    /** The dataset names in one group: {@code x, y} or {@code data}. */
    public List<String> datasetNames() {
        return layout == CensusLayout.XY ? List.of("x", "y") : List.of("data");
    }

    /** Every dataset path, in data order. */
    public List<String> datasetPaths() {
        List<String> paths = new ArrayList<>();
        for (String g : groups()) {
            for (String d : datasetNames()) {
                paths.add(g.isEmpty() ? d : g + "/" + d);
            }
        }
        return paths;
    }

    /** Width of {@code x} (or {@code data}, whose last column is the label). */
    public int xColumns() {
        return schema.features().size() + (layout == CensusLayout.PACKAGE ? 1 : 0);
    }

    public ElementType xType() {
        return xType;
    }

    /**
     * The whole file's layout.
     *
     * @param rowsPerGroup rows of each of {@link #groups()}, in that order
     */
    public HeaderFirstFile census(List<Long> rowsPerGroup, MissingPolicy policy, CensusFileWriter.Counts counts,
                                  long droppedMissing) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("feature_names", schema.features().toArray(new String[0]));
        root.put("label_name", schema.label());
        root.put("schema", schema.name());
        root.put("layout", layout.id());
        root.put("missing_policy", policy.id());
        root.put("rows_read", counts.rowsRead());
        root.put("rows_invalid", counts.rowsInvalid());
        root.put("rows_dropped_missing", droppedMissing);
        root.put("num_rows", rowsPerGroup.stream().mapToLong(Long::longValue).sum());
        root.put("created_by", ProjectInfo.createdBy());
        return build(FileAttributes.of(root), rowsPerGroup);
    }

    /** A part's layout: the same datasets, with its own row counts and rows dropped for missing values. */
    public HeaderFirstFile part(List<Long> rowsPerGroup, long droppedMissing) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("num_rows", rowsPerGroup.stream().mapToLong(Long::longValue).sum());
        root.put("rows_dropped_missing", droppedMissing);
        return build(FileAttributes.of(root), rowsPerGroup);
    }

    private HeaderFirstFile build(FileAttributes root, List<Long> rowsPerGroup) {
        List<String> groups = groups();
        if (rowsPerGroup.size() != groups.size()) {
            throw new IllegalArgumentException("rows for " + rowsPerGroup.size() + " groups, the layout has " + groups.size());
        }
        HeaderFirstFile.Builder b = HeaderFirstFile.builder().attributes(root);
        for (int i = 0; i < groups.size(); i++) {
            String g = groups.get(i);
            long rows = rowsPerGroup.get(i);
            if (!g.isEmpty()) {
                b.group(g, FileAttributes.of(Map.of("num_rows", rows)));
            }
            String prefix = g.isEmpty() ? "" : g + "/";
            b.dataset(prefix + datasetNames().get(0), rows, xColumns(), xType, false);
            if (layout == CensusLayout.XY) {
                b.dataset(prefix + "y", rows, 1, ElementType.INT8, true);
            }
        }
        return b.build();
    }
}

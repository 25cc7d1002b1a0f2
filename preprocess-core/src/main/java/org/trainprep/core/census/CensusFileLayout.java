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
 * a part. The single writer ({@link CensusFileWriter}) and the shared merge (through
 * {@link CensusFileType}) lay files out with it, header first, so a merged file is the file one
 * writer makes.
 */
public final class CensusFileLayout {

    /** Groups with a validation split; without one the datasets are at the root. */
    public static final List<String> SPLIT_GROUPS = List.of("train", "val");

    private final List<String> features;
    private final String label;
    private final String schemaName;
    private final CensusLayout layout;
    private final boolean split;
    private final ElementType xType;

    /** @param xType the features' type: int8, or float32 after a fractional mean fill */
    public CensusFileLayout(CensusSchema schema, CensusLayout layout, boolean split, ElementType xType) {
        this(schema.features(), schema.label(), schema.name(), layout, split, xType);
    }

    /** The layout of a file whose schema is known only by what its parts record: features, label, name. */
    public CensusFileLayout(List<String> features, String label, String schemaName, CensusLayout layout, boolean split,
                            ElementType xType) {
        this.features = List.copyOf(features);
        this.label = label;
        this.schemaName = schemaName;
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
        return features.size() + (layout == CensusLayout.PACKAGE ? 1 : 0);
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
        Map<String, Object> root = described(policy, counts);
        root.put("rows_dropped_missing", droppedMissing);
        root.put("num_rows", rowsPerGroup.stream().mapToLong(Long::longValue).sum());
        root.put("created_by", ProjectInfo.createdBy());
        return build(FileAttributes.of(root), rowsPerGroup);
    }

    /**
     * A part's layout: the same datasets with its own rows, its rows dropped for missing values, and
     * what the whole file will state (the schema, the run's first-pass counts, the output format),
     * so the merge lays the file out from the parts alone ({@link CensusFileType#concatenated}).
     */
    public HeaderFirstFile part(List<Long> rowsPerGroup, long droppedMissing, MissingPolicy policy,
                                CensusFileWriter.Counts counts, CensusFormat format) {
        Map<String, Object> root = described(policy, counts);
        root.put(CensusFileType.OUTPUT_FORMAT, format.id());
        root.put(CensusFileType.SPLIT, split ? 1L : 0L);
        root.put("rows_dropped_missing", droppedMissing);
        root.put("num_rows", rowsPerGroup.stream().mapToLong(Long::longValue).sum());
        return build(FileAttributes.of(root), rowsPerGroup);
    }

    private Map<String, Object> described(MissingPolicy policy, CensusFileWriter.Counts counts) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("feature_names", features.toArray(new String[0]));
        root.put("label_name", label);
        root.put("schema", schemaName);
        root.put("layout", layout.id());
        root.put("missing_policy", policy.id());
        root.put("rows_read", counts.rowsRead());
        root.put("rows_invalid", counts.rowsInvalid());
        return root;
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

package org.trainprep.core.census;

import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.HeaderFirstFile;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.PartDatasets;
import org.trainprep.core.h5.TextOutput;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code census.h5} on the shared file layer: parts, one per stretch of the input, merge dataset
 * by dataset ({@code x}, {@code y} or {@code data}, at the root or in {@code train/} and
 * {@code val/}), each in part order; every part records what the whole file states (schema,
 * first-pass counts, output format, see {@link CensusFileLayout#part}), so the merged file is laid
 * out from the parts alone and is the file one writer over the whole input makes. With
 * {@code --format csv} the same rows are published as the DP trainers' CSV files instead.
 */
public final class CensusFileType implements MatrixFileType {

    /** Part attribute: {@link CensusFormat#id()} of the run's output. */
    static final String OUTPUT_FORMAT = "output_format";
    /** Part attribute: 1 when rows are split into {@code train/} and {@code val/}, one CSV file each. */
    static final String SPLIT = "split";

    private static final List<String> SHARED = List.of("feature_names", "label_name", "schema", "layout",
            "missing_policy", "rows_read", "rows_invalid", OUTPUT_FORMAT, SPLIT);

    /**
     * The name of the part holding the rows of the split starting at byte {@code start} of input
     * file {@code fileIndex}: name order is input order, which the merge keeps.
     */
    public static String partName(int fileIndex, long start) {
        return String.format(java.util.Locale.ROOT, "part-%05d-%019d.h5", fileIndex, start);
    }

    @Override
    public String format() {
        return CensusAssembler.FORMAT;
    }

    @Override
    public Merging merging() {
        return Merging.DATASETS;
    }

    @Override
    public List<String> sharedAttributes() {
        return SHARED;
    }

    @Override
    public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
        if (!(attributes.get("feature_names") instanceof String[] features)) {
            return Optional.of("no feature_names attribute (not a census part)");
        }
        if (!(attributes.get("rows_dropped_missing") instanceof Number)) {
            return Optional.of("no rows_dropped_missing attribute (not a census part)");
        }
        if (type != ElementType.INT8 && type != ElementType.FLOAT32) {
            return Optional.of("a dataset of " + type.id() + "; census parts hold int8 or float32");
        }
        int x = features.length + (CensusLayout.PACKAGE.id().equals(attributes.get("layout")) ? 1 : 0);
        if (columns != x && columns != 1) {
            return Optional.of("a dataset " + columns + " wide; its " + features.length + " features make " + x);
        }
        return Optional.empty();
    }

    @Override
    public String fileName(FileAttributes attributes) {
        return CensusOptions.FILE_NAME;
    }

    /** Census parts merge dataset by dataset; there are no shards to recut. */
    @Override
    public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
        throw new UnsupportedOperationException("census parts merge dataset by dataset");
    }

    @Override
    public List<String> sources(FileAttributes attributes) {
        return List.of();
    }

    @Override
    public HeaderFirstFile concatenated(List<FileAttributes> parts, List<HeaderFirstFile.Dataset> datasets) {
        FileAttributes first = parts.get(0);
        long dropped = 0;
        for (FileAttributes p : parts) {
            dropped += number(p, "rows_dropped_missing");
        }
        Map<String, HeaderFirstFile.Dataset> byPath = new LinkedHashMap<>();
        datasets.forEach(d -> byPath.put(d.name(), d));
        boolean split = datasets.get(0).name().contains("/");
        CensusFileLayout probe = layout(first, split, ElementType.INT8);
        String x = probe.datasetNames().get(0);
        List<Long> groupRows = new ArrayList<>();
        ElementType xType = null;
        for (String g : probe.groups()) {
            HeaderFirstFile.Dataset d = byPath.get(g.isEmpty() ? x : g + "/" + x);
            if (d == null) {
                throw new IllegalArgumentException("census parts without a dataset " + (g.isEmpty() ? x : g + "/" + x)
                        + ": they hold " + byPath.keySet());
            }
            groupRows.add(d.rows());
            xType = d.type();
        }
        CensusFileLayout layout = layout(first, split, xType);
        return layout.census(groupRows, MissingPolicy.fromId(text(first, "missing_policy")),
                new CensusFileWriter.Counts(number(first, "rows_read"), number(first, "rows_invalid")), dropped);
    }

    private static CensusFileLayout layout(FileAttributes a, boolean split, ElementType xType) {
        return new CensusFileLayout(features(a), text(a, "label_name"), text(a, "schema"),
                CensusLayout.fromId(text(a, "layout")), split, xType);
    }

    /** The file's own attributes, as the manifest states them. */
    @Override
    public Map<String, Object> manifestFields(FileAttributes merged) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("created_by", merged.get("created_by"));
        m.put("schema", merged.get("schema"));
        m.put("layout", merged.get("layout"));
        m.put("features", features(merged));
        m.put("label", merged.get("label_name"));
        m.put("missing_policy", merged.get("missing_policy"));
        m.put("rows_dropped_missing", merged.get("rows_dropped_missing"));
        return m;
    }

    /** A census file is a few bytes a row: the merge digests it whole on its way out. */
    @Override
    public boolean wholeFileDigest() {
        return true;
    }

    /** With {@code --format csv}: one CSV per group (the whole file, or train and val). */
    @Override
    public List<TextOutput> textOutputs(FileAttributes first) {
        if (!CensusFormat.CSV.id().equals(first.get(OUTPUT_FORMAT))) {
            return List.of();
        }
        List<String> features = features(first);
        String label = text(first, "label_name");
        boolean split = first.get(SPLIT) instanceof Number n && n.longValue() != 0;
        List<String> names = CensusFormat.CSV.fileNames(split);
        List<TextOutput> outputs = new ArrayList<>();
        for (int g = 0; g < names.size(); g++) {
            outputs.add(new CsvOutput(names.get(g), split ? CensusFileLayout.SPLIT_GROUPS.get(g) + "/" : "", g,
                    features, label));
        }
        return outputs;
    }

    /** One group of every part, as the DP trainers' CSV ({@link CensusCsv}), header first, rows numbered on. */
    private record CsvOutput(String name, String prefix, int group, List<String> features, String label)
            implements TextOutput {
        @Override
        public void write(List<? extends PartDatasets> parts, OutputStream out) throws IOException {
            CensusCsv.writeHeader(features, label, out);
            long row = 0;
            for (PartDatasets p : parts) {
                long rows = p.rows(prefix + "x");
                try (InputStream x = p.open(prefix + "x"); InputStream y = p.open(prefix + "y")) {
                    CensusCsv.writeRows(x, y, features.size(), rows, group, row, out);
                }
                row += rows;
            }
        }
    }

    private static List<String> features(FileAttributes a) {
        return List.of((String[]) a.get("feature_names"));
    }

    private static String text(FileAttributes a, String name) {
        return String.valueOf(a.get(name));
    }

    private static long number(FileAttributes a, String name) {
        if (!(a.get(name) instanceof Number n)) {
            throw new IllegalArgumentException("a census part without a numeric " + name + " attribute");
        }
        return n.longValue();
    }
}

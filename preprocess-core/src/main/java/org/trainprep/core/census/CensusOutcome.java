package org.trainprep.core.census;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.stats.HandOff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a census run's two passes made, as the run skeleton publishes it: the first pass's counts
 * and column statistics, the imputer they set, and what the parts hold (rows per split, rows
 * dropped for a missing value); the manifest's run fields, the census sections of
 * {@code stats.json} and the hand-off to the DP trainers.
 *
 * @param groupRows rows per group, in {@link CensusFileLayout#groups()} order (the root, or train and val)
 */
public record CensusOutcome(String engine, CensusOptions options, CensusSchema schema, CensusStatistics statistics,
                            Map<String, Long> counts, Imputer imputer, long droppedMissing, List<Long> groupRows)
        implements Outcome {

    public CensusOutcome {
        counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        groupRows = List.copyOf(groupRows);
    }

    public long rowsWritten() {
        return groupRows.stream().mapToLong(Long::longValue).sum();
    }

    @Override
    public long rowsWritten(Tally tally) {
        return rowsWritten();
    }

    /** The records dropped for a missing value, and which option keeps those whose features alone are missing. */
    @Override
    public String rowsRemoved(Tally tally) {
        return droppedMissing == 0 ? "" : String.format(java.util.Locale.ROOT, "%,d of the %,d records were dropped for"
                + " a missing value (%s)", droppedMissing, tally.rows(), imputer.policy() == MissingPolicy.DROP
                ? "--missing drop drops a record with any NA; --missing impute-mode or impute-mean fills its features,"
                + " and a record whose label is missing is always dropped"
                : "a record whose label (" + schema.label() + ") is missing is always dropped");
    }

    /** Each feature's fill value, in feature order; none when rows with a missing value are dropped. */
    public Map<String, Float> imputedValues() {
        Map<String, Float> imputed = new LinkedHashMap<>();
        if (imputer.policy() != MissingPolicy.DROP) {
            for (int c = 0; c < schema.features().size(); c++) {
                imputed.put(schema.features().get(c), imputer.fillValue(c));
            }
        }
        return imputed;
    }

    /** The run's part of the manifest: engine, format, x type, vocabularies, imputation, split, counts. */
    @Override
    public Map<String, Object> manifestFields() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("engine", engine);
        m.put("output_format", options.rows().format().id());
        m.put("x_dtype", imputer.xType().id());
        Map<String, Object> vocab = new LinkedHashMap<>();
        for (Map.Entry<String, ColumnSpec> e : schema.specs().entrySet()) {
            vocab.put(e.getKey(), e.getValue().vocabulary());
        }
        m.put("vocabularies", vocab);
        if (options.rows().missing() != MissingPolicy.DROP) {
            m.put("imputed_values", imputedValues());
        }
        m.put("val_fraction", options.split().valFraction());
        m.put("seed", options.split().seed());
        m.put("counts", new TreeMap<>(counts));
        return m;
    }

    /** The counters, and the rows the file holds. */
    @Override
    public void summary(ObjectNode root, Tally tally, long rowsWritten) {
        ((ObjectNode) root.get("run")).put("engine", engine).put("format", options.rows().format().id());
        ObjectNode s = root.putObject("summary");
        for (CensusCounters c : CensusCounters.values()) {
            s.put(c.name().toLowerCase(Locale.ROOT), counts.getOrDefault(c.name(), 0L));
        }
        s.put("dropped_missing", droppedMissing);
        s.put("rows_written", rowsWritten);
        ObjectNode byReason = root.putObject("rejects").putObject("by_reason");
        for (CensusRejectReason r : CensusRejectReason.values()) {
            byReason.put(r.name(), counts.getOrDefault(r.name(), 0L));
        }
    }

    /** Columns (missing values, label balance, means by label), imputation, rows per split. */
    @Override
    public void stats(ObjectNode root, Tally tally) {
        columns(root);
        ObjectNode i = root.putObject("imputation");
        i.put("policy", options.rows().missing().id());
        ObjectNode v = i.putObject("values");
        imputedValues().forEach(v::put);
        ObjectNode s = root.putObject("splits");
        List<String> groups = CensusFileLayout.SPLIT_GROUPS;
        for (int g = 0; g < groupRows.size(); g++) {
            s.put(groupRows.size() == 1 ? "all" : groups.get(g), groupRows.get(g));
        }
    }

    /** Missing values per column, label balance and each feature's mean by label, over the valid records. */
    private void columns(ObjectNode root) {
        List<String> names = new ArrayList<>(schema.features());
        names.add(schema.label());
        int labelCol = names.size() - 1;
        ArrayNode cols = root.putArray("columns");
        for (int c = 0; c < names.size(); c++) {
            ObjectNode o = cols.addObject();
            o.put("name", names.get(c));
            o.put("role", c == labelCol ? "label" : "feature");
            o.put("missing", statistics.missing(c));
            o.put("present", statistics.present(c));
        }
        ObjectNode label = root.putObject("label");
        label.put("name", schema.label());
        ObjectNode balance = label.putObject("counts");
        List<Integer> codes = new ArrayList<>();
        for (int v = 0; v < CensusStatistics.MAX_LABEL_CODES; v++) {
            if (statistics.count(labelCol, v) > 0) {
                balance.put(Integer.toString(v), statistics.count(labelCol, v));
                codes.add(v);
            }
        }
        ArrayNode byLabel = root.putArray("feature_means_by_label");
        for (int c = 0; c < labelCol; c++) {
            ObjectNode o = byLabel.addObject();
            o.put("feature", names.get(c));
            ObjectNode means = o.putObject("means");
            for (int v : codes) {
                double m = statistics.meanByLabel(c, v);
                if (!Double.isNaN(m)) {
                    means.put(Integer.toString(v), m);
                }
            }
        }
    }

    /** census.h5 as {@code examples/pytorch/check_census.py} reads it, or the CSV files as pandas does. */
    @Override
    public HandOff handOff(String fileUri, long rows, long loaderRows) {
        int features = schema.features().size();
        if (options.rows().format() == CensusFormat.CSV) {
            return new HandOff(fileUri, String.format(Locale.ROOT,
                    "%d features (columns 0-4 and 6 to n-3), label %s (column 5), %,d rows, header line first",
                    features, schema.label(), rows), "pandas.read_csv(" + pythonString(HandOff.local(fileUri)) + ").dropna()");
        }
        return new HandOff(fileUri, String.format(Locale.ROOT, "%d features, label %s, %,d rows", features,
                schema.label(), rows), HandOff.exampleCommand("check_census.py") + " "
                + org.trainprep.core.util.ShellWords.quote(HandOff.local(fileUri))
                + (options.split().valFraction() > 0 ? " --split train" : ""));
    }

    /** A Python string literal of {@code s}: JSON's escapes are Python's. */
    private static String pythonString(String s) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(s);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

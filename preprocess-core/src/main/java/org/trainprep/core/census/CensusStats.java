package org.trainprep.core.census;

import org.trainprep.core.stats.HandOff;
import org.trainprep.core.stats.StatsJson;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.rejects.RejectRecord;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A census run's {@code stats.json}, from what the first pass tallied ({@link CensusStatistics},
 * the counters, the reject samples) and what the merge wrote (rows per split, imputed values).
 */
public final class CensusStats {

    private final ObjectNode root;

    public CensusStats(String output, String runId, String engine, String format) {
        root = StatsJson.root("census", output, runId);
        ((ObjectNode) root.get("run")).put("engine", engine).put("format", format);
    }

    /** The counters, and the rows the file holds. */
    public CensusStats counts(Map<String, Long> counts, long droppedMissing, long rowsWritten) {
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
        return this;
    }

    /** Missing values per column, label balance and each feature's mean by label, over the valid records. */
    public CensusStats columns(CensusSchema schema, CensusStatistics stats) {
        List<String> names = new java.util.ArrayList<>(schema.features());
        names.add(schema.label());
        int labelCol = names.size() - 1;
        ArrayNode cols = root.putArray("columns");
        for (int c = 0; c < names.size(); c++) {
            ObjectNode o = cols.addObject();
            o.put("name", names.get(c));
            o.put("role", c == labelCol ? "label" : "feature");
            o.put("missing", stats.missing(c));
            o.put("present", stats.present(c));
        }
        ObjectNode label = root.putObject("label");
        label.put("name", schema.label());
        ObjectNode balance = label.putObject("counts");
        List<Integer> codes = new java.util.ArrayList<>();
        for (int v = 0; v < CensusStatistics.MAX_LABEL_CODES; v++) {
            if (stats.count(labelCol, v) > 0) {
                balance.put(Integer.toString(v), stats.count(labelCol, v));
                codes.add(v);
            }
        }
        ArrayNode byLabel = root.putArray("feature_means_by_label");
        for (int c = 0; c < labelCol; c++) {
            ObjectNode o = byLabel.addObject();
            o.put("feature", names.get(c));
            ObjectNode means = o.putObject("means");
            for (int v : codes) {
                double m = stats.meanByLabel(c, v);
                if (!Double.isNaN(m)) {
                    means.put(Integer.toString(v), m);
                }
            }
        }
        return this;
    }

    /** The missing-value policy and, when imputing, each feature's fill value. */
    public CensusStats imputation(String policy, Map<String, Float> values) {
        ObjectNode i = root.putObject("imputation");
        i.put("policy", policy);
        ObjectNode v = i.putObject("values");
        values.forEach((f, x) -> v.put(f, x));
        return this;
    }

    /** Rows per split: {@code all}, or {@code train} and {@code val}. */
    public CensusStats splits(List<String> names, List<Long> rows) {
        ObjectNode s = root.putObject("splits");
        for (int i = 0; i < names.size(); i++) {
            s.put(names.get(i), rows.get(i));
        }
        return this;
    }

    public CensusStats rejectSamples(List<RejectRecord> samples) {
        StatsJson.samples(root, samples);
        return this;
    }

    public CensusStats handOff(HandOff h) {
        root.set("hand_off", h.toJson());
        return this;
    }

    public ObjectNode toJson() {
        return root;
    }

    /** A census HDF5 file. */
    public static HandOff h5HandOff(String file, int features, String label, long rows, boolean split) {
        return new HandOff(file, String.format(Locale.ROOT, "%d features, label %s, %,d rows", features, label, rows),
                "/usr/bin/python3 examples/pytorch/check_census.py " + HandOff.local(file) + (split ? " --split train" : ""));
    }
    /** The census CSV files, read as the DP trainers read them. */
    public static HandOff csvHandOff(String file, int features, String label, long rows) {
        return new HandOff(file, String.format(Locale.ROOT,
                "%d features (columns 0-4 and 6 to n-3), label %s (column 5), %,d rows, header line first",
                features, label, rows), "pandas.read_csv(\"" + HandOff.local(file) + "\").dropna()");
    }
}

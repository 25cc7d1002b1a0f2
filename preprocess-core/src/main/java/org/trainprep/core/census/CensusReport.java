package org.trainprep.core.census;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.ReportCanvas.Format;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The census sections of {@code report.html}: lines and rows, missing values, label balance, features by label, imputation. */
final class CensusReport {

    private CensusReport() {
    }

    static void draw(ReportCanvas page) {
        JsonNode s = page.stats();
        page.heading("summary", "Lines and rows");
        page.table(new String[][]{
                {"lines read", page.stat("/summary/lines_read", Format.INT)},
                {"records", page.stat("/summary/records", Format.INT)},
                {"header lines", page.stat("/summary/header", Format.INT)},
                {"blank", page.stat("/summary/blank", Format.INT)},
                {"invalid", page.stat("/summary/invalid", Format.INT)},
                {"dropped for a missing value", page.stat("/summary/dropped_missing", Format.INT)},
                {"rows written", page.stat("/summary/rows_written", Format.INT)},
                {"format", page.stat("/run/format", Format.TEXT) + " (engine " + page.stat("/run/engine", Format.TEXT) + ")"}});

        page.heading("missing", "Missing values per column");
        JsonNode cols = s.at("/columns");
        List<String> names = new ArrayList<>();
        List<Long> missing = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < cols.size(); i++) {
            names.add(cols.get(i).path("name").asText());
            missing.add(cols.get(i).path("missing").asLong());
            rows.add(new String[]{page.stat("/columns/" + i + "/name", Format.TEXT), page.stat("/columns/" + i + "/role", Format.TEXT),
                    page.stat("/columns/" + i + "/missing", Format.INT), page.stat("/columns/" + i + "/present", Format.INT)});
        }
        page.bars("missing values per column", "Missing values (NA) per column", "column", "records",
                names, Map.of("missing", missing));
        page.grid(new String[]{"column", "role", "missing", "present"}, rows);

        page.heading("label", "Label balance");
        JsonNode balance = s.at("/label/counts");
        List<String> codes = new ArrayList<>();
        balance.fieldNames().forEachRemaining(codes::add);
        page.bars("label balance", "Label " + s.at("/label/name").asText(), "label value", "records", codes,
                Map.of("records", longs(balance, codes)));
        List<String[]> lrows = new ArrayList<>();
        for (String c : codes) {
            lrows.add(new String[]{c, page.stat("/label/counts/" + c, Format.INT)});
        }
        page.grid(new String[]{"value of " + s.at("/label/name").asText(), "records"}, lrows);

        page.heading("by-label", "Features by label");
        byLabel(page, s, codes);

        page.heading("imputation", "Missing-value policy and split");
        List<String[]> irows = new ArrayList<>();
        irows.add(new String[]{"policy", page.stat("/imputation/policy", Format.TEXT)});
        for (Iterator<String> it = s.at("/imputation/values").fieldNames(); it.hasNext(); ) {
            String f = it.next();
            irows.add(new String[]{"fill value of " + f, page.stat("/imputation/values/" + ReportCanvas.step(f), Format.DEC)});
        }
        for (Iterator<String> it = s.at("/splits").fieldNames(); it.hasNext(); ) {
            String g = it.next();
            irows.add(new String[]{"rows in " + g, page.stat("/splits/" + ReportCanvas.step(g), Format.INT)});
        }
        page.table(irows.toArray(new String[0][]));
    }

    private static void byLabel(ReportCanvas page, JsonNode s, List<String> codes) {
        String label = s.at("/label/name").asText();
        JsonNode byLabel = s.at("/feature_means_by_label");
        List<String> features = new ArrayList<>();
        List<List<Double>> perCode = new ArrayList<>();
        codes.forEach(c -> perCode.add(new ArrayList<>()));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < byLabel.size(); i++) {
            features.add(byLabel.get(i).path("feature").asText());
            String[] row = new String[codes.size() + 1];
            row[0] = page.stat("/feature_means_by_label/" + i + "/feature", Format.TEXT);
            for (int j = 0; j < codes.size(); j++) {
                JsonNode m = byLabel.get(i).path("means").path(codes.get(j));
                perCode.get(j).add(m.isMissingNode() ? 0.0 : m.asDouble());
                row[j + 1] = m.isMissingNode() ? "" : page.stat("/feature_means_by_label/" + i + "/means/" + codes.get(j), Format.DEC);
            }
            rows.add(row);
        }
        Map<String, List<? extends Number>> series = new LinkedHashMap<>();
        String[] header = new String[codes.size() + 1];
        header[0] = "feature";
        for (int j = 0; j < codes.size(); j++) {
            series.put(label + " = " + codes.get(j), perCode.get(j));
            header[j + 1] = "mean where " + label + " = " + codes.get(j);
        }
        page.bars("mean of each feature by label", "Mean of each feature by label (share of 1s for 0/1 features)",
                "feature", "mean", features, series);
        page.grid(header, rows);
    }

    private static List<Long> longs(JsonNode obj, List<String> keys) {
        List<Long> out = new ArrayList<>();
        for (String k : keys) {
            out.add(obj.path(k).asLong());
        }
        return out;
    }
}

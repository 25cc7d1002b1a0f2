package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.trainprep.report.Html.Format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code report.html} from a run's {@code stats.json}: one page, its charts embedded as PNG data
 * URIs and its style inline, so it opens from disk or an object store's link with no network.
 * Every figure carries the {@code stats.json} pointer it shows ({@link Html#stat}).
 */
public final class ReportPage {

    public static final String FILE_NAME = "report.html";
    public static final String STATS_FILE = "stats.json";

    private static final String STYLE = """
            body{font-family:DejaVu Sans,Helvetica,Arial,sans-serif;max-width:820px;margin:2em auto;color:#222}
            h1{font-size:1.5em}h2{font-size:1.15em;border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.8em}
            table{border-collapse:collapse;margin:.6em 0}th,td{padding:.2em .7em;border-bottom:1px solid #eee;text-align:left}
            td span[data-format=int],td span[data-format=pct],td span[data-format=dec]{font-variant-numeric:tabular-nums}
            code,pre{background:#f4f4f4;padding:.1em .3em}pre{white-space:pre-wrap;word-break:break-all;font-size:.85em}
            img.chart{display:block;max-width:100%;border:1px solid #eee;margin:.6em 0}.broken{color:#c0392b}
            """;

    /** Marks the body with the images loaded and broken, and flags a broken one on the page. */
    private static final String SCRIPT = """
            window.addEventListener('load', function () {
              var imgs = Array.prototype.slice.call(document.images);
              var broken = imgs.filter(function (i) { return !(i.complete && i.naturalWidth > 0); });
              document.body.setAttribute('data-images', imgs.length);
              document.body.setAttribute('data-broken-images', broken.length);
              broken.forEach(function (i) { i.insertAdjacentHTML('afterend', '<p class="broken">chart failed to load</p>'); });
            });
            """;

    private ReportPage() {
    }

    /** {@code stats.json}'s bytes, then the page drawn from them: the two files a run publishes, in that order. */
    public static Map<String, byte[]> files(JsonNode stats) throws IOException {
        byte[] json = new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(stats);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(STATS_FILE, json);
        files.put(FILE_NAME, render(json));
        return files;
    }

    /** The page for {@code stats.json}'s bytes. */
    public static byte[] render(byte[] statsJson) throws IOException {
        return render(new ObjectMapper().readTree(statsJson)).getBytes(StandardCharsets.UTF_8);
    }

    public static String render(JsonNode stats) {
        String kind = stats.path("kind").asText();
        Html h = new Html(stats);
        String title = switch (kind) {
            case "reviews" -> {
                reviews(h, stats);
                yield "reviews";
            }
            case "census" -> {
                census(h, stats);
                yield "census";
            }
            default -> throw new IllegalArgumentException("stats.json of an unknown kind '" + kind + "'");
        };
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>trainprep " + title + " report: "
                + Html.esc(stats.at("/run/output").asText()) + "</title><style>" + STYLE + "</style></head>\n"
                + "<body data-kind=\"" + Html.esc(kind) + "\">\n<h1>trainprep " + title + " report</h1>\n"
                + "<p>Output <code>" + h.stat("/run/output", Format.TEXT) + "</code>, run <code>"
                + h.stat("/run/run_id", Format.TEXT) + "</code>, " + h.stat("/run/created_by", Format.TEXT) + ".</p>\n"
                + h.body() + "<script>" + SCRIPT + "</script>\n</body></html>\n";
    }

    private static void reviews(Html h, JsonNode s) {
        h.h2("summary", "Lines and rows");
        h.table(new String[][]{
                {"lines read", h.stat("/summary/lines_read", Format.INT)},
                {"valid", h.stat("/summary/valid", Format.INT)},
                {"invalid", h.stat("/summary/invalid", Format.INT)},
                {"blank", h.stat("/summary/blank", Format.INT)},
                {"empty after cleaning", h.stat("/summary/empty_after_cleaning", Format.INT)},
                {"distinct texts", h.stat("/summary/distinct_texts", Format.INT)},
                {"rows written", h.stat("/summary/rows_written", Format.INT)}});

        h.h2("ratings", "Ratings before and after deduplication");
        List<String> ratings = List.of("1", "2", "3", "4", "5");
        Map<String, List<? extends Number>> series = new LinkedHashMap<>();
        series.put("kept records", longs(s.at("/ratings/before_dedup"), ratings));
        series.put("distinct texts (mode rating)", longs(s.at("/ratings/after_dedup"), ratings));
        h.img("ratings before and after deduplication", Charts.bars("Ratings", "rating", "reviews", ratings, series));
        List<String[]> rows = new ArrayList<>();
        for (String r : ratings) {
            rows.add(new String[]{r, h.stat("/ratings/before_dedup/" + r, Format.INT),
                    h.stat("/ratings/after_dedup/" + r, Format.INT)});
        }
        h.grid(new String[]{"rating", "kept records", "distinct texts"}, rows);
        h.p("Labels are stored as " + h.stat("/run/labels", Format.TEXT)
                + " (five-class: the rating 1..5; binary: 1 for ratings 4 and 5, else 0).");

        h.h2("duplicates", "Duplicates");
        h.table(new String[][]{
                {"records kept", h.stat("/duplicates/records_kept", Format.INT)},
                {"distinct texts", h.stat("/duplicates/distinct_texts", Format.INT)},
                {"copies removed", h.stat("/duplicates/copies_removed", Format.INT)},
                {"texts seen more than once", h.stat("/duplicates/duplicate_groups", Format.INT)},
                {"of which with disagreeing ratings", h.stat("/duplicates/disagreeing_groups", Format.INT)},
                {"copies whose rating is not the mode", h.stat("/duplicates/copies_off_mode", Format.INT)}});
        h.p("A text seen more than once is kept once, rated by the mode of its copies' ratings (ties to the lowest).");

        h.h2("tokens", "Tokens per review");
        JsonNode buckets = s.at("/tokens/buckets");
        int width = s.at("/tokens/bucket_width").asInt();
        int seqLen = s.at("/tokens/seq_len").asInt();
        double[] starts = new double[buckets.size() + 1];
        double[] counts = new double[buckets.size() + 1];
        for (int b = 0; b < buckets.size(); b++) {
            starts[b] = (double) b * width;
            counts[b] = buckets.get(b).asDouble();
        }
        starts[buckets.size()] = (double) buckets.size() * width;
        counts[buckets.size()] = counts[buckets.size() - 1];
        String cutShare = Format.PCT.format(s.at("/tokens/cut_share"));
        h.img("tokens per review before the seq-len cut", Charts.histogram("Tokens per review (before the cut)",
                "tokens (buckets of " + width + "; the last holds all from " + (buckets.size() - 1) * width + ")",
                "distinct texts", starts, counts, seqLen, "seq_len " + seqLen + ": " + cutShare + " of tokens cut"));
        h.table(new String[][]{
                {"seq_len", h.stat("/tokens/seq_len", Format.INT)},
                {"tokens (distinct texts)", h.stat("/tokens/total", Format.INT)},
                {"kept in rows", h.stat("/tokens/kept", Format.INT)},
                {"cut by seq_len", h.stat("/tokens/cut", Format.INT) + " (" + h.stat("/tokens/cut_share", Format.PCT) + ")"},
                {"rows cut", h.stat("/tokens/rows_cut", Format.INT)},
                {"unknown words in rows (OOV)", h.stat("/tokens/unknown_kept", Format.INT) + " ("
                        + h.stat("/tokens/oov_rate", Format.PCT) + " of kept tokens)"}});

        h.h2("vocabulary", "Vocabulary");
        h.table(new String[][]{
                {"words", h.stat("/vocabulary/words", Format.INT)},
                {"n_vocab (ids 0..n_vocab-1)", h.stat("/vocabulary/n_vocab", Format.INT)},
                {"supplied with --vocab", h.stat("/vocabulary/supplied", Format.TEXT)}});
        JsonNode curve = s.at("/vocabulary/coverage");
        if (curve.isArray() && curve.size() > 0) {
            double[] ks = new double[curve.size()];
            double[] shares = new double[curve.size()];
            for (int i = 0; i < curve.size(); i++) {
                ks[i] = curve.get(i).path("k").asDouble();
                shares[i] = 100 * curve.get(i).path("share").asDouble();
            }
            long k = s.at("/vocabulary/words").asLong();
            h.img("vocabulary coverage as K grows", Charts.logCurve("Share of tokens covered by the top K words",
                    "K (log scale)", "% of tokens", ks, shares, k,
                    "K = " + String.format(Locale.ROOT, "%,d", k) + ": " + Format.PCT.format(s.at("/vocabulary/coverage_at_k"))));
            h.table(new String[][]{
                    {"distinct words", h.stat("/vocabulary/distinct_words", Format.INT)},
                    {"tokens counted", h.stat("/vocabulary/tokens_counted", Format.INT)},
                    {"covered by the chosen K", h.stat("/vocabulary/coverage_at_k", Format.PCT)}});
            h.p("Counted over the distinct texts, before the seq_len cut: the counts the vocabulary was chosen from.");
        }
        JsonNode top = s.at("/vocabulary/top_words");
        if (top.size() > 0) {
            List<String[]> tw = new ArrayList<>();
            for (int i = 0; i < top.size(); i++) {
                tw.add(new String[]{Integer.toString(i + 1), h.stat("/vocabulary/top_words/" + i + "/word", Format.TEXT),
                        h.stat("/vocabulary/top_words/" + i + "/count", Format.INT)});
            }
            h.grid(new String[]{"rank", "word", "count"}, tw);
        }
        rejects(h, s);
        handOff(h, s);
    }

    private static void census(Html h, JsonNode s) {
        h.h2("summary", "Lines and rows");
        h.table(new String[][]{
                {"lines read", h.stat("/summary/lines_read", Format.INT)},
                {"records", h.stat("/summary/records", Format.INT)},
                {"header lines", h.stat("/summary/header", Format.INT)},
                {"blank", h.stat("/summary/blank", Format.INT)},
                {"invalid", h.stat("/summary/invalid", Format.INT)},
                {"dropped for a missing value", h.stat("/summary/dropped_missing", Format.INT)},
                {"rows written", h.stat("/summary/rows_written", Format.INT)},
                {"format", h.stat("/run/format", Format.TEXT) + " (engine " + h.stat("/run/engine", Format.TEXT) + ")"}});

        h.h2("missing", "Missing values per column");
        JsonNode cols = s.at("/columns");
        List<String> names = new ArrayList<>();
        List<Long> missing = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < cols.size(); i++) {
            names.add(cols.get(i).path("name").asText());
            missing.add(cols.get(i).path("missing").asLong());
            rows.add(new String[]{h.stat("/columns/" + i + "/name", Format.TEXT), h.stat("/columns/" + i + "/role", Format.TEXT),
                    h.stat("/columns/" + i + "/missing", Format.INT), h.stat("/columns/" + i + "/present", Format.INT)});
        }
        h.img("missing values per column", Charts.bars("Missing values (NA) per column", "column", "records",
                names, Map.of("missing", missing)));
        h.grid(new String[]{"column", "role", "missing", "present"}, rows);

        h.h2("label", "Label balance");
        JsonNode balance = s.at("/label/counts");
        List<String> codes = new ArrayList<>();
        balance.fieldNames().forEachRemaining(codes::add);
        h.img("label balance", Charts.bars("Label " + s.at("/label/name").asText(), "label value", "records", codes,
                Map.of("records", longs(balance, codes))));
        List<String[]> lrows = new ArrayList<>();
        for (String c : codes) {
            lrows.add(new String[]{c, h.stat("/label/counts/" + c, Format.INT)});
        }
        h.grid(new String[]{"value of " + s.at("/label/name").asText(), "records"}, lrows);

        h.h2("by-label", "Features by label");
        byLabel(h, s, codes);

        h.h2("imputation", "Missing-value policy and split");
        List<String[]> irows = new ArrayList<>();
        irows.add(new String[]{"policy", h.stat("/imputation/policy", Format.TEXT)});
        for (Iterator<String> it = s.at("/imputation/values").fieldNames(); it.hasNext(); ) {
            String f = it.next();
            irows.add(new String[]{"fill value of " + f, h.stat("/imputation/values/" + Html.step(f), Format.DEC)});
        }
        for (Iterator<String> it = s.at("/splits").fieldNames(); it.hasNext(); ) {
            String g = it.next();
            irows.add(new String[]{"rows in " + g, h.stat("/splits/" + Html.step(g), Format.INT)});
        }
        h.table(irows.toArray(new String[0][]));
        rejects(h, s);
        handOff(h, s);
    }

    /** Each feature's mean per label value: a grouped bar chart and its table. */
    private static void byLabel(Html h, JsonNode s, List<String> codes) {
        String label = s.at("/label/name").asText();
        JsonNode byLabel = s.at("/feature_means_by_label");
        List<String> features = new ArrayList<>();
        List<List<Double>> perCode = new ArrayList<>();
        codes.forEach(c -> perCode.add(new ArrayList<>()));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < byLabel.size(); i++) {
            features.add(byLabel.get(i).path("feature").asText());
            String[] row = new String[codes.size() + 1];
            row[0] = h.stat("/feature_means_by_label/" + i + "/feature", Format.TEXT);
            for (int j = 0; j < codes.size(); j++) {
                JsonNode m = byLabel.get(i).path("means").path(codes.get(j));
                perCode.get(j).add(m.isMissingNode() ? 0.0 : m.asDouble());
                row[j + 1] = m.isMissingNode() ? "" : h.stat("/feature_means_by_label/" + i + "/means/" + codes.get(j), Format.DEC);
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
        h.img("mean of each feature by label", Charts.bars("Mean of each feature by label (share of 1s for 0/1 features)",
                "feature", "mean", features, series));
        h.grid(header, rows);
    }

    private static void rejects(Html h, JsonNode s) {
        h.h2("rejects", "Rejected lines");
        List<String[]> rows = new ArrayList<>();
        for (Iterator<String> it = s.at("/rejects/by_reason").fieldNames(); it.hasNext(); ) {
            String r = it.next();
            if (s.at("/rejects/by_reason/" + Html.step(r)).asLong() > 0) {
                rows.add(new String[]{Html.esc(r), h.stat("/rejects/by_reason/" + Html.step(r), Format.INT)});
            }
        }
        if (rows.isEmpty()) {
            h.p("No line was rejected.");
            return;
        }
        h.grid(new String[]{"reason", "lines"}, rows);
        JsonNode samples = s.at("/rejects/samples");
        for (Iterator<String> it = samples.fieldNames(); it.hasNext(); ) {
            String r = it.next();
            JsonNode list = samples.get(r);
            for (int i = 0; i < list.size(); i++) {
                String at = "/rejects/samples/" + Html.step(r) + "/" + i;
                h.raw("<p>" + Html.esc(r) + (list.get(i).has("field") ? " (field " + h.stat(at + "/field", Format.TEXT) + ")" : "")
                        + ", " + h.stat(at + "/file", Format.TEXT) + " at byte " + h.stat(at + "/offset", Format.INT) + ":</p>"
                        + "<pre>" + h.stat(at + "/line", Format.TEXT) + "</pre>");
            }
        }
    }

    private static void handOff(Html h, JsonNode s) {
        if (!s.has("hand_off")) {
            return;
        }
        h.h2("hand-off", "For the trainers");
        h.p("<code>" + h.stat("/hand_off/file", Format.TEXT) + "</code>: " + h.stat("/hand_off/facts", Format.TEXT));
        h.raw("<pre>" + h.stat("/hand_off/command", Format.TEXT) + "</pre>");
    }

    private static List<Long> longs(JsonNode obj, List<String> keys) {
        List<Long> out = new ArrayList<>();
        for (String k : keys) {
            out.add(obj.path(k).asLong());
        }
        return out;
    }
}

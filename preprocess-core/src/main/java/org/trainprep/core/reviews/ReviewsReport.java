package org.trainprep.core.reviews;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.ReportCanvas.Format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The reviews sections of {@code report.html}: lines and rows, ratings, duplicates, tokens, vocabulary. */
final class ReviewsReport {

    private ReviewsReport() {
    }

    static void draw(ReportCanvas page) {
        JsonNode s = page.stats();
        page.heading("summary", "Lines and rows");
        page.table(new String[][]{
                {"lines read", page.stat("/summary/lines_read", Format.INT)},
                {"valid", page.stat("/summary/valid", Format.INT)},
                {"invalid", page.stat("/summary/invalid", Format.INT)},
                {"blank", page.stat("/summary/blank", Format.INT)},
                {"empty after cleaning", page.stat("/summary/empty_after_cleaning", Format.INT)},
                {"distinct texts", page.stat("/summary/distinct_texts", Format.INT)},
                {"rows written", page.stat("/summary/rows_written", Format.INT)}});

        page.heading("ratings", "Ratings before and after deduplication");
        List<String> ratings = List.of("1", "2", "3", "4", "5");
        Map<String, List<? extends Number>> series = new LinkedHashMap<>();
        series.put("kept records", longs(s.at("/ratings/before_dedup"), ratings));
        series.put("distinct texts (mode rating)", longs(s.at("/ratings/after_dedup"), ratings));
        page.bars("ratings before and after deduplication", "Ratings", "rating", "reviews", ratings, series);
        List<String[]> rows = new ArrayList<>();
        for (String r : ratings) {
            rows.add(new String[]{r, page.stat("/ratings/before_dedup/" + r, Format.INT),
                    page.stat("/ratings/after_dedup/" + r, Format.INT)});
        }
        page.grid(new String[]{"rating", "kept records", "distinct texts"}, rows);
        page.paragraph("Labels are stored as " + page.stat("/run/labels", Format.TEXT)
                + " (five-class: the rating 1..5; binary: 1 for ratings 4 and 5, else 0).");

        page.heading("duplicates", "Duplicates");
        page.table(new String[][]{
                {"records kept", page.stat("/duplicates/records_kept", Format.INT)},
                {"distinct texts", page.stat("/duplicates/distinct_texts", Format.INT)},
                {"copies removed", page.stat("/duplicates/copies_removed", Format.INT)},
                {"texts seen more than once", page.stat("/duplicates/duplicate_groups", Format.INT)},
                {"of which with disagreeing ratings", page.stat("/duplicates/disagreeing_groups", Format.INT)},
                {"copies whose rating is not the mode", page.stat("/duplicates/copies_off_mode", Format.INT)}});
        page.paragraph("A text seen more than once is kept once, rated by the mode of its copies' ratings (ties to the lowest).");

        if (s.has("near_duplicates")) {
            nearDuplicates(page, s.get("near_duplicates"));
        }

        page.heading("tokens", "Tokens per review");
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
        page.histogram("tokens per review before the seq-len cut", "Tokens per review (before the cut)",
                "tokens (buckets of " + width + "; the last holds all from " + (buckets.size() - 1) * width + ")",
                "distinct texts", starts, counts, seqLen, "seq_len " + seqLen + ": " + cutShare + " of tokens cut");
        page.table(new String[][]{
                {"seq_len", page.stat("/tokens/seq_len", Format.INT)},
                {"tokens (distinct texts)", page.stat("/tokens/total", Format.INT)},
                {"kept in rows", page.stat("/tokens/kept", Format.INT)},
                {"cut by seq_len", page.stat("/tokens/cut", Format.INT) + " (" + page.stat("/tokens/cut_share", Format.PCT) + ")"},
                {"rows cut", page.stat("/tokens/rows_cut", Format.INT)},
                {"unknown words in rows (OOV)", page.stat("/tokens/unknown_kept", Format.INT) + " ("
                        + page.stat("/tokens/oov_rate", Format.PCT) + " of kept tokens)"}});

        page.heading("vocabulary", "Vocabulary");
        page.table(new String[][]{
                {"words", page.stat("/vocabulary/words", Format.INT)},
                {"n_vocab (ids 0..n_vocab-1)", page.stat("/vocabulary/n_vocab", Format.INT)},
                {"supplied with --vocab", page.stat("/vocabulary/supplied", Format.TEXT)}});
        JsonNode curve = s.at("/vocabulary/coverage");
        if (curve.isArray() && curve.size() > 0) {
            double[] ks = new double[curve.size()];
            double[] shares = new double[curve.size()];
            for (int i = 0; i < curve.size(); i++) {
                ks[i] = curve.get(i).path("k").asDouble();
                shares[i] = 100 * curve.get(i).path("share").asDouble();
            }
            long k = s.at("/vocabulary/words").asLong();
            page.logCurve("vocabulary coverage as K grows", "Share of tokens covered by the top K words",
                    "K (log scale)", "% of tokens", ks, shares, k,
                    "K = " + String.format(Locale.ROOT, "%,d", k) + ": " + Format.PCT.format(s.at("/vocabulary/coverage_at_k")));
            page.table(new String[][]{
                    {"distinct words", page.stat("/vocabulary/distinct_words", Format.INT)},
                    {"tokens counted", page.stat("/vocabulary/tokens_counted", Format.INT)},
                    {"covered by the chosen K", page.stat("/vocabulary/coverage_at_k", Format.PCT)}});
            page.paragraph("Counted over the distinct texts, before the seq_len cut: the counts the vocabulary was chosen from.");
        }
        JsonNode top = s.at("/vocabulary/top_words");
        if (top.size() > 0) {
            List<String[]> tw = new ArrayList<>();
            for (int i = 0; i < top.size(); i++) {
                tw.add(new String[]{Integer.toString(i + 1), page.stat("/vocabulary/top_words/" + i + "/word", Format.TEXT),
                        page.stat("/vocabulary/top_words/" + i + "/count", Format.INT)});
            }
            page.grid(new String[]{"rank", "word", "count"}, tw);
        }
    }

    private static void nearDuplicates(ReportCanvas page, JsonNode n) {
        page.heading("near-duplicates", "Near-duplicates");
        page.table(new String[][]{
                {"threshold (estimated Jaccard of word shingles)", page.stat("/near_duplicates/threshold", Format.TEXT)},
                {"shingle words, bands x rows", page.stat("/near_duplicates/shingle_words", Format.INT) + ", "
                        + page.stat("/near_duplicates/bands", Format.INT) + " x " + page.stat("/near_duplicates/rows", Format.INT)},
                {"candidate pairs (sharing a band)", page.stat("/near_duplicates/candidate_pairs", Format.INT)},
                {"confirmed pairs", page.stat("/near_duplicates/confirmed_pairs", Format.INT)},
                {"clusters", page.stat("/near_duplicates/clusters", Format.INT)},
                {"texts removed", page.stat("/near_duplicates/removed", Format.INT)},
                {"connected-component rounds", page.stat("/near_duplicates/component_rounds", Format.INT)}});
        JsonNode sizes = n.path("clusters_by_size");
        if (sizes.size() > 0) {
            List<String> classes = new ArrayList<>();
            sizes.fieldNames().forEachRemaining(classes::add);
            Map<String, List<? extends Number>> series = new LinkedHashMap<>();
            series.put("clusters", longs(sizes, classes));
            page.bars("near-duplicate clusters by size", "Clusters by size", "texts in the cluster", "clusters", classes,
                    series);
        }
        JsonNode examples = n.path("examples");
        if (examples.size() > 0) {
            List<String[]> rows = new ArrayList<>();
            for (int i = 0; i < examples.size(); i++) {
                String at = "/near_duplicates/examples/" + i;
                // whole: each span equals the stats.json text it names (a cut one ended inside its own markup)
                rows.add(new String[]{page.stat(at + "/kept_text", Format.TEXT),
                        page.stat(at + "/removed_text", Format.TEXT), page.stat(at + "/similarity", Format.TEXT)});
            }
            page.grid(new String[]{"kept (earliest)", "removed", "similarity"}, rows);
        }
        page.paragraph("Each removal is listed with both texts' input positions in " + page.stat("/near_duplicates/list",
                Format.TEXT) + "; the kept text is rated by the mode of every copy in its cluster.");
    }

    private static List<Long> longs(JsonNode obj, List<String> keys) {
        List<Long> out = new ArrayList<>();
        for (String k : keys) {
            out.add(obj.path(k).asLong());
        }
        return out;
    }
}

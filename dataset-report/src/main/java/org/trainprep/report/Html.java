package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;

import org.trainprep.core.dataset.ReportCanvas;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page's body as a {@link ReportCanvas}: each figure is written with the JSON pointer it came
 * from ({@code data-stat}) and how it was formatted ({@code data-format}), so a test can check every
 * figure shown against {@code stats.json}; charts are PNG data URIs ({@link Charts}).
 */
final class Html implements ReportCanvas {

    private final JsonNode root;
    private final StringBuilder out = new StringBuilder();

    Html(JsonNode root) {
        this.root = root;
    }

    @Override
    public JsonNode stats() {
        return root;
    }

    @Override
    public String stat(String pointer, Format f) {
        JsonNode v = root.at(pointer);
        if (v.isMissingNode()) {
            throw new IllegalArgumentException("stats.json has no " + pointer);
        }
        return "<span data-stat=\"" + esc(pointer) + "\" data-format=\"" + f.name().toLowerCase(Locale.ROOT) + "\">"
                + esc(f.format(v)) + "</span>";
    }

    void raw(String html) {
        out.append(html).append('\n');
    }

    @Override
    public void heading(String id, String title) {
        raw("<h2 id=\"" + id + "\">" + esc(title) + "</h2>");
    }

    @Override
    public void paragraph(String html) {
        raw("<p>" + html + "</p>");
    }

    @Override
    public void preformatted(String html) {
        raw("<pre>" + html + "</pre>");
    }

    @Override
    public String escape(String text) {
        return esc(text);
    }

    private void img(String alt, String dataUri) {
        raw("<img class=\"chart\" alt=\"" + esc(alt) + "\" src=\"" + dataUri + "\">");
    }

    @Override
    public void bars(String alt, String title, String xTitle, String yTitle, List<String> categories,
                     Map<String, List<? extends Number>> series) {
        // the chart library refuses an empty axis, and a page with nothing to draw is still a page
        if (categories.isEmpty() || series.isEmpty()) {
            raw("<p class=\"empty-chart\">" + esc(title) + ": nothing to draw (no " + esc(categories.isEmpty() ? xTitle
                    : "series") + ").</p>");
            return;
        }
        img(alt, Charts.bars(title, xTitle, yTitle, categories, series));
    }

    @Override
    public void histogram(String alt, String title, String xTitle, String yTitle, double[] starts, double[] counts,
                          double markAt, String markLabel) {
        img(alt, Charts.histogram(title, xTitle, yTitle, starts, counts, markAt, markLabel));
    }

    @Override
    public void logCurve(String alt, String title, String xTitle, String yTitle, double[] xs, double[] ys,
                         double markAt, String markLabel) {
        img(alt, Charts.logCurve(title, xTitle, yTitle, xs, ys, markAt, markLabel));
    }

    /** A two-column table: label, figure (already HTML). */
    @Override
    public void table(String[][] rows) {
        StringBuilder t = new StringBuilder("<table>");
        for (String[] r : rows) {
            t.append("<tr><th>").append(esc(r[0])).append("</th>");
            for (int i = 1; i < r.length; i++) {
                t.append("<td>").append(r[i]).append("</td>");
            }
            t.append("</tr>");
        }
        raw(t.append("</table>").toString());
    }

    /** A table with a header row; cells already HTML. */
    @Override
    public void grid(String[] header, List<String[]> rows) {
        StringBuilder t = new StringBuilder("<table><tr>");
        for (String h : header) {
            t.append("<th>").append(esc(h)).append("</th>");
        }
        t.append("</tr>");
        for (String[] r : rows) {
            t.append("<tr>");
            for (String c : r) {
                t.append("<td>").append(c).append("</td>");
            }
            t.append("</tr>");
        }
        raw(t.append("</table>").toString());
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    String body() {
        return out.toString();
    }
}

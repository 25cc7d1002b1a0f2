package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Locale;

/**
 * The page's figures: each is written with the JSON pointer it came from ({@code data-stat}) and
 * how it was formatted ({@code data-format}), so a test can check every figure shown against
 * {@code stats.json}.
 */
final class Html {

    /** How a figure is shown. */
    enum Format {
        /** a count, with thousands separators */
        INT,
        /** a share 0..1, as a percentage with two decimals */
        PCT,
        /** a real number, three decimals */
        DEC,
        TEXT;

        String format(JsonNode v) {
            return switch (this) {
                case INT -> String.format(Locale.ROOT, "%,d", v.asLong());
                case PCT -> String.format(Locale.ROOT, "%.2f%%", 100 * v.asDouble());
                case DEC -> String.format(Locale.ROOT, "%.3f", v.asDouble());
                case TEXT -> v.asText();
            };
        }
    }

    private final JsonNode root;
    private final StringBuilder out = new StringBuilder();

    Html(JsonNode root) {
        this.root = root;
    }

    /** A figure from {@code stats.json} at {@code pointer}. */
    String stat(String pointer, Format f) {
        JsonNode v = root.at(pointer);
        if (v.isMissingNode()) {
            throw new IllegalArgumentException("stats.json has no " + pointer);
        }
        return "<span data-stat=\"" + esc(pointer) + "\" data-format=\"" + f.name().toLowerCase(Locale.ROOT) + "\">"
                + esc(f.format(v)) + "</span>";
    }

    Html raw(String html) {
        out.append(html).append('\n');
        return this;
    }

    Html h2(String id, String title) {
        return raw("<h2 id=\"" + id + "\">" + esc(title) + "</h2>");
    }

    Html p(String html) {
        return raw("<p>" + html + "</p>");
    }

    Html img(String alt, String dataUri) {
        return raw("<img class=\"chart\" alt=\"" + esc(alt) + "\" src=\"" + dataUri + "\">");
    }

    /** A two-column table: label, figure (already HTML). */
    Html table(String[][] rows) {
        StringBuilder t = new StringBuilder("<table>");
        for (String[] r : rows) {
            t.append("<tr><th>").append(esc(r[0])).append("</th>");
            for (int i = 1; i < r.length; i++) {
                t.append("<td>").append(r[i]).append("</td>");
            }
            t.append("</tr>");
        }
        return raw(t.append("</table>").toString());
    }

    /** A table with a header row; cells already HTML. */
    Html grid(String[] header, java.util.List<String[]> rows) {
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
        return raw(t.append("</table>").toString());
    }

    /** {@code key} as one JSON pointer step (RFC 6901: {@code ~} and {@code /} escaped). */
    static String step(String key) {
        return key.replace("~", "~0").replace("/", "~1");
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

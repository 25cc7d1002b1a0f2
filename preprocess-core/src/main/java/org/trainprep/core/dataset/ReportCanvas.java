package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a dataset type draws its report sections on: headings, tables of figures taken from
 * {@code stats.json} by JSON pointer (each shown with its pointer, so a test can check it), and
 * charts. {@code dataset-report} renders it as a self-contained page; the type never sees HTML
 * or a chart library.
 */
public interface ReportCanvas {

    /** How a figure is shown. */
    enum Format {
        /** a count, with thousands separators */
        INT,
        /** a share 0..1, as a percentage with two decimals */
        PCT,
        /** a real number, three decimals */
        DEC,
        TEXT;

        public String format(JsonNode v) {
            return switch (this) {
                case INT -> String.format(Locale.ROOT, "%,d", v.asLong());
                case PCT -> String.format(Locale.ROOT, "%.2f%%", 100 * v.asDouble());
                case DEC -> String.format(Locale.ROOT, "%.3f", v.asDouble());
                case TEXT -> v.asText();
            };
        }
    }

    /** The whole {@code stats.json}. */
    JsonNode stats();

    /** The figure at {@code pointer}, as markup to place in a cell or paragraph. */
    String stat(String pointer, Format format);

    /** A section heading, {@code id} its anchor. */
    void heading(String id, String title);

    /** A paragraph of markup (figures from {@link #stat}, text through {@link #escape}). */
    void paragraph(String markup);

    /** A two-column table: label, figure. */
    void table(String[][] rows);

    /** A table with a header row. */
    void grid(String[] header, List<String[]> rows);

    /** A grouped bar chart: one bar per series and category. */
    void bars(String alt, String title, String xTitle, String yTitle, List<String> categories,
              Map<String, List<? extends Number>> series);

    /** A step histogram with a marked cut. */
    void histogram(String alt, String title, String xTitle, String yTitle, double[] starts, double[] counts,
                   double markAt, String markLabel);

    /** A curve on a logarithmic x axis with a marked point. */
    void logCurve(String alt, String title, String xTitle, String yTitle, double[] xs, double[] ys, double markAt,
                  String markLabel);

    /** A preformatted block of markup. */
    void preformatted(String markup);

    /** Text made safe to place in markup. */
    String escape(String text);

    /** {@code key} as one JSON pointer step (RFC 6901: {@code ~} and {@code /} escaped). */
    static String step(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}

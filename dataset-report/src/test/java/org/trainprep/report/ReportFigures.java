package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reads a report page back: every figure is a {@code <span data-stat="POINTER" data-format="F">}
 * whose text must be {@code stats.json} at that pointer in that format, and the body says how many
 * charts it has. Shared with the tests that open the page in a browser.
 */
public final class ReportFigures {

    private static final Pattern STAT = Pattern.compile(
            "<span data-stat=\"([^\"]*)\" data-format=\"([a-z]+)\">(.*?)</span>", Pattern.DOTALL);
    private static final Pattern BODY = Pattern.compile("<body([^>]*)>");

    private ReportFigures() {
    }

    /** Checks every figure of {@code html} against {@code stats}; returns how many there were. */
    public static int checkAll(String html, JsonNode stats) {
        Matcher m = STAT.matcher(html);
        int figures = 0;
        while (m.find()) {
            JsonNode v = stats.at(m.group(1));
            assertThat(v.isMissingNode()).as(m.group(1)).isFalse();
            assertThat(unescape(m.group(3))).as(m.group(1)).isEqualTo(format(v, m.group(2)));
            figures++;
        }
        return figures;
    }

    /** An attribute of the page's {@code <body>}. */
    public static String bodyAttribute(String html, String name) {
        Matcher body = BODY.matcher(html);
        assertThat(body.find()).as("<body> in the page").isTrue();
        Matcher m = Pattern.compile(name + "=\"([^\"]*)\"").matcher(body.group(1));
        assertThat(m.find()).as(name + " on <body" + body.group(1) + ">").isTrue();
        return m.group(1);
    }

    public static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String format(JsonNode v, String format) {
        return switch (format) {
            case "int" -> String.format(Locale.ROOT, "%,d", v.asLong());
            case "pct" -> String.format(Locale.ROOT, "%.2f%%", 100 * v.asDouble());
            case "dec" -> String.format(Locale.ROOT, "%.3f", v.asDouble());
            default -> v.asText();
        };
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&nbsp;", "\u00a0")
                .replace("&amp;", "&");
    }
}

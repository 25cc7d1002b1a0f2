package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.ReportCanvas.Format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
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
        DatasetType type = DatasetTypes.installed().named(kind).orElseThrow(
                () -> new IllegalArgumentException("stats.json of an unknown kind '" + kind + "'"));
        String title = type.name();
        type.report(h);
        rejects(h, stats);
        handOff(h, stats);
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>trainprep " + title + " report: "
                + Html.esc(stats.at("/run/output").asText()) + "</title><style>" + STYLE + "</style></head>\n"
                + "<body data-kind=\"" + Html.esc(kind) + "\">\n<h1>trainprep " + title + " report</h1>\n"
                + "<p>Output <code>" + h.stat("/run/output", Format.TEXT) + "</code>, run <code>"
                + h.stat("/run/run_id", Format.TEXT) + "</code>, " + h.stat("/run/created_by", Format.TEXT) + ".</p>\n"
                + h.body() + "<script>" + SCRIPT + "</script>\n</body></html>\n";
    }

    private static void rejects(Html h, JsonNode s) {
        h.heading("rejects", "Rejected lines");
        List<String[]> rows = new ArrayList<>();
        for (Iterator<String> it = s.at("/rejects/by_reason").fieldNames(); it.hasNext(); ) {
            String r = it.next();
            if (s.at("/rejects/by_reason/" + ReportCanvas.step(r)).asLong() > 0) {
                rows.add(new String[]{Html.esc(r), h.stat("/rejects/by_reason/" + ReportCanvas.step(r), Format.INT)});
            }
        }
        if (rows.isEmpty()) {
            h.paragraph("No line was rejected.");
            return;
        }
        h.grid(new String[]{"reason", "lines"}, rows);
        JsonNode samples = s.at("/rejects/samples");
        for (Iterator<String> it = samples.fieldNames(); it.hasNext(); ) {
            String r = it.next();
            JsonNode list = samples.get(r);
            for (int i = 0; i < list.size(); i++) {
                String at = "/rejects/samples/" + ReportCanvas.step(r) + "/" + i;
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
        h.heading("hand-off", "For the trainers");
        h.paragraph("<code>" + h.stat("/hand_off/file", Format.TEXT) + "</code>: " + h.stat("/hand_off/facts", Format.TEXT));
        h.raw("<pre>" + h.stat("/hand_off/command", Format.TEXT) + "</pre>");
    }

}

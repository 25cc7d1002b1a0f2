package org.trainprep.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The page drawn from a finished run's {@code stats.json} (fixtures kept from a reviews run on the
 * bundled sample and a census run on the real Fulton extract): every figure on it is the statistic
 * it names, every chart is inside the page, drawing is repeatable, and a kind no type registered
 * is refused. The browser's view of the same pages is {@code DatasetReportIT}'s.
 */
class ReportPageTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern IMG_SRC = Pattern.compile("<img [^>]*src=\"([^\"]{0,40})");

    private static JsonNode fixture(String name) throws IOException {
        try (InputStream in = ReportPageTest.class.getResourceAsStream("/stats/" + name)) {
            return JSON.readTree(in);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"reviews-sample.json", "census-fulton.json"})
    void everyFigureIsTheStatisticItNamesAndEveryChartIsInsideThePage(String name) throws IOException {
        JsonNode stats = fixture(name);
        String html = ReportPage.render(stats);

        assertThat(ReportFigures.checkAll(html, stats)).as("figures checked").isGreaterThan(20);
        assertThat(html).contains("data-kind=\"" + stats.path("kind").asText() + "\"")
                .contains("<h1>trainprep " + stats.path("kind").asText() + " report</h1>");
        int images = ReportFigures.count(html, "<img ");
        assertThat(images).as("charts").isGreaterThanOrEqualTo(3);
        Matcher src = IMG_SRC.matcher(html);
        while (src.find()) {
            assertThat(src.group(1)).as("a chart the page carries, not a link").startsWith("data:image/png;base64,");
        }
        // self-contained: nothing is fetched when the page is opened (a cluster's output is read offline)
        assertThat(html).doesNotContain("http://").doesNotContain("https://");
        // the hand-off a trainer follows is on the page
        assertThat(html).contains(Html.esc(stats.at("/hand_off/command").asText()));
    }

    @Test
    void filesAreStatsThenThePageAndDrawingAgainGivesTheSameBytes() throws IOException {
        JsonNode stats = fixture("reviews-sample.json");
        Map<String, byte[]> files = ReportPage.files(stats);
        assertThat(files.keySet()).containsExactly(ReportPage.STATS_FILE, ReportPage.FILE_NAME);
        assertThat(JSON.readTree(files.get(ReportPage.STATS_FILE))).isEqualTo(stats);
        // the report command redraws the page from the published stats.json: the same bytes
        assertThat(ReportPage.render(files.get(ReportPage.STATS_FILE))).isEqualTo(files.get(ReportPage.FILE_NAME));
        assertThat(ReportPage.files(stats).get(ReportPage.FILE_NAME)).isEqualTo(files.get(ReportPage.FILE_NAME));
    }

    @Test
    void rejectedLinesAreQuotedEscapedAndARunWithoutRejectsSaysSo() throws IOException {
        ObjectNode stats = (ObjectNode) fixture("reviews-sample.json");
        ObjectNode sample = (ObjectNode) stats.at("/rejects/samples").elements().next().get(0);
        sample.put("line", "<script>alert(1)</script>");
        String html = ReportPage.render(stats);
        assertThat(html).contains("&lt;script&gt;alert(1)&lt;/script&gt;").doesNotContain("<script>alert(1)");

        ObjectNode clean = (ObjectNode) fixture("census-fulton.json");
        ObjectNode byReason = (ObjectNode) clean.at("/rejects/by_reason");
        for (var it = byReason.fieldNames(); it.hasNext(); ) {
            byReason.put(it.next(), 0);
        }
        clean.with("rejects").putObject("samples");
        assertThat(ReportPage.render(clean)).contains("No line was rejected.");
    }

    @Test
    void aCensusRunWithNoLabelValueStillDrawsAPageSayingTheChartIsEmpty() throws IOException {
        ObjectNode stats = (ObjectNode) fixture("census-fulton.json");
        ((ObjectNode) stats.at("/label")).putObject("counts");
        String html = ReportPage.render(stats);
        assertThat(html).contains("nothing to draw (no label value)");
    }

    @Test
    void aKindNoTypeRegisteredIsRefusedByName() throws IOException {
        ObjectNode stats = (ObjectNode) fixture("reviews-sample.json");
        stats.put("kind", "no-such-kind");
        assertThatThrownBy(() -> ReportPage.render(stats)).hasMessageContaining("unknown kind 'no-such-kind'");
        assertThatThrownBy(() -> ReportPage.render("{\"kind\": \"no-such-kind\"}".getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("no-such-kind");
    }
}

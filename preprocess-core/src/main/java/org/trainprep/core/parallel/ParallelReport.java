package org.trainprep.core.parallel;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.ReportCanvas.Format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The parallel-text sections of {@code report.html}: pairs kept and dropped by reason, and what BPE learned. */
final class ParallelReport {

    private ParallelReport() {
    }

    static void draw(ReportCanvas page) {
        JsonNode s = page.stats();
        page.heading("summary", "Pairs");
        page.table(new String[][]{
                {"pairs read", page.stat("/summary/lines_read", Format.INT)},
                {"pairs kept", page.stat("/summary/rows_written", Format.INT)},
                {"blank pairs", page.stat("/summary/blank", Format.INT)},
                {"dropped by the cleaning limits", page.stat("/summary/filtered", Format.INT)},
                {"invalid (not UTF-8, one side empty)", page.stat("/summary/invalid", Format.INT)},
                {"engine", page.stat("/run/engine", Format.TEXT)}});

        page.heading("dropped", "Pairs dropped, by reason");
        List<String> reasons = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        s.at("/rejects/by_reason").fieldNames().forEachRemaining(r -> {
            reasons.add(r);
            counts.add(s.at("/rejects/by_reason/" + r).asLong());
            rows.add(new String[]{r, page.stat("/rejects/by_reason/" + r, Format.INT)});
        });
        page.bars("pairs dropped by reason", "Pairs dropped, by reason", "reason", "pairs", reasons, Map.of("pairs", counts));
        page.grid(new String[]{"reason", "pairs"}, rows);

        page.heading("bpe", "Joint BPE");
        page.table(new String[][]{
                {"source / target language", page.stat("/parallel/src_lang", Format.TEXT) + " / "
                        + page.stat("/parallel/tgt_lang", Format.TEXT)},
                {"tokenized here", page.stat("/parallel/tokenize", Format.TEXT)},
                {"distinct words learned from", page.stat("/parallel/words", Format.INT)},
                {"merges asked for", page.stat("/parallel/merges_asked", Format.INT)},
                {"merges learned", page.stat("/parallel/merges_learned", Format.INT)},
                {"BPE vocabulary (tokens)", page.stat("/parallel/bpe_vocabulary", Format.INT)},
                {"source tokens after BPE", page.stat("/parallel/src_tokens", Format.INT)},
                {"target tokens after BPE", page.stat("/parallel/tgt_tokens", Format.INT)}});
    }
}

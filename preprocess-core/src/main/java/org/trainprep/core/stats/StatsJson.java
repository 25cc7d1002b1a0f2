package org.trainprep.core.stats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.ProjectInfo;
import org.trainprep.core.rejects.RejectRecord;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The parts of {@code stats.json} every kind of run shares: its root, the {@code run} section, reject samples. */
public final class StatsJson {

    /** Rejected lines quoted per reason. */
    public static final int SAMPLES_PER_REASON = 3;
    /** Characters of a rejected line quoted. */
    static final int SAMPLE_CHARS = 300;

    private StatsJson() {
    }

    /** A root of {@code kind} with its {@code run} section, which the caller completes. */
    public static ObjectNode root(String kind, String output, String runId) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("kind", kind);
        ObjectNode run = root.putObject("run");
        run.put("output", output);
        run.put("run_id", runId);
        run.put("created_by", ProjectInfo.createdBy());
        return root;
    }

    /** {@code rejects.samples}: up to {@link #SAMPLES_PER_REASON} lines per reason, in the order given. */
    public static void samples(ObjectNode root, List<RejectRecord> samples) {
        ObjectNode rejects = root.has("rejects") ? (ObjectNode) root.get("rejects") : root.putObject("rejects");
        Map<String, ArrayNode> byReason = new LinkedHashMap<>();
        ObjectNode s = rejects.putObject("samples");
        for (RejectRecord r : samples) {
            ArrayNode a = byReason.computeIfAbsent(r.reason(), s::putArray);
            if (a.size() < SAMPLES_PER_REASON) {
                ObjectNode o = a.addObject();
                o.put("file", r.file());
                o.put("offset", r.offset());
                if (r.field() != null) {
                    o.put("field", r.field());
                }
                String line = r.lineForDisplay();
                o.put("line", line.length() <= SAMPLE_CHARS ? line : line.substring(0, SAMPLE_CHARS) + "...");
            }
        }
    }
}

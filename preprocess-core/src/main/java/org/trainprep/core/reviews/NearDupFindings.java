package org.trainprep.core.reviews;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.core.stage.PassResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What near-duplicate removal found: candidate and confirmed pairs, clusters and the texts
 * removed, clusters by size, the rounds connected components took, and a few pairs side by side.
 *
 * @param sizes    clusters by size class ({@code 2}, {@code 3-4}, {@code 5-8}, ...), ascending
 * @param examples the pairs shown: the earliest kept texts
 * @param files    the files of {@code _near_duplicates/} by their name in the output
 */
public record NearDupFindings(NearDupSettings settings, long candidatePairs, long confirmedPairs, long clusters,
                              long removed, int rounds, Map<String, Long> sizes, List<Example> examples,
                              Map<String, ListFile> files) {

    /** The manifest's key of the {@code _near_duplicates/} files. */
    public static final String MANIFEST_KEY = "near_duplicates";

    /** A file of the list: what the manifest says of it, for {@code verify}. */
    public record ListFile(long bytes, String sha256, long lines) {
    }

    /**
     * A removed text beside the kept one of its cluster.
     *
     * @param removedAt  its position, as JSON ({@code {"file", "offset"}})
     * @param similarity the signatures' estimate of their Jaccard similarity
     */
    public record Example(String removedAt, String removedText, String keptAt, String keptText, double similarity) {
    }

    public NearDupFindings {
        sizes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sizes));
        examples = List.copyOf(examples);
        files = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(files));
    }

    /** The manifest's entry: each file's bytes, SHA-256 and lines. */
    public Map<String, Object> manifest() {
        Map<String, Object> m = new LinkedHashMap<>();
        files.forEach((name, f) -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("bytes", f.bytes());
            e.put("sha256", f.sha256());
            e.put("lines", f.lines());
            m.put(name, e);
        });
        return m;
    }

    static NearDupFindings of(NearDupSettings settings, List<PassResult> passes, int rounds, List<Example> examples,
                              Map<String, ListFile> files) {
        java.util.TreeMap<Long, String> bySize = new java.util.TreeMap<>();
        Map<String, Long> counts = new java.util.HashMap<>();
        for (PassResult p : passes) {
            p.counts().forEach((name, n) -> counts.merge(name, n, Long::sum));
        }
        counts.keySet().stream().filter(n -> n.startsWith(NearDuplicateRemoval.SIZE_PREFIX)).forEach(n -> {
            String size = n.substring(NearDuplicateRemoval.SIZE_PREFIX.length());
            bySize.put(Long.parseLong(size.split("-")[0]), size);
        });
        Map<String, Long> sizes = new LinkedHashMap<>();
        bySize.values().forEach(s -> sizes.put(s, counts.get(NearDuplicateRemoval.SIZE_PREFIX + s)));
        return new NearDupFindings(settings, counts.getOrDefault(NearDuplicateRemoval.CANDIDATE_PAIRS, 0L),
                counts.getOrDefault(NearDuplicateRemoval.CONFIRMED_PAIRS, 0L),
                counts.getOrDefault(NearDuplicateRemoval.CLUSTERS, 0L), counts.getOrDefault(NearDuplicateRemoval.REMOVED, 0L),
                rounds, sizes, examples, files);
    }

    /** The summary's line. */
    public String summary() {
        return String.format(Locale.ROOT, "%,d removed in %,d clusters (%,d candidate pairs, %,d confirmed; components in"
                + " %d round(s)); list in %s/", removed, clusters, candidatePairs, confirmedPairs, rounds,
                NearDuplicateRemoval.FOLDER);
    }

    /** The {@code near_duplicates} section of {@code stats.json}. */
    public void stats(ObjectNode root) {
        ObjectNode n = root.putObject("near_duplicates");
        n.put("threshold", settings.threshold()).put("shingle_words", settings.shingle()).put("bands", settings.bands())
                .put("rows", settings.rows()).put("permutations", settings.permutations())
                .put("false_positive_area", settings.falsePositiveArea())
                .put("false_negative_area", settings.falseNegativeArea())
                .put("candidate_pairs", candidatePairs).put("confirmed_pairs", confirmedPairs).put("clusters", clusters)
                .put("removed", removed).put("component_rounds", rounds).put("list", NearDuplicateRemoval.FOLDER + "/");
        ObjectNode bySize = n.putObject("clusters_by_size");
        sizes.forEach(bySize::put);
        ArrayNode ex = n.putArray("examples");
        ObjectMapper json = new ObjectMapper();
        for (Example e : examples) {
            try {
                ObjectNode o = ex.addObject();
                o.set("removed", json.readTree(e.removedAt()));
                o.put("removed_text", e.removedText());
                o.set("kept", json.readTree(e.keptAt()));
                o.put("kept_text", e.keptText());
                o.put("similarity", Math.round(e.similarity() * 10_000) / 10_000.0);
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }
    }
}

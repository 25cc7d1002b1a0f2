package org.trainprep.core.parallel;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.TextFileCheck;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.util.Sha256;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The files a parallel run publishes beside the training files (the codes {@code bpe.N}, the BPE
 * vocabulary {@code vocab.bpe.N}, whose line order is the {@code --h5} ids' numbering, and the
 * development pair), as the manifest states them ({@code side_files}: each one's {@code bytes},
 * {@code sha256} and {@code lines}) and as {@code verify} checks them: present, of that size,
 * digest and line count; the codes readable as {@code apply_bpe.py} reads them; the vocabulary one
 * token a line, each once; the two development sides as many lines.
 */
final class ParallelSideFiles {

    static final String MANIFEST_KEY = "side_files";

    private ParallelSideFiles() {
    }

    /** The manifest's entry of each file. */
    static Map<String, Object> manifest(Map<String, byte[]> files) {
        Map<String, Object> entries = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            long lines = 0;
            for (byte b : f.getValue()) {
                if (b == '\n') {
                    lines++;
                }
            }
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("bytes", (long) f.getValue().length);
            e.put("sha256", Sha256.of(f.getValue()));
            e.put("lines", lines);
            entries.put(f.getKey(), e);
        }
        return entries;
    }

    /** Adds a problem for every file named by the manifest that is missing, changed or malformed. */
    static void verify(PublishedFiles files, JsonNode m, Verification result) throws IOException {
        JsonNode entries = m.path(MANIFEST_KEY);
        Map<String, Long> lines = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entries.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            long n = TextFileCheck.check(files, e.getKey(), e.getValue(), result);
            if (n < 0) {
                continue;
            }
            lines.put(e.getKey(), n);
            if (n != e.getValue().path("lines").asLong()) {
                result.problem("lines: " + files.uri(e.getKey()) + " has " + n + " lines, the manifest says "
                        + e.getValue().path("lines").asLong());
            }
        }
        for (String name : named(m)) {
            if (!entries.has(name)) {
                result.problem("manifest: " + name + " is named by the manifest but has no entry under " + MANIFEST_KEY
                        + " (size and SHA-256), so it cannot be checked");
            }
        }
        String codes = m.path("codes").asText(null);
        if (codes != null && lines.containsKey(codes)) {
            checkCodes(files, codes, result);
        }
        String vocabulary = m.path("vocabulary").asText(null);
        if (vocabulary != null && lines.containsKey(vocabulary)) {
            checkVocabulary(files, vocabulary, result);
        }
        List<String> dev = new ArrayList<>();
        m.path("dev").forEach(d -> dev.add(d.asText()));
        if (dev.size() == 2 && lines.containsKey(dev.get(0)) && lines.containsKey(dev.get(1))
                && !lines.get(dev.get(0)).equals(lines.get(dev.get(1)))) {
            result.problem("dev: " + files.uri(dev.get(0)) + " has " + lines.get(dev.get(0)) + " lines but "
                    + files.uri(dev.get(1)) + " has " + lines.get(dev.get(1)) + ": the development pair is no longer aligned");
        }
    }

    /** The side files the manifest names: the codes, the vocabulary, the development pair. */
    private static List<String> named(JsonNode m) {
        List<String> names = new ArrayList<>();
        for (String key : new String[] {"codes", "vocabulary"}) {
            if (m.hasNonNull(key)) {
                names.add(m.get(key).asText());
            }
        }
        m.path("dev").forEach(d -> names.add(d.asText()));
        return names;
    }

    private static void checkCodes(PublishedFiles files, String name, Verification result) throws IOException {
        try (BufferedReader r = reader(files, name)) {
            BpeCodes.read(r);
        } catch (IllegalArgumentException e) {
            result.problem("codes: " + files.uri(name) + ": " + e.getMessage());
        }
    }

    private static void checkVocabulary(PublishedFiles files, String name, Verification result) throws IOException {
        Set<String> seen = new HashSet<>();
        long number = 0;
        try (BufferedReader r = reader(files, name)) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                number++;
                if (line.isEmpty() || line.indexOf(' ') >= 0) {
                    result.problem("vocabulary: line " + number + " of " + files.uri(name) + " is not one token");
                    return;
                }
                if (!seen.add(line)) {
                    result.problem("vocabulary: line " + number + " of " + files.uri(name) + " repeats the token '"
                            + line + "': a token's line is its id");
                    return;
                }
            }
        }
    }

    private static BufferedReader reader(PublishedFiles files, String name) throws IOException {
        return new BufferedReader(new InputStreamReader(files.read(name), StandardCharsets.UTF_8));
    }
}

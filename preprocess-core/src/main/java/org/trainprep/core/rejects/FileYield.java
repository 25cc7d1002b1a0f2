package org.trainprep.core.rejects;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What each input file yielded, so a whole file that is not what the user thinks (an {@code .xz}
 * file named {@code .json}, a dump written as one JSON array on one line, a CSV among JSON lines)
 * fails the run by name instead of hiding among good files under the run's error budget, which
 * counts lines. Each task reports its split's counts ({@link #line}); the driver adds them up per
 * file ({@link #add}) and judges each file: more invalid than valid lines is not dirt but the
 * wrong file ({@link #mostlyInvalid}).
 */
public final class FileYield {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Non-blank lines a file needs before a majority of invalid ones marks it the wrong kind, when some were valid. */
    static final long MIN_JUDGED_LINES = 16;

    private final Map<String, long[]> byFile = new LinkedHashMap<>();

    /** One task's counts for the file its split is of, as one JSON line. */
    public static String line(String file, long valid, long invalid, long blank) {
        ObjectNode n = JSON.createObjectNode();
        n.put("file", file);
        n.put("valid", valid);
        n.put("invalid", invalid);
        n.put("blank", blank);
        return n.toString();
    }

    /** Adds a task's line ({@link #line}). */
    public void add(String jsonLine) {
        try {
            JsonNode n = JSON.readTree(jsonLine);
            long[] c = byFile.computeIfAbsent(n.path("file").asText(), f -> new long[3]);
            c[0] += n.path("valid").asLong();
            c[1] += n.path("invalid").asLong();
            c[2] += n.path("blank").asLong();
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("not a file-yield line: " + jsonLine, e);
        }
    }

    /**
     * The files whose invalid share of non-blank lines is over a half (or over the run's own
     * {@code maxInvalidFraction}, when that allows more), of at least {@value #MIN_JUDGED_LINES}
     * lines or with none valid, each with what it yielded, e.g.
     * {@code 0 valid of 61 non-blank lines}.
     */
    public Map<String, String> mostlyInvalid(double maxInvalidFraction) {
        double allowed = Math.max(0.5, maxInvalidFraction);
        Map<String, String> bad = new LinkedHashMap<>();
        byFile.forEach((file, c) -> {
            // a few lines say nothing of a file's kind: two bad records of three in a small file are
            // dirt for the run's budget (the same lines in one big file passed), unless none was valid
            boolean judged = c[0] == 0 || c[0] + c[1] >= MIN_JUDGED_LINES;
            if (c[1] > 0 && judged && c[1] > allowed * (c[0] + c[1])) {
                bad.put(file, String.format(Locale.ROOT, "%,d valid of %,d non-blank lines", c[0], c[0] + c[1]));
            }
        });
        return bad;
    }

    /** Non-blank lines read of {@code file}. */
    public long nonBlank(String file) {
        long[] c = byFile.get(file);
        return c == null ? 0 : c[0] + c[1];
    }

    /**
     * The one-line failure for {@link #mostlyInvalid} files.
     *
     * @param nonBlank         the first file's non-blank lines
     * @param firstLineOfFirst the first file's first line, for the likely cause
     */
    public static String failure(Map<String, String> files, long nonBlank, String firstLineOfFirst, boolean canSkip) {
        Map.Entry<String, String> first = files.entrySet().iterator().next();
        String t = firstLineOfFirst == null ? "" : firstLineOfFirst.strip();
        String cause = nonBlank == 1 && t.startsWith("[")
                ? "it is one JSON array on one line: write one object a line (e.g. jq -c '.[]' FILE > FILE.jsonl)"
                : "it does not hold what the other inputs hold (compressed under a plain name? another format?)";
        return "input " + first.getKey() + " yielded " + first.getValue() + ": " + cause
                + (files.size() > 1 ? " (and " + (files.size() - 1) + " more such file(s))" : "")
                + (canSkip ? "; fix or remove it, or pass --skip-corrupt-files to go on and list it" : "; fix or remove it");
    }
}

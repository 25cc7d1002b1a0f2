package org.trainprep.core.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which columns a PUMS extract has, which are features and which is the label, what values
 * each may take, and which tokens mean "missing". The default is CaPUMS5full (docs/FORMAT.md
 * section 3); other extracts are described by a JSON or YAML file (the same fields):
 *
 * <pre>{
 *   "name": "FultonPUMS5full",
 *   "columns": ["state", "puma", "sex", "age", ...],   // header order
 *   "label": "employed",
 *   "features": ["sex", "age", ...],                   // output column order
 *   "missing": ["NA"],                                  // optional, default ["NA"]
 *   "specs": {                                          // optional per column, default {"allowed": [0, 1]}
 *     "age":  {"bands": [25, 35, 50, 65], "min": 0, "max": 120},
 *     "educ": {"categories": ["1", "2", ..., "16"]}
 *   }
 * }</pre>
 * Columns that are neither features nor the label are only counted (arity), never validated.
 */
public record CensusSchema(String name, List<String> columns, String label, List<String> features,
                           Set<String> missing, Map<String, ColumnSpec> specs) implements java.io.Serializable {

    private static final ColumnSpec BINARY = new ColumnSpec.Allowed(List.of(0, 1));

    public CensusSchema {
        columns = List.copyOf(columns);
        features = List.copyOf(features);
        missing = Set.copyOf(missing);
        Map<String, ColumnSpec> all = new LinkedHashMap<>();
        for (String c : columns) {
            // a file's header may repeat a column the run does not read (two unnamed ones from trailing commas)
            if ((c.equals(label) || features.contains(c)) && columns.indexOf(c) != columns.lastIndexOf(c)) {
                throw new IllegalArgumentException("schema " + name + ": column '" + c + "' is listed twice");
            }
        }
        if (!columns.contains(label)) {
            throw new IllegalArgumentException("schema " + name + ": label '" + label + "' is not a column");
        }
        if (features.isEmpty() || features.contains(label)) {
            throw new IllegalArgumentException("schema " + name + ": features must be non-empty and exclude the label");
        }
        java.util.Set<String> seen = new HashSet<>();
        for (String f : features) {
            if (!seen.add(f)) {
                // it would be a column of x twice, and every trainer would weigh it double
                throw new IllegalArgumentException("schema " + name + ": feature '" + f + "' is listed twice");
            }
        }
        for (String f : features) {
            if (!columns.contains(f)) {
                throw new IllegalArgumentException("schema " + name + ": feature '" + f + "' is not a column");
            }
        }
        for (String c : specs.keySet()) {
            if (!c.equals(label) && !features.contains(c)) {
                throw new IllegalArgumentException("schema " + name + ": spec for '" + c + "', which is neither a feature nor the label");
            }
        }
        for (String c : features) {
            all.put(c, specs.getOrDefault(c, BINARY));
        }
        all.put(label, specs.getOrDefault(label, BINARY));
        specs = java.util.Collections.unmodifiableMap(all);
    }

    /**
     * The schema to read a file with, given its first line: this one when the line is data or this
     * schema's own header; when it is a header naming the columns in another order (extra columns
     * allowed), the same schema with the file's column order, so every column is found by name, in
     * every split of the file. A line is a header when more than half of its fields are names (neither
     * empty, nor a number, nor a missing token): a trailing comma's empty name or a year among them
     * leaves it a header, read by name, not a data row that shifts every column.
     *
     * @param file for the message
     * @throws IllegalArgumentException when the header lacks a feature or the label, naming both lists
     */
    public CensusSchema forFirstLine(String firstLine, String file) {
        if (firstLine.indexOf('\0') >= 0) {
            // UTF-16 or UTF-32: every other byte of an ASCII header is NUL
            throw new IllegalArgumentException(file + " holds NUL bytes in its first line: if it is UTF-16, convert it"
                    + " to UTF-8 (iconv -f UTF-16 -t UTF-8); a binary file is no CSV extract");
        }
        List<String> fields = CensusParser.fields(firstLine);
        if (fields.size() == 1) {
            for (char d : new char[]{';', '\t', '|'}) {
                long n = firstLine.chars().filter(c -> c == d).count();
                if (n + 1 >= columns.size()) {
                    throw new IllegalArgumentException(file + " is separated by '" + (d == '\t' ? "\\t" : String.valueOf(d))
                            + "', not commas (its first line has " + (n + 1) + " fields that way); convert it to a"
                            + " comma-separated file, e.g. with pandas: pd.read_csv(f, sep='" + (d == '\t' ? "\\t" : d)
                            + "').to_csv(out, index=False)");
                }
            }
        }
        // a header: most fields are names (an empty name, from a trailing comma, or a year such as 2019 among
        // them); a data row has numbers and missing tokens, with at most a few garbled fields
        if (fields.equals(columns) || fields.size() < 2 || 2 * fields.stream().filter(this::looksLikeName).count() <= fields.size()) {
            return this;
        }
        List<String> needed = new java.util.ArrayList<>(features);
        needed.add(label);
        List<String> absent = needed.stream().filter(c -> !fields.contains(c)).toList();
        if (!absent.isEmpty()) {
            throw new IllegalArgumentException("the header of " + file + " is " + fields + ", which lacks " + absent
                    + "; schema " + name + " needs " + needed + (fields.get(0).startsWith("#")
                    ? " (its first line looks like a comment: remove it, so the header is the file's first line)"
                    : " (give --schema for this extract)"));
        }
        List<String> twice = needed.stream().filter(c -> fields.indexOf(c) != fields.lastIndexOf(c)).toList();
        if (!twice.isEmpty()) {
            throw new IllegalArgumentException("the header of " + file + " names " + twice + " twice: " + fields
                    + "; which to read is ambiguous: rename or remove the other column(s) in the file");
        }
        return new CensusSchema(name, fields, label, features, missing, specs);
    }

    private boolean looksLikeName(String field) {
        if (field.isEmpty() || missing.contains(field)) {
            return false;
        }
        try {
            Double.parseDouble(field);
            return false;
        } catch (NumberFormatException e) {
            return true;
        }
    }

    /** CaPUMS5full: label {@code employed}, the other nine of the first ten columns as features. */
    public static CensusSchema caPums5full() {
        List<String> columns = List.of("sex", "married", "black", "asian", "collegedegree", "employed",
                "militaryservice", "uscitizen", "disability", "englishability", "blackfemale", "targetted");
        return new CensusSchema("CaPUMS5full", columns, "employed",
                List.of("sex", "married", "black", "asian", "collegedegree", "militaryservice", "uscitizen",
                        "disability", "englishability"), Set.of("NA"), Map.of());
    }

    /**
     * Reads a JSON or YAML schema file (YAML is a superset of JSON, so one reader takes both).
     *
     * @throws IllegalArgumentException naming what is wrong with it
     */
    public static CensusSchema read(InputStream in) throws IOException {
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(in);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // one line: a YAML parser's message spans several, with a caret under the place
            throw new IllegalArgumentException("schema is not valid JSON or YAML: " + e.getOriginalMessage().lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.equals("^")).collect(java.util.stream.Collectors
                    .joining(" ")) + (e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")"), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("schema must be a JSON object or YAML mapping");
        }
        String name = root.path("name").asText("custom");
        List<String> columns = strings(root, "columns", true);
        String label = root.path("label").asText(null);
        if (label == null) {
            throw new IllegalArgumentException("schema needs \"label\"");
        }
        List<String> features = strings(root, "features", true);
        List<String> missing = root.has("missing") ? strings(root, "missing", false) : List.of("NA");
        Map<String, ColumnSpec> specs = new LinkedHashMap<>();
        JsonNode specsNode = root.path("specs");
        for (Iterator<Map.Entry<String, JsonNode>> it = specsNode.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            specs.put(e.getKey(), spec(e.getKey(), e.getValue()));
        }
        if (new HashSet<>(columns).size() != columns.size()) {
            throw new IllegalArgumentException("schema " + name + ": duplicate column names");
        }
        return new CensusSchema(name, columns, label, features, new HashSet<>(missing), specs);
    }

    private static ColumnSpec spec(String column, JsonNode n) {
        List<String> kinds = java.util.stream.Stream.of("allowed", "categories", "bands").filter(n::has).toList();
        if (kinds.size() > 1) {
            throw new IllegalArgumentException("spec of '" + column + "' gives " + String.join(" and ", kinds)
                    + "; give one of them");
        }
        java.util.Set<String> known = kinds.equals(List.of("bands")) ? Set.of("bands", "min", "max") : Set.copyOf(kinds);
        for (Iterator<String> keys = n.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!kinds.isEmpty() && !known.contains(key)) {
                throw new IllegalArgumentException("spec of '" + column + "': unknown key '" + key + "' beside "
                        + kinds.get(0) + " (it takes " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
            }
        }
        if (n.has("allowed")) {
            return new ColumnSpec.Allowed(ints(n.get("allowed"), column));
        }
        if (n.has("categories")) {
            List<String> values = new ArrayList<>();
            n.get("categories").forEach(v -> values.add(v.asText()));
            return new ColumnSpec.Categories(values);
        }
        if (n.has("bands")) {
            return new ColumnSpec.Bands(ints(n.get("bands"), column), n.path("min").asInt(0),
                    n.path("max").asInt(Integer.MAX_VALUE));
        }
        throw new IllegalArgumentException("spec of '" + column + "' needs \"allowed\", \"categories\" or \"bands\"");
    }

    private static List<Integer> ints(JsonNode array, String column) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode v : array) {
            if (!v.canConvertToInt() || !v.isIntegralNumber()) {
                throw new IllegalArgumentException("spec of '" + column + "': " + v + " is not an integer");
            }
            out.add(v.asInt());
        }
        return out;
    }

    private static List<String> strings(JsonNode root, String field, boolean required) {
        JsonNode n = root.get(field);
        if (n == null || !n.isArray() || (required && n.isEmpty())) {
            throw new IllegalArgumentException("schema needs \"" + field + "\" as a non-empty array of names");
        }
        List<String> out = new ArrayList<>();
        n.forEach(v -> out.add(v.asText()));
        return out;
    }

    /** Index of each feature in the header, then of the label (last). */
    int[] projection() {
        int[] p = new int[features.size() + 1];
        for (int i = 0; i < features.size(); i++) {
            p[i] = columns.indexOf(features.get(i));
        }
        p[features.size()] = columns.indexOf(label);
        return p;
    }
}

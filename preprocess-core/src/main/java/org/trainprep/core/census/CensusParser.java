package org.trainprep.core.census;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses one CSV line of a PUMS extract against a {@link CensusSchema}. The header is recognised
 * by content (the schema's column names, quoted or not), wherever it appears, because with many
 * input splits only one split holds it. Values may be quoted; a trailing {@code \r} is ignored.
 * PUMS extracts are plain numeric CSV, so fields never contain commas.
 *
 * <p>Reasons: a line without any comma is {@code GARBAGE}, other wrong field counts
 * {@code WRONG_ARITY}; then, over the feature and label fields, an unreadable value makes the row
 * {@code GARBAGE} and otherwise a value outside its spec makes it {@code VALUE_OUTSIDE_SCHEMA}.
 * One instance per task (it reuses a field list).
 */
public final class CensusParser {

    private final CensusSchema schema;
    private final int[] projection;
    private final ColumnSpec[] specs;
    private final List<String> fields = new ArrayList<>();
    /** The schema's missing tokens: one or two short strings, compared directly rather than hashed for every field. */
    private final String[] missing;
    /** The same as Latin-1 bytes, for a line read in place; null for a token no ASCII field can equal. */
    private final byte[][] missingBytes;
    /** The first column's name as bytes (null if not ASCII): a line whose first field differs is no header. */
    private final byte[] firstName;
    /** By field: where it ends (its comma), for a line read in place. */
    private final int[] fieldEnds;
    /** The columns' names: a line naming each once, in another order, is a header that does not belong there. */
    private final java.util.Set<String> columnSet;

    public CensusParser(CensusSchema schema) {
        this.schema = schema;
        this.projection = schema.projection();
        this.specs = new ColumnSpec[projection.length];
        for (int i = 0; i < schema.features().size(); i++) {
            specs[i] = schema.specs().get(schema.features().get(i));
        }
        specs[projection.length - 1] = schema.specs().get(schema.label());
        this.missing = schema.missing().toArray(new String[0]);
        this.missingBytes = new byte[missing.length][];
        for (int i = 0; i < missing.length; i++) {
            missingBytes[i] = ascii(missing[i]);
        }
        this.firstName = ascii(schema.columns().get(0));
        this.fieldEnds = new int[schema.columns().size()];
        this.columnSet = java.util.Set.copyOf(schema.columns());
    }

    private static byte[] ascii(String s) {
        return s.chars().allMatch(c -> c < 0x80) ? s.getBytes(java.nio.charset.StandardCharsets.US_ASCII) : null;
    }

    private boolean isMissing(String raw) {
        for (String m : missing) {
            if (m.equals(raw)) {
                return true;
            }
        }
        return false;
    }

    public CensusSchema schema() {
        return schema;
    }

    /**
     * {@link #parse(String)} of a line's UTF-8 bytes. The common line, ASCII without quotes, is read
     * in place: fields found by their commas and only the feature and label fields read, no string
     * made (a string and a substring a field were most of a census pass). Any other line, and one
     * that may be the header, is decoded and parsed as a string.
     */
    public CensusRow parse(byte[] bytes, int length) {
        int end = length;
        while (end > 0 && (bytes[end - 1] == '\r' || bytes[end - 1] == ' ')) {
            end--;
        }
        if (end == 0) {
            return CensusRow.BLANK_ROW;
        }
        int columns = fieldEnds.length;
        int fields = 0;
        for (int i = 0; i < end; i++) {
            byte b = bytes[i];
            if (b < 0 || b == '"') {
                return parse(new String(bytes, 0, length, java.nio.charset.StandardCharsets.UTF_8));
            }
            if (b == ',') {
                if (fields < columns) {
                    fieldEnds[fields] = i;
                }
                fields++;
            }
        }
        if (++fields != columns) {
            return CensusRow.rejected(fields == 1 ? CensusRejectReason.GARBAGE : CensusRejectReason.WRONG_ARITY);
        }
        fieldEnds[columns - 1] = end;
        int first = fieldStart(bytes, 0);
        if (firstName != null && sameBytes(bytes, first, fieldEnd(bytes, 0, first), firstName)) {
            return parse(new String(bytes, 0, length, java.nio.charset.StandardCharsets.UTF_8));
        }
        int[] codes = new int[projection.length];
        for (int i = 0; i < projection.length; i++) {
            int a = fieldStart(bytes, projection[i]);
            int z = fieldEnd(bytes, projection[i], a);
            codes[i] = isMissing(bytes, a, z) ? CensusRow.MISSING : specs[i].code(bytes, a, z);
        }
        CensusRow row = row(codes);
        // unreadable: garbage, or a header in another order, which the string parser tells apart
        return row.reason() == CensusRejectReason.GARBAGE ? parse(new String(bytes, 0, length,
                java.nio.charset.StandardCharsets.UTF_8)) : row;
    }

    /** A record of these codes, or the first of its problems: an unreadable value, then one outside its spec. */
    private static CensusRow row(int[] codes) {
        CensusRejectReason problem = null;
        for (int code : codes) {
            if (code == ColumnSpec.GARBAGE) {
                return CensusRow.rejected(CensusRejectReason.GARBAGE);
            }
            if (code == ColumnSpec.OUTSIDE) {
                problem = CensusRejectReason.VALUE_OUTSIDE_SCHEMA;
            }
        }
        return problem != null ? CensusRow.rejected(problem) : new CensusRow(CensusRow.Kind.RECORD, null, codes);
    }

    /** Where field {@code k} of a line read in place starts, past its leading whitespace. */
    private int fieldStart(byte[] bytes, int k) {
        int a = k == 0 ? 0 : fieldEnds[k - 1] + 1;
        int z = fieldEnds[k];
        while (a < z && whitespace(bytes[a])) {
            a++;
        }
        return a;
    }

    /** Where field {@code k}, starting at {@code a} ({@link #fieldStart}), ends before its trailing whitespace. */
    private int fieldEnd(byte[] bytes, int k, int a) {
        int z = fieldEnds[k];
        while (z > a && whitespace(bytes[z - 1])) {
            z--;
        }
        return z;
    }

    /** {@link Character#isWhitespace} of an ASCII byte: tab to CR, the four separators, space. */
    private static boolean whitespace(byte b) {
        return b == ' ' || b >= 9 && b <= 13 || b >= 28 && b <= 31;
    }

    private boolean isMissing(byte[] bytes, int a, int z) {
        for (byte[] m : missingBytes) {
            if (m != null && sameBytes(bytes, a, z, m)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameBytes(byte[] bytes, int a, int z, byte[] want) {
        return java.util.Arrays.equals(bytes, a, z, want, 0, want.length);
    }

    public CensusRow parse(String line) {
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\r' || line.charAt(end - 1) == ' ')) {
            end--;
        }
        if (end == 0) {
            return CensusRow.BLANK_ROW;
        }
        split(line, end);
        if (fields.size() != schema.columns().size()) {
            // a line without a single comma is not a CSV row of any extract: garbage, not a short row
            return CensusRow.rejected(fields.size() == 1 ? CensusRejectReason.GARBAGE : CensusRejectReason.WRONG_ARITY);
        }
        if (isHeader()) {
            return CensusRow.HEADER_ROW;
        }
        if (columnSet.equals(new java.util.HashSet<>(fields))) {
            return CensusRow.rejected(CensusRejectReason.HEADER_REORDERED);
        }
        int[] codes = new int[projection.length];
        for (int i = 0; i < projection.length; i++) {
            String raw = fields.get(projection[i]);
            codes[i] = isMissing(raw) ? CensusRow.MISSING : specs[i].code(raw);
        }
        return row(codes);
    }

    private boolean isHeader() {
        for (int i = 0; i < fields.size(); i++) {
            if (!fields.get(i).equals(schema.columns().get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The fields of a line as the parser sees them (trimmed, unquoted, trailing {@code \r} dropped). */
    static List<String> fields(String line) {
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\r' || line.charAt(end - 1) == ' ')) {
            end--;
        }
        List<String> out = new ArrayList<>();
        split(line, end, out);
        return out;
    }

    private void split(String line, int end) {
        split(line, end, fields);
    }

    /**
     * Quoted fields may hold commas and doubled quotes (RFC 4180, through Jackson's CSV parser);
     * spaces around a field are ignored, as pandas does. A line is one record: Hadoop splits input
     * on newlines, so a quoted field cannot span lines. A UTF-8 byte-order mark before the first
     * field is dropped. A line that is not valid CSV (an unclosed quote) is one field: garbage.
     */
    private static void split(String line, int end, List<String> fields) {
        fields.clear();
        int start = end > 0 && line.charAt(0) == '\uFEFF' ? 1 : 0;
        // past end are only spaces and \r: a quote is within the text or nowhere
        if (line.indexOf('"', start) < 0) {
            // the common case needs no CSV parser: no quotes, so every comma separates; each field
            // is cut once, already stripped (as String.strip: Character.isWhitespace at both ends)
            int from = start;
            for (int i = start; i <= end; i++) {
                if (i == end || line.charAt(i) == ',') {
                    int a = from;
                    int b = i;
                    while (a < b && Character.isWhitespace(line.charAt(a))) {
                        a++;
                    }
                    while (b > a && Character.isWhitespace(line.charAt(b - 1))) {
                        b--;
                    }
                    fields.add(line.substring(a, b));
                    from = i + 1;
                }
            }
            return;
        }
        String text = line.substring(start, end);
        try (com.fasterxml.jackson.databind.MappingIterator<String[]> it = CSV.readValues(text)) {
            if (it.hasNext()) {
                for (String f : it.next()) {
                    fields.add(f.strip());
                }
            }
            if (it.hasNext()) {
                fields.clear();
                fields.add(text);
            }
        } catch (java.io.IOException | RuntimeException e) {
            fields.clear();
            fields.add(text);
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectReader CSV = new com.fasterxml.jackson.dataformat.csv.CsvMapper()
            .enable(com.fasterxml.jackson.dataformat.csv.CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(com.fasterxml.jackson.dataformat.csv.CsvParser.Feature.TRIM_SPACES)
            .readerFor(String[].class);
}

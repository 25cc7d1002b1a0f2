package org.trainprep.core.census;

import java.util.List;
import java.util.Map;

/**
 * How one column's raw value becomes a small non-negative code (stored as int8):
 * <ul>
 *   <li>{@link Allowed}: an integer from a fixed set, stored as itself (0/1 flags);</li>
 *   <li>{@link Categories}: one of listed strings, stored as its index (the per-column
 *   vocabulary written to the manifest);</li>
 *   <li>{@link Bands}: an integer cut at ascending thresholds, stored as the band index
 *   (value &lt; t0 -&gt; 0, t0 &lt;= value &lt; t1 -&gt; 1, ...), e.g. age bands.</li>
 * </ul>
 * {@link #code} returns {@link #OUTSIDE} for a value the spec does not allow and
 * {@link #GARBAGE} for one it cannot read at all.
 */
public sealed interface ColumnSpec extends java.io.Serializable {

    int OUTSIDE = -2;
    int GARBAGE = -3;

    int code(String raw);

    /** {@link #code(String)} of the ASCII text {@code ascii[from..to)}, already stripped. */
    default int code(byte[] ascii, int from, int to) {
        return code(new String(ascii, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    /** Human-readable value -> code table for the manifest. */
    Map<String, Integer> vocabulary();

    /** Largest code + 1. */
    int cardinality();

    /** A spec of integers: a field is read as one ({@link #parse}), then coded. */
    sealed interface Numeric extends ColumnSpec permits Allowed, Bands {
        /** The code of {@code v}, a field's value or {@link #NOT_AN_INT}. */
        int codeOf(long v);

        @Override
        default int code(String raw) {
            return codeOf(parse(raw));
        }

        @Override
        default int code(byte[] ascii, int from, int to) {
            return codeOf(parse(ascii, from, to));
        }
    }

    record Allowed(List<Integer> values) implements Numeric {
        public Allowed {
            values = List.copyOf(values);
            for (int v : values) {
                if (v < 0 || v > Byte.MAX_VALUE) {
                    throw new IllegalArgumentException("allowed values must be 0..127 to fit int8, got " + v);
                }
            }
        }

        @Override
        public int codeOf(long v) {
            if (v == NOT_AN_INT) {
                return GARBAGE;
            }
            // no boxing: every field of every census line passes here
            for (int i = 0; i < values.size(); i++) {
                if (values.get(i) == v) {
                    return (int) v;
                }
            }
            return OUTSIDE;
        }

        @Override
        public Map<String, Integer> vocabulary() {
            java.util.LinkedHashMap<String, Integer> m = new java.util.LinkedHashMap<>();
            values.stream().sorted().forEach(v -> m.put(Integer.toString(v), v));
            return m;
        }

        @Override
        public int cardinality() {
            return values.stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        }
    }

    record Categories(List<String> values) implements ColumnSpec {
        public Categories {
            values = List.copyOf(values);
            if (values.size() > Byte.MAX_VALUE + 1 || values.stream().distinct().count() != values.size()) {
                throw new IllegalArgumentException("categories must be distinct and at most 128");
            }
        }

        @Override
        public int code(String raw) {
            int i = values.indexOf(raw);
            return i >= 0 ? i : OUTSIDE;
        }

        @Override
        public Map<String, Integer> vocabulary() {
            java.util.LinkedHashMap<String, Integer> m = new java.util.LinkedHashMap<>();
            for (int i = 0; i < values.size(); i++) {
                m.put(values.get(i), i);
            }
            return m;
        }

        @Override
        public int cardinality() {
            return values.size();
        }
    }

    record Bands(List<Integer> thresholds, int min, int max) implements Numeric {
        public Bands {
            thresholds = List.copyOf(thresholds);
            for (int i = 1; i < thresholds.size(); i++) {
                if (thresholds.get(i) <= thresholds.get(i - 1)) {
                    throw new IllegalArgumentException("band thresholds must ascend: " + thresholds);
                }
            }
            if (thresholds.size() > Byte.MAX_VALUE || min > max) {
                throw new IllegalArgumentException("bands need min <= max and at most 127 thresholds");
            }
            // band i holds [threshold i-1, threshold i - 1]: a threshold at or below min, or past max, makes one empty
            if (!thresholds.isEmpty() && (thresholds.get(0) <= min || thresholds.get(thresholds.size() - 1) > max)) {
                throw new IllegalArgumentException("band thresholds " + thresholds + " must lie above min " + min
                        + " and at most max " + max + " (a band outside them could never hold a value)");
            }
        }

        @Override
        public int codeOf(long v) {
            if (v == NOT_AN_INT) {
                return GARBAGE;
            }
            if (v < min || v > max) {
                return OUTSIDE;
            }
            int band = 0;
            while (band < thresholds.size() && v >= thresholds.get(band)) {
                band++;
            }
            return band;
        }

        @Override
        public Map<String, Integer> vocabulary() {
            java.util.LinkedHashMap<String, Integer> m = new java.util.LinkedHashMap<>();
            int lo = min;
            for (int i = 0; i <= thresholds.size(); i++) {
                int hi = i < thresholds.size() ? thresholds.get(i) - 1 : max;
                m.put(lo + "-" + hi, i);
                lo = hi + 1;
            }
            return m;
        }

        @Override
        public int cardinality() {
            return thresholds.size() + 1;
        }
    }

    /** What {@link #parse} returns for a field that is no {@code int}. */
    long NOT_AN_INT = Long.MIN_VALUE;

    /** Integer value of a field, or null; no exception on the hot path. */
    static Integer parseInt(String s) {
        long v = parse(s);
        return v == NOT_AN_INT ? null : (int) v;
    }

    /** Integer value of a field, or {@link #NOT_AN_INT}: no exception and no boxing on the hot path. */
    static long parse(String s) {
        // a char past Latin-1 becomes '?', no digit
        return s.length() > MAX_NUMBER_CHARS ? NOT_AN_INT
                : parse(s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0, s.length());
    }

    /** The longest field read as a number: past it a field is garbage, whatever it holds. */
    int MAX_NUMBER_CHARS = 64;

    /**
     * {@link #parse(String)} of the Latin-1 text {@code text[from..to)}: an optional sign, digits,
     * and optionally a point followed by zeros only, as pandas writes an integer column that holds a
     * missing value ({@code 1.0}); leading zeros allowed. Anything else (an exponent, a fraction, a
     * value past {@code int}) is no int.
     */
    static long parse(byte[] text, int from, int to) {
        int n = to - from;
        if (n == 0 || n > MAX_NUMBER_CHARS) {
            return NOT_AN_INT;
        }
        int i = from;
        boolean negative = text[i] == '-';
        if (negative || text[i] == '+') {
            i++;
        }
        int digits = 0;
        long v = 0;
        for (; i < to; i++) {
            int c = text[i];
            if (c < '0' || c > '9') {
                break;
            }
            v = v * 10 + (c - '0');
            if (v > Integer.MAX_VALUE + 1L) {
                return NOT_AN_INT;
            }
            digits++;
        }
        if (digits == 0) {
            return NOT_AN_INT;
        }
        if (i < to) {
            if (text[i] != '.') {
                return NOT_AN_INT;
            }
            for (i++; i < to; i++) {
                if (text[i] != '0') {
                    return NOT_AN_INT;
                }
            }
        }
        v = negative ? -v : v;
        return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? v : NOT_AN_INT;
    }
}

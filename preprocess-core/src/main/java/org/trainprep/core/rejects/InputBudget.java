package org.trainprep.core.rejects;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How much dirt a run accepts before it decides the input is not what the user thinks
 * (Elephant-Bird's {@code InputErrorTracker} idea): rare bad lines are skipped and counted, but a
 * run whose invalid share passes {@code maxInvalidFraction}, or that yields fewer than
 * {@code minRows} rows, fails after its first stage with one line saying what it saw and the likely
 * cause, instead of publishing an empty or near-empty training file.
 *
 * @param maxInvalidFraction invalid lines / non-blank lines allowed, 0..1
 * @param minRows            fewest rows a run may publish; at least 1 (zero rows is always a failure)
 * @param skipCorruptFiles   skip (count and list) input files that cannot be read, instead of failing
 */
public record InputBudget(double maxInvalidFraction, long minRows, boolean skipCorruptFiles) {

    public static final double DEFAULT_MAX_INVALID_FRACTION = 0.05;
    public static final InputBudget DEFAULT = new InputBudget(DEFAULT_MAX_INVALID_FRACTION, 1, false);

    public InputBudget {
        if (!(maxInvalidFraction >= 0 && maxInvalidFraction <= 1)) {
            throw new IllegalArgumentException("--max-invalid-fraction must be between 0 and 1, was " + maxInvalidFraction);
        }
        if (minRows < 1) {
            throw new IllegalArgumentException("--min-rows must be at least 1, was " + minRows);
        }
    }

    /**
     * The one-line failure, or empty when the run is within budget.
     *
     * @param invalidByReason invalid lines per reason name
     * @param samples         a few sampled rejected lines, for the message
     * @param what            the input's expected shape, e.g. {@code review JSON lines}
     * @param cause           the dataset type's reading of its top reason, when the input is not what it reads
     */
    public Optional<String> check(long lines, long valid, long invalid, long blank, Map<String, Long> invalidByReason,
                                  long rows, List<RejectRecord> samples, String what, LikelyCause cause) {
        long judged = valid + invalid;
        boolean tooDirty = tooDirty(valid, invalid);
        boolean tooFew = rows < minRows;
        if (!tooDirty && !tooFew) {
            return Optional.empty();
        }
        StringBuilder m = new StringBuilder();
        if (tooDirty) {
            m.append(String.format(Locale.ROOT, "%,d of %,d non-blank lines are invalid (%.1f%%, over --max-invalid-fraction %s)",
                    invalid, judged, 100.0 * invalid / judged, maxInvalidFraction));
        } else {
            m.append(String.format(Locale.ROOT, "%,d rows from %,d lines (%,d valid, %,d invalid, %,d blank), fewer than %s",
                    rows, lines, valid, invalid, blank, minRows == 1 ? "one: nothing to publish" : "--min-rows " + minRows));
        }
        if (invalid > 0) {
            m.append("; top reasons: ").append(invalidByReason.entrySet().stream().filter(e -> e.getValue() > 0)
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                    .map(e -> e.getKey() + " " + String.format(Locale.ROOT, "%,d", e.getValue()))
                    .collect(Collectors.joining(", ")));
        }
        m.append(examples(samples));
        Optional<String> likely = likelyCause(valid, blank, invalidByReason, samples, what, cause);
        likely.ifPresent(c -> m.append("; ").append(c));
        if (likely.isEmpty() && !tooDirty && minRows > 1) {
            m.append("; give more input or a lower --min-rows");
        }
        return Optional.of(m.toString());
    }

    /** Whether more of the non-blank lines ({@code valid + invalid}) are invalid than the budget allows. */
    public boolean tooDirty(long valid, long invalid) {
        long judged = valid + invalid;
        return judged > 0 && invalid > maxInvalidFraction * judged;
    }

    /** A dataset type's guess at why most lines were rejected for {@code topReason}, naming the option that fixes it. */
    @FunctionalInterface
    public interface LikelyCause {
        LikelyCause NONE = (topReason, samples, what) -> Optional.empty();

        /**
         * @param samples the first rejected lines
         * @param what    the input's expected shape
         */
        Optional<String> of(String topReason, List<RejectRecord> samples, String what);
    }

    private static Optional<String> likelyCause(long valid, long blank, Map<String, Long> byReason,
                                                List<RejectRecord> samples, String what, LikelyCause cause) {
        String top = byReason.entrySet().stream().filter(e -> e.getValue() > 0)
                .max(Comparator.comparingLong(Map.Entry::getValue)).map(Map.Entry::getKey).orElse(null);
        if (top == null) {
            return valid > 0 ? Optional.empty()
                    : Optional.of(blank == 0 ? "the input holds no lines" : "the input holds only blank lines");
        }
        long invalid = byReason.values().stream().mapToLong(Long::longValue).sum();
        if (invalid <= valid) {
            // most lines were read: the rejected ones say nothing about the input as a whole
            return Optional.empty();
        }
        byte[] first = samples.isEmpty() ? new byte[0] : samples.get(0).line();
        if (looksLikeUtf16(first)) {
            return Optional.of("the input looks like UTF-16: convert it to UTF-8 (iconv -f UTF-16 -t UTF-8)");
        }
        return cause.of(top, samples, what);
    }

    private static boolean looksLikeUtf16(byte[] b) {
        if (b.length >= 2 && ((b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xfe || (b[0] & 0xff) == 0xfe && (b[1] & 0xff) == 0xff)) {
            return true;
        }
        int zeros = 0;
        for (byte x : b) {
            if (x == 0) {
                zeros++;
            }
        }
        return b.length >= 8 && zeros * 4 >= b.length;
    }

    /** {@code "; e.g. 'LINE' and 'LINE'"} for the first two samples, or empty when there are none. */
    public static String examples(List<RejectRecord> samples) {
        return samples.isEmpty() ? "" : "; e.g. " + samples.stream().limit(2).map(s -> quote(s.lineForDisplay()))
                .collect(Collectors.joining(" and "));
    }

    private static String quote(String s) {
        String one = s.replace("\r", "\\r").replace("\n", "\\n").replace("\u0000", "");
        return "'" + (one.length() > 80 ? one.substring(0, 77) + "..." : one) + "'";
    }
}

package org.trainprep.core.reviews;

import java.util.HashSet;
import java.util.Set;

/**
 * What share of input lines become rows, measured on a sample before any job runs: lines are
 * parsed and cleaned as job 1 does, and a row is counted per distinct non-empty cleaned text.
 * Invalid lines, texts empty after cleaning and duplicates within the sample all lower it; the
 * duplicates spread across the whole input are not seen, so the yield stays an upper bound.
 * Bounded by the sample: one cleaned text per sampled line.
 */
public final class RowYield {

    private final ReviewParser parser = new ReviewParser();
    private final TextCleaner cleaner = TextCleaner.english();
    private final Set<String> distinct = new HashSet<>();
    private long lines;

    /** One sampled line, without its newline. */
    public void line(byte[] buf, int off, int len) {
        lines++;
        ParsedReview r = parser.parse(buf, off, len);
        if (r.isValid()) {
            String cleaned = cleaner.clean(r.text());
            if (!cleaned.isEmpty()) {
                distinct.add(cleaned);
            }
        }
    }

    public long lines() {
        return lines;
    }

    /** Rows per input line in the sample; 1 before any line was seen. */
    public double rowsPerLine() {
        return lines == 0 ? 1.0 : (double) distinct.size() / lines;
    }
}

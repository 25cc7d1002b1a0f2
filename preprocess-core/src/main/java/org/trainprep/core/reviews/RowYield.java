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

    private final CleanStage stage;
    private final Set<String> distinct = new HashSet<>();
    private long lines;

    public RowYield(ReviewFields fields) {
        stage = new CleanStage(fields);
    }

    /** One sampled line, without its newline. */
    public void line(byte[] buf, int off, int len) {
        lines++;
        if (stage.accept(buf, off, len)) {
            distinct.add(stage.cleaned());
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

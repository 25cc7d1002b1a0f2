package org.trainprep.core.parallel;

import org.trainprep.core.dataset.Tally;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The reading pass's counts by name, as both engines report them, and the {@link Tally} the run
 * skeleton judges: pairs read; valid are kept or dropped by the cleaning limits the user chose;
 * invalid are pairs a parallel corpus should not hold (a side not UTF-8, one side empty); blank
 * are pairs with both sides empty.
 */
public final class ParallelCounts {

    public static final String PAIRS_READ = "PAIRS_READ";
    public static final String PAIRS_KEPT = "PAIRS_KEPT";

    private ParallelCounts() {
    }

    public static Tally tally(Map<String, Long> counts) {
        long read = counts.getOrDefault(PAIRS_READ, 0L);
        long kept = counts.getOrDefault(PAIRS_KEPT, 0L);
        long blank = 0;
        long filtered = 0;
        long invalid = 0;
        Map<String, Long> invalidByReason = new LinkedHashMap<>();
        Map<String, Long> all = new LinkedHashMap<>();
        all.put(PAIRS_READ, read);
        all.put(PAIRS_KEPT, kept);
        for (PairRejectReason r : PairRejectReason.values()) {
            long n = counts.getOrDefault(r.name(), 0L);
            all.put(r.name(), n);
            switch (r.kind()) {
                case BLANK -> blank += n;
                case FILTERED -> filtered += n;
                case INVALID -> {
                    invalid += n;
                    if (n > 0) {
                        invalidByReason.put(r.key(), n);
                    }
                }
            }
        }
        return new Tally(read, kept + filtered, invalid, blank, invalidByReason, kept, all);
    }
}

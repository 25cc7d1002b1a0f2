package org.trainprep.core.dataset;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a run's reading pass found, in the terms the run skeleton judges every type by: lines read,
 * valid, invalid (by reason), blank, and the rows that will come out; plus every count the type
 * keeps, for its statistics.
 *
 * @param invalidByReason invalid lines per reason name
 * @param rows            rows the output will hold (checked against {@code --min-rows})
 * @param counts          every count of the pass by name, in the order the type shows them
 */
public record Tally(long linesRead, long valid, long invalid, long blank, Map<String, Long> invalidByReason, long rows,
                    Map<String, Long> counts) {

    public Tally {
        invalidByReason = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(invalidByReason));
        counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /** The same counts with another number of rows coming out. */
    public Tally withRows(long newRows) {
        return new Tally(linesRead, valid, invalid, blank, invalidByReason, newRows, counts);
    }
}

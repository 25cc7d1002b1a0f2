package org.trainprep.core.h5;

import java.util.Optional;

/**
 * Which run wrote a part and which of its parts it is, recorded in the part's attributes by the
 * task that writes it, so a merge can refuse a set of parts with a gap, a duplicate or a stranger
 * among them instead of silently merging what happens to be in a folder. Every partition of a run
 * writes a part, an empty one too, so {@code count} parts are exactly indices {@code 0..count-1}.
 */
public record PartIdentity(String runId, int index, int count) {

    public static final String RUN_ID = "run_id";
    public static final String INDEX = "part_index";
    public static final String COUNT = "part_count";

    public PartIdentity {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("part " + index + " of " + count);
        }
    }

    public void writeTo(java.util.function.BiConsumer<String, Object> w) {
        w.accept(RUN_ID, runId);
        w.accept(INDEX, index);
        w.accept(COUNT, count);
    }

    /** The identity a part's attributes record, or empty for a part written without one. */
    public static Optional<PartIdentity> read(FileAttributes a) {
        if (!(a.get(RUN_ID) instanceof String run) || !(a.get(INDEX) instanceof Number i)
                || !(a.get(COUNT) instanceof Number n)) {
            return Optional.empty();
        }
        return Optional.of(new PartIdentity(run, i.intValue(), n.intValue()));
    }
}

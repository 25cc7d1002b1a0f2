package org.trainprep.core.reviews;

import org.trainprep.core.sizing.InputSize;
import org.trainprep.core.sizing.PartSizing;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.core.stage.Stages;

import java.util.List;
import java.util.Locale;

/**
 * How many dedup partitions (hence parts) a review run has, on any engine: {@code --reducers}, or
 * sized from what the input holds ({@link InputSize}, {@link RowYield}) so parts land near the
 * target size, using the slots the engine can run at once.
 *
 * @param reducers   the partitions
 * @param reason     why, for the progress line and the summary
 * @param inputBytes the input's listed size
 */
public record ReviewsSizing(int reducers, String reason, long inputBytes) {

    public String describe() {
        return reducers + " reducer(s): " + reason;
    }

    /**
     * @param inputs the input files, qualified, in input order
     * @param sizes  their listed sizes
     * @param slots  tasks the engine runs at once (reduce slots, executor cores), asked for only when sizing
     */
    public static ReviewsSizing of(DriverFiles files, ReviewsOptions o, List<String> inputs, List<Long> sizes,
                                   java.util.function.Supplier<Stages.Slots> slots) {
        if (!o.parts().autoReducers()) {
            return new ReviewsSizing(o.parts().reducers(), "--reducers", sizes.stream().mapToLong(Long::longValue).sum());
        }
        RowYield yield = new RowYield(o.fields());
        InputSize in = InputSize.measure(files, inputs, sizes, yield::line);
        long rowBytes = (long) (o.encoding().seqLen() + 1) * o.encoding().dtype().size();
        Stages.Slots s = slots.get();
        PartSizing.Plan plan = PartSizing.withTarget(o.parts().targetPartBytes())
                .plan(in.uncompressedBytes(), in.bytesPerLine(), yield.rowsPerLine(), rowBytes, s.count());
        return new ReviewsSizing(plan.reducers(), String.format(Locale.ROOT,
                "%d input file(s), %s listed, ~%s of text (%s, %.0f%% of %,d sampled lines distinct rows); %s;"
                        + " reduce slots %d (%s)", in.files(), PartSizing.human(in.listedBytes()),
                PartSizing.human(in.uncompressedBytes()), in.note(), 100 * yield.rowsPerLine(), yield.lines(),
                plan.reason(), s.count(), s.source()), in.listedBytes());
    }
}

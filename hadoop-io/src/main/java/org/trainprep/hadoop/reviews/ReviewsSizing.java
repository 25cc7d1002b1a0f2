package org.trainprep.hadoop.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.reviews.RowYield;
import org.trainprep.core.sizing.PartSizing;
import org.trainprep.hadoop.InputSize;

import java.io.IOException;
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
     * @param slots      tasks the engine runs at once (reduce slots, executor cores)
     * @param slotSource where that number came from, for the reason
     */
    public static ReviewsSizing of(Configuration conf, ReviewsOptions o, List<FileStatus> inputs, int slots,
                                   String slotSource) throws IOException {
        if (!o.parts().autoReducers()) {
            return new ReviewsSizing(o.parts().reducers(), "--reducers",
                    inputs.stream().mapToLong(FileStatus::getLen).sum());
        }
        RowYield yield = new RowYield(o.fields());
        InputSize in = InputSize.measure(conf, inputs, yield::line);
        long rowBytes = (long) (o.encoding().seqLen() + 1) * o.encoding().dtype().size();
        PartSizing.Plan plan = PartSizing.withTarget(o.parts().targetPartBytes())
                .plan(in.uncompressedBytes(), in.bytesPerLine(), yield.rowsPerLine(), rowBytes, slots);
        return new ReviewsSizing(plan.reducers(), String.format(Locale.ROOT,
                "%d input file(s), %s listed, ~%s of text (%s, %.0f%% of %,d sampled lines distinct rows); %s;"
                        + " reduce slots %d (%s)", in.files(), PartSizing.human(in.listedBytes()),
                PartSizing.human(in.uncompressedBytes()), in.note(), 100 * yield.rowsPerLine(), yield.lines(),
                plan.reason(), slots, slotSource), in.listedBytes());
    }
}

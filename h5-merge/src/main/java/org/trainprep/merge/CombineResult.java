package org.trainprep.merge;

import org.trainprep.core.h5.TrainerFileAttributes;

import java.util.List;

/** What a merge produces: its attributes, how rows were cut, what it was made from, and its size. */
public record CombineResult(TrainerFileAttributes attributes, String dtype, int rowWidth, ShardPlan plan,
                            List<String> parts, long bytes) {
}

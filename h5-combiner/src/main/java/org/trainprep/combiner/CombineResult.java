package org.trainprep.combiner;

import org.trainprep.core.h5.TrainerFileAttributes;

import java.nio.file.Path;
import java.util.List;

/** What a merge produced: the local file, its attributes, how rows were cut, and what it was made from. */
public record CombineResult(Path file, TrainerFileAttributes attributes, String dtype, int rowWidth,
                            ShardPlan plan, List<String> parts) {
}

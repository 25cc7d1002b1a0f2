package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.stats.HandOff;

import java.util.List;
import java.util.Map;

/**
 * One run of a dataset type as the run skeleton sees it, made by the type from its parsed options:
 * where the input and output are, the error budget, how the parts merge, and what the type adds
 * to the output's statistics, hand-off and manifest. The skeleton does the rest (claim, input
 * checks, passes, budget, merge, stats and report, manifest, release) the same for every type.
 */
public interface RunPlan {

    DatasetType type();

    /** Files, directories or globs, on any Hadoop FileSystem. */
    List<String> inputs();

    String output();

    boolean overwrite();

    InputBudget budget();

    /** The input's expected shape, for the budget's message: e.g. {@code text lines}. */
    String inputShape();

    /** The parts' file type, for the merge and its manifest. */
    MatrixFileType fileType();

    /** Shards of the merged file, 0 for one per part. */
    default int shards() {
        return 0;
    }

    /** Files the output holds beside the merged file (a vocabulary), by name, published before the statistics. */
    default Map<String, byte[]> sideFiles() {
        return Map.of();
    }

    /** Adds the type's sections to {@code stats.json} (its root holds {@code kind}, {@code run}, {@code summary}, {@code rejects}). */
    void stats(ObjectNode root, Tally tally);

    /** What a trainer needs to load the merged file. */
    HandOff handOff(String fileUri, long rows, long loaderRows);
}

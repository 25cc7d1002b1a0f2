package org.trainprep.core.dataset;

import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;

import org.trainprep.core.rejects.RejectRecord;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One run of a dataset type as the run skeleton sees it, made by the type from its parsed options:
 * where the input and output are, the error budget and how the parts merge. What the passes made
 * is described by their {@link Outcome}. The skeleton does the rest (claim, input checks, passes,
 * budget, merge, stats and report, manifest, release) the same for every type.
 */
public interface RunPlan {

    DatasetType type();

    /** Where the run reads and writes: the option group every type's command has. */
    RunTarget target();

    /** Files, directories or globs, on any Hadoop FileSystem. */
    default List<String> inputs() {
        return target().inputs();
    }

    default String output() {
        return target().output();
    }

    default boolean overwrite() {
        return target().overwrite();
    }

    InputBudget budget();

    /** The option that gave {@code input}, for a message about it: {@code --input} unless the type has others. */
    default String inputOption(String input) {
        return "--input";
    }

    /** The input's expected shape, for the budget's message: e.g. {@code text lines}. */
    String inputShape();

    /**
     * A one-line failure when the reading pass's tally says there is nothing to write (checked
     * before the budget), or empty.
     *
     * @param samples the first rejected lines, to quote
     */
    default Optional<String> refusal(Tally tally, List<RejectRecord> samples) {
        return Optional.empty();
    }

    /** The type's reading of an input most of whose lines it rejected, for the budget's message. */
    default InputBudget.LikelyCause likelyCause() {
        return InputBudget.LikelyCause.NONE;
    }

    /** Whether the type offers {@code --skip-corrupt-files}, which a damaged input's message then names. */
    default boolean canSkipCorruptFiles() {
        return true;
    }

    /** The parts' file type, for the merge and its manifest. */
    MatrixFileType fileType();

    /** Shards of the merged file, 0 for one per part. */
    default int shards() {
        return 0;
    }

    /**
     * Names the type's output holds besides the merged file, the manifest, the statistics and the
     * report (its side files, a folder of parts): what lets {@code --overwrite} know an earlier
     * output of this type.
     */
    default Set<String> outputNames() {
        return Set.of();
    }

    /** {@code --work-dir}: parent of the run's intermediate directory, or null for the default. */
    default String workDir() {
        return target().workDir();
    }

    /** {@code --keep-work}: leave the intermediate data for debugging. */
    default boolean keepWork() {
        return target().keepWork();
    }

    /** {@code --resume}: go on with the unfinished run a kill left in the output. */
    default boolean resume() {
        return target().resume();
    }

    /**
     * Whether the skeleton merges the parts; when not ({@code --no-combine}), the parts pass
     * writes them into the output ({@link #PARTS}) for a separate combine step, and no manifest
     * is written.
     */
    default boolean merge() {
        return true;
    }

    /** One-line warnings about the options, printed when the run starts (e.g. a language the tokenizer has no rules for). */
    default List<String> warnings() {
        return List.of();
    }

    /** Folder of the output holding the parts of a run that does not merge them. */
    String PARTS = "parts";
}

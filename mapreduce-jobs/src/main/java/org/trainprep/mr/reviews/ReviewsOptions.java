package org.trainprep.mr.reviews;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.ReviewFields;
import org.trainprep.core.sizing.PartSizing;

import java.util.List;
import java.util.Set;

/**
 * Options of the review pipeline, validated on construction.
 *
 * @param inputs        files or directories on any Hadoop FileSystem (plain, .gz or .bz2)
 * @param output        output directory; must not exist unless {@code overwrite}
 * @param vocabFile     a supplied {@code {"word": id}} vocabulary, or null to build the top {@code vocabSize}
 * @param reducers        reduce tasks per job, hence HDF5 parts; 0 to size them from the input
 *                        ({@link org.trainprep.core.sizing.PartSizing})
 * @param shards          shards in the combined file, 0 for one per part
 * @param combine         merge the parts into the combined file at the end (off for a separate combiner step)
 * @param keepWork        keep the intermediate data (for debugging)
 * @param targetPartBytes the part size automatic sizing aims for
 * @param workDir         parent of the run's intermediate directory, or null for the default: under the
 *                        cluster's default file system when that is HDFS, else under the output
 * @param budget          how many invalid lines and unreadable files a run accepts
 * @param fields          which JSON fields hold the text and the label
 */
public record ReviewsOptions(List<String> inputs, String output, int vocabSize, int seqLen, LabelScheme labels,
                             String vocabFile, int reducers, boolean overwrite, ElementType dtype, int shards,
                             boolean combine, boolean keepWork, int rejectsPerTask, long targetPartBytes,
                             String workDir, InputBudget budget, ReviewFields fields) {

    public static final int DEFAULT_VOCAB_SIZE = 10_000;
    public static final int DEFAULT_SEQ_LEN = 100;
    public static final int DEFAULT_REJECTS_PER_TASK = 100;

    public static final String USAGE = "reviews --input PATH... --output DIR [--vocab-size K] [--seq-len L]"
            + " [--labels five-class|binary] [--vocab FILE] [--reducers N | --target-part-mb MB] [--overwrite]"
            + " [--dtype int32|int64] [--shards K] [--no-combine] [--work-dir DIR] [--keep-work] [--rejects-per-task N]"
            + " [--max-invalid-fraction F] [--min-rows N] [--skip-corrupt-files]"
            + " [--text-field NAME]... [--label-field NAME] [--label-values V1,V2,V3,V4,V5]";

    /** The options with automatic sizing and the default work directory. */
    public ReviewsOptions(List<String> inputs, String output, int vocabSize, int seqLen, LabelScheme labels,
                          String vocabFile, int reducers, boolean overwrite, ElementType dtype, int shards,
                          boolean combine, boolean keepWork, int rejectsPerTask) {
        this(inputs, output, vocabSize, seqLen, labels, vocabFile, reducers, overwrite, dtype, shards, combine, keepWork,
                rejectsPerTask, PartSizing.DEFAULT_TARGET_PART_BYTES, null, InputBudget.DEFAULT, ReviewFields.DEFAULT);
    }

    public ReviewsOptions withBudget(InputBudget newBudget) {
        return new ReviewsOptions(inputs, output, vocabSize, seqLen, labels, vocabFile, reducers, overwrite, dtype, shards,
                combine, keepWork, rejectsPerTask, targetPartBytes, workDir, newBudget, fields);
    }

    public ReviewsOptions withFields(ReviewFields newFields) {
        return new ReviewsOptions(inputs, output, vocabSize, seqLen, labels, vocabFile, reducers, overwrite, dtype, shards,
                combine, keepWork, rejectsPerTask, targetPartBytes, workDir, budget, newFields);
    }

    /** Whether the reducer count is to be sized from the input. */
    public boolean autoReducers() {
        return reducers == 0;
    }

    public ReviewsOptions {
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("--input needs at least one path");
        }
        if (output == null || output.isBlank()) {
            throw new IllegalArgumentException("--output must name a directory");
        }
        if (vocabSize < 1 || seqLen < 1 || reducers < 0 || shards < 0 || rejectsPerTask < 0 || targetPartBytes < 1) {
            throw new IllegalArgumentException("sizes must be positive");
        }
        if (dtype != ElementType.INT32 && dtype != ElementType.INT64) {
            throw new IllegalArgumentException("--dtype must be int32 or int64");
        }
        java.util.Objects.requireNonNull(budget, "budget");
        java.util.Objects.requireNonNull(fields, "fields");
    }

    public static ReviewsOptions parse(String[] args) throws UsageException {
        Args a = Args.parse("reviews", args,
                Set.of("input", "output", "vocab-size", "seq-len", "labels", "vocab", "reducers", "dtype", "shards",
                        "rejects-per-task", "target-part-mb", "work-dir", "max-invalid-fraction", "min-rows",
                        "text-field", "label-field", "label-values"),
                Set.of("overwrite", "no-combine", "keep-work", "skip-corrupt-files"));
        LabelScheme labels;
        ElementType dtype;
        try {
            labels = LabelScheme.fromId(a.optional("labels", LabelScheme.FIVE_CLASS.id()));
            dtype = ElementType.fromId(a.optional("dtype", ElementType.INT32.id()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
        if (dtype != ElementType.INT32 && dtype != ElementType.INT64) {
            throw new UsageException("reviews: --dtype must be int32 or int64");
        }
        if (a.has("reducers") && a.has("target-part-mb")) {
            throw new UsageException("reviews: --target-part-mb sizes the reducers; give it or --reducers, not both");
        }
        if (a.has("vocab") && a.has("vocab-size")) {
            throw new UsageException("reviews: --vocab-size does not apply to a supplied --vocab; give one or the other");
        }
        return new ReviewsOptions(a.requiredList("input"), a.required("output"),
                a.intValue("vocab-size", DEFAULT_VOCAB_SIZE, 1, 10_000_000),
                a.intValue("seq-len", DEFAULT_SEQ_LEN, 1, 100_000), labels, a.optional("vocab", null),
                a.intValue("reducers", 0, 1, 100_000), a.has("overwrite"), dtype,
                a.intValue("shards", 0, 1, 1 << 20), !a.has("no-combine"), a.has("keep-work"),
                a.intValue("rejects-per-task", DEFAULT_REJECTS_PER_TASK, 0, 1_000_000),
                (long) a.intValue("target-part-mb", (int) (PartSizing.DEFAULT_TARGET_PART_BYTES >> 20), 1, 64 * 1024) << 20,
                a.optional("work-dir", null), budget(a), fields(a));
    }

    private static ReviewFields fields(Args a) throws UsageException {
        List<String> text = a.has("text-field") ? a.all("text-field") : ReviewFields.DEFAULT.textFields();
        String values = a.optional("label-values", "");
        try {
            return new ReviewFields(text, a.optional("label-field", ReviewFields.DEFAULT.labelField()),
                    values.isEmpty() ? List.of() : List.of(values.split(",", -1)));
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
    }

    private static InputBudget budget(Args a) throws UsageException {
        try {
            String fraction = a.optional("max-invalid-fraction", Double.toString(InputBudget.DEFAULT_MAX_INVALID_FRACTION));
            return new InputBudget(Double.parseDouble(fraction), a.intValue("min-rows", 1, 1, Integer.MAX_VALUE),
                    a.has("skip-corrupt-files"));
        } catch (NumberFormatException e) {
            throw new UsageException("reviews: --max-invalid-fraction must be a number between 0 and 1");
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
    }
}

package org.trainprep.core.reviews;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.sizing.PartSizing;

import java.util.List;
import java.util.Set;

/**
 * Options of the review pipeline in small typed groups, each validated on construction: where the
 * run reads and writes ({@link RunTarget}), how rows are encoded ({@link Encoding}), how the parts
 * are cut and merged ({@link Parts}), the error budget, the JSON fields, and the reject sample size.
 *
 * @param fields         which JSON fields hold the text and the label
 * @param budget         how many invalid lines and unreadable files a run accepts
 * @param rejectsPerTask rejected lines kept as samples per map task
 * @param nearDup        how near-duplicate texts are found and removed after exact dedup, or null to keep them
 * @param driverWordCounts the most word counts the dedup tasks may hand on for the driver to sum them
 *                       itself, instead of a vocabulary pass (0: always the pass)
 */
public record ReviewsOptions(RunTarget target, Encoding encoding, Parts parts, InputBudget budget, ReviewFields fields,
                             int rejectsPerTask, org.trainprep.core.neardup.NearDupSettings nearDup,
                             long driverWordCounts) implements RunPlan {

    /**
     * How a review becomes a row.
     *
     * @param vocabFile      a supplied {@code {"word": id}} vocabulary, or null to build the top {@code vocabSize}
     * @param maxOovFraction the share of the tokens kept in rows that may be unknown (id 2) before the run fails
     */
    public record Encoding(int vocabSize, int seqLen, LabelScheme labels, String vocabFile, ElementType dtype,
                           double maxOovFraction) {

        public static final Encoding DEFAULT = new Encoding(DEFAULT_VOCAB_SIZE, DEFAULT_SEQ_LEN, LabelScheme.FIVE_CLASS,
                null, ElementType.INT32, DEFAULT_MAX_OOV_FRACTION);

        public Encoding {
            if (vocabSize < 1 || seqLen < 1) {
                throw new IllegalArgumentException("--vocab-size and --seq-len must be positive");
            }
            java.util.Objects.requireNonNull(labels, "labels");
            if (dtype != ElementType.INT32 && dtype != ElementType.INT64) {
                throw new IllegalArgumentException("--dtype must be int32 or int64");
            }
            if (!(maxOovFraction >= 0 && maxOovFraction <= 1)) {
                throw new IllegalArgumentException("--max-oov-fraction must be between 0 and 1, was " + maxOovFraction);
            }
        }
    }

    /**
     * How the rows are cut into parts and merged.
     *
     * @param reducers        reduce tasks per job, hence HDF5 parts; 0 to size them from the input ({@link PartSizing})
     * @param targetPartBytes the part size automatic sizing aims for
     * @param shards          shards in the combined file, 0 for one per part
     * @param combine         merge the parts into the combined file at the end (off for a separate combiner step)
     */
    public record Parts(int reducers, long targetPartBytes, int shards, boolean combine) {

        /** Reducers sized from the input, one shard per part, merged at the end. */
        public static final Parts AUTO = new Parts(0, PartSizing.DEFAULT_TARGET_PART_BYTES, 0, true);

        public Parts {
            if (reducers < 0 || shards < 0 || targetPartBytes < 1) {
                throw new IllegalArgumentException("--reducers, --shards and --target-part-mb must be positive");
            }
        }

        /** Whether the reducer count is to be sized from the input. */
        public boolean autoReducers() {
            return reducers == 0;
        }
    }

    /** Past this share of unknown tokens the vocabulary does not fit the text (a learned one is a few percent). */
    public static final double DEFAULT_MAX_OOV_FRACTION = 0.5;

    public static final int DEFAULT_VOCAB_SIZE = 10_000;
    public static final int DEFAULT_SEQ_LEN = 100;
    public static final int DEFAULT_REJECTS_PER_TASK = 100;

    public static final Help HELP = Help.of("reviews", "--input PATH... --output DIR [options]", """
            Turns review JSON lines (Amazon 2014/2018 dumps, or any corpus with --text-field/--label-field) into
            combined_result_5class.h5 for the RNN trainers: cleaned, deduplicated (the mode rating kept), indexed
            with the top K words (1 = padding, 2 = unknown), cut or padded to L tokens, label last. DIR also gets
            vocab.json, manifest.json, _rejects/ (sampled invalid lines), stats.json and a self-contained report.html.
            Hadoop settings go as -D key=value right after the command.""")
            .required("input", "PATH...", "files, directories (read recursively) or globs; plain, .gz, .bz2 or .zst")
            .required("output", "DIR", "output directory, created by the run (any Hadoop FileSystem)")
            .value("engine", org.trainprep.core.dataset.Engine.choices(), "which engine runs the passes (the same output"
                    + " either way)", org.trainprep.core.dataset.Engine.byDefault().id())
            .value("vocab-size", "K", "keep the K most frequent words", Integer.toString(DEFAULT_VOCAB_SIZE))
            .value("seq-len", "L", "tokens per row; rows are L + 1 wide, the label last", Integer.toString(DEFAULT_SEQ_LEN))
            .value("labels", "five-class|binary", "rating 1..5, or 1 for ratings >= 4 else 0", "five-class")
            .value("vocab", "FILE", "use a supplied {\"word\": id} vocabulary instead of building one", null)
            .value("reducers", "N", "reduce tasks per job = HDF5 parts", "sized from the input")
            .value("target-part-mb", "MB", "part size the automatic sizing aims for",
                    Long.toString(PartSizing.DEFAULT_TARGET_PART_BYTES >> 20))
            .value("shards", "K", "datasets \"0\"..\"K-1\" in the combined file", "one per part")
            .value("dtype", "int32|int64", "element type of the rows", "int32")
            .flag("no-combine", "stop after the parts (DIR/parts/), for a separate combine step")
            .flag("overwrite", "replace an output directory an earlier run wrote")
            .flag("resume", "go on with the unfinished run a kill left in the output: every pass it finished whose fingerprint (input listing, options, code) matches is reused, the rest rerun")
            .value("near-dup", "J", "after exact dedup, remove texts whose estimated Jaccard similarity (MinHash of"
                    + " word shingles) with an earlier one is at least J, keeping the earliest of each cluster; each removal"
                    + " listed in DIR/_near_duplicates/", "off")
            .value("near-dup-shingle", "N", "words per shingle for --near-dup",
                    Integer.toString(org.trainprep.core.neardup.NearDupSettings.DEFAULT_SHINGLE))
            .value("near-dup-bands", "B", "LSH bands for --near-dup (with --near-dup-rows)", "derived from J within "
                    + org.trainprep.core.neardup.NearDupSettings.DEFAULT_PERMUTATIONS + " values; the summary prints the"
                    + " S-curve")
            .value("near-dup-rows", "R", "signature values per band for --near-dup (with --near-dup-bands)",
                    "derived from J")
            .value("driver-word-counts", "N", "sum the words' counts in the driver instead of a vocabulary pass when the"
                    + " dedup tasks hand on at most N of them, of at most 32 MB of words (some 30 bytes to read and 90 of"
                    + " the driver's heap each at most); 0 always runs the pass", Long.toString(VocabularyCount.DEFAULT_DRIVER_MAX))
            .value("rejects-per-task", "N", "invalid lines kept as samples per map task",
                    Integer.toString(DEFAULT_REJECTS_PER_TASK))
            .value("work-dir", "DIR", "where intermediate data goes",
                    "hdfs:///tmp/trainprep/RUN-ID on HDFS clusters, DIR/_work locally")
            .flag("keep-work", "keep the intermediate data (removed after every run otherwise)")
            .value("max-invalid-fraction", "F", "fail when more than this share of non-blank lines is invalid",
                    Double.toString(InputBudget.DEFAULT_MAX_INVALID_FRACTION))
            .value("min-rows", "N", "fail when fewer rows come out", "1")
            .value("max-oov-fraction", "F", "with --vocab: fail when more than this share of the tokens in rows"
                    + " is unknown (id 2), a vocabulary that does not fit the text", Double.toString(DEFAULT_MAX_OOV_FRACTION))
            .flag("skip-corrupt-files", "skip (and list) input files that cannot be decompressed, instead of failing")
            .value("text-field", "NAME", "JSON field(s) holding the text; repeat to join several with a space",
                    ReviewFields.DEFAULT.textFields().get(0))
            .value("label-field", "NAME", "JSON field holding the rating", ReviewFields.DEFAULT.labelField())
            .value("label-values", "V1,...,V5", "five values meaning ratings 1..5", "whole numbers 1..5")
            .example("bin/pipeline reviews --input testdata/samples/reviews/sample-reviews.json --output out/reviews")
            .example("bin/pipeline reviews --input raw/2023/ --output out/reviews23 --text-field text --label-field rating"
                    + " --vocab-size 20000 --seq-len 200  # Amazon Reviews 2023")
            .build();

    /** The one-line usage, for messages. */
    public static final String USAGE = "reviews --input PATH... --output DIR [options]; bin/pipeline reviews --help lists them";

    /** Every default: what {@code reviews --input ... --output DIR} runs. */
    public static ReviewsOptions defaults(List<String> inputs, String output) {
        return new ReviewsOptions(new RunTarget(inputs, output, false, null, false), Encoding.DEFAULT, Parts.AUTO,
                InputBudget.DEFAULT, ReviewFields.DEFAULT, DEFAULT_REJECTS_PER_TASK, null, VocabularyCount.DEFAULT_DRIVER_MAX);
    }

    public ReviewsOptions withTarget(RunTarget newTarget) {
        return new ReviewsOptions(newTarget, encoding, parts, budget, fields, rejectsPerTask, nearDup, driverWordCounts);
    }

    public ReviewsOptions withEncoding(Encoding newEncoding) {
        return new ReviewsOptions(target, newEncoding, parts, budget, fields, rejectsPerTask, nearDup, driverWordCounts);
    }

    public ReviewsOptions withParts(Parts newParts) {
        return new ReviewsOptions(target, encoding, newParts, budget, fields, rejectsPerTask, nearDup, driverWordCounts);
    }

    public ReviewsOptions withBudget(InputBudget newBudget) {
        return new ReviewsOptions(target, encoding, parts, newBudget, fields, rejectsPerTask, nearDup, driverWordCounts);
    }

    public ReviewsOptions withFields(ReviewFields newFields) {
        return new ReviewsOptions(target, encoding, parts, budget, newFields, rejectsPerTask, nearDup, driverWordCounts);
    }

    public ReviewsOptions withRejectsPerTask(int n) {
        return new ReviewsOptions(target, encoding, parts, budget, fields, n, nearDup, driverWordCounts);
    }

    public ReviewsOptions withNearDup(org.trainprep.core.neardup.NearDupSettings settings) {
        return new ReviewsOptions(target, encoding, parts, budget, fields, rejectsPerTask, settings, driverWordCounts);
    }

    public ReviewsOptions withDriverWordCounts(long most) {
        return new ReviewsOptions(target, encoding, parts, budget, fields, rejectsPerTask, nearDup, most);
    }

    @Override
    public int shards() {
        return parts.shards();
    }

    @Override
    public DatasetType type() {
        return new ReviewsType();
    }

    @Override
    public String inputShape() {
        return "review JSON lines";
    }

    @Override
    public MatrixFileType fileType() {
        return ReviewsFileType.INSTANCE;
    }

    @Override
    public Set<String> outputNames() {
        return Set.of(ReviewsOutcome.VOCAB_JSON, PARTS, NearDuplicateRemoval.FOLDER);
    }

    /** What most rejected lines say about the input: not JSON (CSV?), another dataset's field names, other ratings. */
    @Override
    public InputBudget.LikelyCause likelyCause() {
        return ReviewsOptions::likelyCause;
    }

    static java.util.Optional<String> likelyCause(String top, List<org.trainprep.core.rejects.RejectRecord> samples,
                                                  String what) {
        if (top.equals(RejectReason.NOT_JSON_OBJECT.name())) {
            String text = samples.isEmpty() ? "" : new String(samples.get(0).line(), java.nio.charset.StandardCharsets.UTF_8);
            if (!text.contains("{") && text.contains(",")) {
                return java.util.Optional.of("no line parsed as a JSON object and they look like CSV: is this the right"
                        + " input for " + what + "?");
            }
            return java.util.Optional.of("no line parsed as a JSON object: is this " + what + "? CSV? UTF-16?");
        }
        String field = samples.stream().filter(s -> s.reason().equals(top) && s.field() != null)
                .map(org.trainprep.core.rejects.RejectRecord::field).findFirst().orElse(null);
        if (top.equals(RejectReason.TEXT_MISSING.name())) {
            return java.util.Optional.of("lines are JSON without a " + (field == null ? "reviewText" : field)
                    + " field: another dataset's field names? (--text-field, --label-field)");
        }
        if (top.startsWith("RATING")) {
            return java.util.Optional.of("ratings (" + (field == null ? "overall" : field)
                    + ") are missing or not whole numbers 1..5 (--label-field, --label-values)");
        }
        return java.util.Optional.empty();
    }

    /** {@code --no-combine} leaves the parts as the output. */
    @Override
    public boolean merge() {
        return parts.combine();
    }

    public ReviewsOptions {
        java.util.Objects.requireNonNull(target, "target");
        java.util.Objects.requireNonNull(encoding, "encoding");
        java.util.Objects.requireNonNull(parts, "parts");
        java.util.Objects.requireNonNull(budget, "budget");
        java.util.Objects.requireNonNull(fields, "fields");
        if (rejectsPerTask < 0) {
            throw new IllegalArgumentException("--rejects-per-task must not be negative");
        }
        if (driverWordCounts < 0) {
            throw new IllegalArgumentException("--driver-word-counts must not be negative");
        }
    }

    public static ReviewsOptions parse(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        LabelScheme labels;
        ElementType dtype;
        try {
            labels = LabelScheme.fromId(a.optional("labels", LabelScheme.FIVE_CLASS.id()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
        String dtypeId = a.optional("dtype", ElementType.INT32.id());
        dtype = dtypeId.equals(ElementType.INT32.id()) ? ElementType.INT32
                : dtypeId.equals(ElementType.INT64.id()) ? ElementType.INT64 : null;
        if (dtype == null) {
            throw new UsageException("reviews: --dtype must be int32 or int64, was '" + dtypeId + "'");
        }
        String engine;
        try {
            engine = org.trainprep.core.dataset.Engine.of("--engine", a.optional("engine",
                    org.trainprep.core.dataset.Engine.byDefault().id())).id();
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
        if (a.has("reducers") && a.has("target-part-mb")) {
            throw new UsageException("reviews: --target-part-mb sizes the reducers; give it or --reducers, not both");
        }
        if (a.has("vocab") && a.has("vocab-size")) {
            throw new UsageException("reviews: --vocab-size does not apply to a supplied --vocab; give one or the other");
        }
        try {
            return new ReviewsOptions(
                    new RunTarget(a.requiredList("input"), a.required("output"), a.has("overwrite"),
                            a.optional("work-dir", null), a.has("keep-work"), a.has("resume")),
                    new Encoding(a.intValue("vocab-size", DEFAULT_VOCAB_SIZE, 1, 10_000_000),
                            a.intValue("seq-len", DEFAULT_SEQ_LEN, 1, 100_000), labels, a.optional("vocab", null), dtype,
                            a.doubleValue("max-oov-fraction", DEFAULT_MAX_OOV_FRACTION)),
                    new Parts(a.intValue("reducers", 0, 1, 100_000), (long) a.intValue("target-part-mb",
                            (int) (PartSizing.DEFAULT_TARGET_PART_BYTES >> 20), 1, 64 * 1024) << 20,
                            a.intValue("shards", 0, 1, 1 << 20), !a.has("no-combine")),
                    budget(a), fields(a), a.intValue("rejects-per-task", DEFAULT_REJECTS_PER_TASK, 0, 1_000_000),
                    nearDup(a), a.intValue("driver-word-counts", (int) VocabularyCount.DEFAULT_DRIVER_MAX, 0, 1 << 22));
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
    }

    private static org.trainprep.core.neardup.NearDupSettings nearDup(Args a) throws UsageException {
        boolean tuned = a.has("near-dup-shingle") || a.has("near-dup-bands") || a.has("near-dup-rows");
        if (!a.has("near-dup")) {
            if (tuned) {
                throw new UsageException("reviews: --near-dup-shingle, --near-dup-bands and --near-dup-rows tune --near-dup J;"
                        + " give --near-dup too");
            }
            return null;
        }
        if (a.has("near-dup-bands") != a.has("near-dup-rows")) {
            throw new UsageException("reviews: give --near-dup-bands and --near-dup-rows together, or neither to derive"
                    + " them from --near-dup");
        }
        double threshold;
        String given = a.optional("near-dup", "");
        if (!Args.isDecimal(given)) {
            throw new UsageException("reviews: --near-dup must be a similarity above 0 and at most 1, such as 0.8; was '"
                    + given + "'");
        }
        threshold = Double.parseDouble(given);
        int shingle = a.intValue("near-dup-shingle", org.trainprep.core.neardup.NearDupSettings.DEFAULT_SHINGLE, 1, 64);
        if (!(threshold > 0 && threshold <= 1)) {
            throw new UsageException("reviews: --near-dup must be a similarity above 0 and at most 1, such as 0.8; was "
                    + a.optional("near-dup", ""));
        }
        if (!a.has("near-dup-bands")) {
            return org.trainprep.core.neardup.NearDupSettings.derived(threshold, shingle,
                    org.trainprep.core.neardup.NearDupSettings.DEFAULT_PERMUTATIONS);
        }
        return new org.trainprep.core.neardup.NearDupSettings(threshold, shingle,
                a.intValue("near-dup-bands", 1, 1, 1024), a.intValue("near-dup-rows", 1, 1, 1024));
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
            return new InputBudget(a.doubleValue("max-invalid-fraction", InputBudget.DEFAULT_MAX_INVALID_FRACTION),
                    a.intValue("min-rows", 1, 1, Integer.MAX_VALUE), a.has("skip-corrupt-files"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("reviews: " + e.getMessage());
        }
    }

    /**
     * A clean pass whose valid reviews all cleaned to nothing, or that leaves one row, fails saying
     * so: the budget's own message ({@code 0 rows from 2 lines (2 valid, ...)}) names no cause, and a
     * file of one row is one the trainers' loader reads none of ({@code k * min(rows) - 1}).
     */
    @Override
    public java.util.Optional<String> refusal(org.trainprep.core.dataset.Tally tally,
                                              List<org.trainprep.core.rejects.RejectRecord> samples) {
        long empty = tally.counts().getOrDefault(ReviewCounters.EMPTY_AFTER_CLEANING.name(), 0L);
        if (tally.rows() == 0 && tally.valid() > 0 && empty == tally.valid()) {
            return java.util.Optional.of(String.format(java.util.Locale.ROOT, "no rows: the text of every one of the %,d"
                    + " valid reviews is empty after cleaning (stop words, punctuation and digits are removed); does"
                    + " --text-field %s name the field holding the review's text?", tally.valid(),
                    String.join(" --text-field ", fields.textFields())));
        }
        if (tally.rows() == 1) {
            return java.util.Optional.of(String.format(java.util.Locale.ROOT, "one row from %,d lines (%,d valid): the"
                    + " trainers' loader reads k * min(rows) - 1 rows of a combined file, none of a file of one row;"
                    + " give more input", tally.linesRead(), tally.valid()));
        }
        return java.util.Optional.empty();
    }
}

package org.trainprep.core.census;

import org.trainprep.core.dataset.Engine;

import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.rejects.RejectRecord;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Options of the census job, the same for both engines, in small typed groups: where the run reads
 * and writes ({@link RunTarget}), how rows are read and written ({@link Rows}), the validation
 * split ({@link RowSplit}), the engine and the error budget.
 *
 * @param budget the share of invalid rows a run accepts (and the fewest records)
 */
public record CensusOptions(RunTarget target, Rows rows, RowSplit split, String engine, InputBudget budget)
        implements RunPlan {

    /**
     * How rows are read and written.
     *
     * @param schemaFile a JSON or YAML schema, or null for CaPUMS5full
     * @param format     census.h5, or CSV files for the DP trainers ({@link CensusCsv})
     */
    public record Rows(String schemaFile, MissingPolicy missing, CensusLayout layout, CensusFormat format) {

        public Rows {
            java.util.Objects.requireNonNull(missing, "missing");
            java.util.Objects.requireNonNull(layout, "layout");
            java.util.Objects.requireNonNull(format, "format");
            if (format == CensusFormat.CSV && CensusCsv.refusal(missing, layout) != null) {
                throw new IllegalArgumentException(CensusCsv.refusal(missing, layout));
            }
        }

        /** census.h5 with the schema, policy and layout given. */
        public static Rows hdf5(String schemaFile, MissingPolicy missing, CensusLayout layout) {
            return new Rows(schemaFile, missing, layout, CensusFormat.HDF5);
        }
    }

    public static final Help HELP = Help.of("census", "--input FILE... --output DIR [options]", """
            Cleans a PUMS census CSV extract (header found by content, NA = missing) into census.h5 for the DP
            trainers (x int8 [n, features], y int8 [n]), or into their CSV with --format csv. Invalid lines are
            skipped, counted by reason and sampled in DIR/_rejects/; DIR also gets manifest.json, stats.json and a
            self-contained report.html.""")
            .required("input", "FILE...", "CSV files, directories or globs (plain, .gz, .bz2 or .zst)")
            .required("output", "DIR", "output directory, created by the run")
            .value("engine", Engine.choices(), "which engine runs the two passes (byte-identical results)",
                    Engine.byDefault().id())
            .value("schema", "FILE.json|.yaml", "columns, label, features and allowed values",
                    "CaPUMS5full: label employed, the other nine of the first ten columns")
            .value("missing", "drop|impute-mode|impute-mean", "rows with NA: dropped, or filled per feature", "drop")
            .value("format", "hdf5|csv", "census.h5, or CSV as the DP trainers read it (label in column 5)", "hdf5")
            .value("layout", "xy|package", "HDF5 datasets x and y, or one data matrix with the label last", "xy")
            .value("val-fraction", "F", "share of rows held out in val/ (or census-val.csv), by a seeded hash", "0")
            .value("seed", "S", "seed of that split", "0")
            .flag("overwrite", "replace an output directory an earlier run wrote")
            .flag("resume", "go on with the unfinished run a kill left in the output: every pass it finished whose fingerprint (input listing, options, code) matches is reused, the rest rerun")
            .value("max-invalid-fraction", "F", "fail when more than this share of non-blank lines is invalid",
                    Double.toString(InputBudget.DEFAULT_MAX_INVALID_FRACTION))
            .value("min-rows", "N", "fail when fewer records come out", "1")
            .example("bin/pipeline census --input CaPUMS5full.csv --output out/census --missing impute-mode"
                    + " --val-fraction 0.2 --seed 7")
            .example("bin/pipeline census --input CaPUMS5full.csv --output out/census-csv --format csv  # for the DP trainers")
            .build();

    /** The one-line usage, for messages. */
    public static final String USAGE = "census --input FILE... --output DIR [options]; bin/pipeline census --help lists them";

    public static final String FILE_NAME = "census.h5";

    /** Rows as given, the default budget, no split, on any engine: what tests and tools start from. */
    public static CensusOptions of(List<String> inputs, String output, Rows rows) {
        return new CensusOptions(new RunTarget(inputs, output, false, null, false), rows, new RowSplit(0, 0), Engine.byDefault().id(),
                InputBudget.DEFAULT);
    }

    public CensusOptions withTarget(RunTarget newTarget) {
        return new CensusOptions(newTarget, rows, split, engine, budget);
    }

    public CensusOptions withRows(Rows newRows) {
        return new CensusOptions(target, newRows, split, engine, budget);
    }

    public CensusOptions withSplit(RowSplit newSplit) {
        return new CensusOptions(target, rows, newSplit, engine, budget);
    }

    public CensusOptions withBudget(InputBudget newBudget) {
        return new CensusOptions(target, rows, split, engine, newBudget);
    }

    /** The files this run publishes. */
    public List<String> fileNames() {
        return rows.format().fileNames(split.enabled());
    }

    @Override
    public DatasetType type() {
        return new CensusType();
    }

    @Override
    public String inputShape() {
        return "census CSV rows";
    }

    @Override
    public MatrixFileType fileType() {
        return new CensusFileType();
    }

    @Override
    public Set<String> outputNames() {
        return Set.copyOf(allFileNames());
    }

    /** Every file a census run of any format or split publishes: what marks an earlier census output. */
    private static List<String> allFileNames() {
        List<String> names = new java.util.ArrayList<>(CensusFormat.HDF5.fileNames(false));
        names.addAll(CensusFormat.CSV.fileNames(false));
        names.addAll(CensusFormat.CSV.fileNames(true));
        return names;
    }

    /** A first pass that found no record at all fails naming what it found instead. */
    @Override
    public Optional<String> refusal(Tally tally, List<RejectRecord> samples) {
        return CensusCounts.noRecords(tally.counts(), samples);
    }

    /** Census has no {@code --skip-corrupt-files}: its rows' positions are the split's seed. */
    @Override
    public boolean canSkipCorruptFiles() {
        return false;
    }

    public CensusOptions {
        java.util.Objects.requireNonNull(target, "target");
        java.util.Objects.requireNonNull(rows, "rows");
        java.util.Objects.requireNonNull(split, "split");
        java.util.Objects.requireNonNull(budget, "budget");
        if (engine == null || engine.isBlank()) {
            throw new IllegalArgumentException("--engine must name an engine");
        }
    }

    private static String engine(String e) {
        return Engine.of("--engine", e).id();
    }

    public static CensusOptions parse(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        try {
            double fraction = a.doubleValue("val-fraction", 0);
            long seed = Long.parseLong(a.optional("seed", "0"));
            if (a.has("seed") && fraction == 0) {
                throw new UsageException("census: --seed seeds the validation split, and there is none without"
                        + " --val-fraction F (e.g. --val-fraction 0.1 --seed " + seed + ")");
            }
            return new CensusOptions(new RunTarget(a.requiredList("input"), a.required("output"), a.has("overwrite"), null,
                    false, a.has("resume")), new Rows(a.optional("schema", null), MissingPolicy.fromId(a.optional("missing", "drop")),
                    CensusLayout.fromId(a.optional("layout", "xy")), CensusFormat.fromId(a.optional("format",
                    CensusFormat.HDF5.id()))), new RowSplit(fraction, seed), engine(a.optional("engine", Engine.byDefault().id())),
                    new InputBudget(a.doubleValue("max-invalid-fraction", InputBudget.DEFAULT_MAX_INVALID_FRACTION),
                            a.intValue("min-rows", 1, 1, Integer.MAX_VALUE), false));
        } catch (NumberFormatException e) {
            throw new UsageException("census: --seed must be an integer: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException("census: " + e.getMessage());
        }
    }
}

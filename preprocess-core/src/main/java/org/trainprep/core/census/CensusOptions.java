package org.trainprep.core.census;

import org.trainprep.core.rejects.InputBudget;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.UsageException;

import java.util.List;
import java.util.Set;

/**
 * Options of the census job, the same for both engines.
 *
 * @param schemaFile a JSON schema, or null for CaPUMS5full
 * @param budget     the share of invalid rows a run accepts (and the fewest records)
 */
public record CensusOptions(List<String> inputs, String output, String schemaFile, MissingPolicy missing,
                            CensusLayout layout, double valFraction, long seed, boolean overwrite, String engine,
                            InputBudget budget) {

    public static final String USAGE = "census --input FILE... --output DIR [--engine mapreduce|spark] [--schema FILE.json|.yaml]"
            + " [--missing drop|impute-mode|impute-mean] [--layout xy|package] [--val-fraction F --seed S] [--overwrite]"
            + " [--max-invalid-fraction F] [--min-rows N]";

    public static final String FILE_NAME = "census.h5";

    /** With the default budget. */
    public CensusOptions(List<String> inputs, String output, String schemaFile, MissingPolicy missing,
                         CensusLayout layout, double valFraction, long seed, boolean overwrite, String engine) {
        this(inputs, output, schemaFile, missing, layout, valFraction, seed, overwrite, engine, InputBudget.DEFAULT);
    }

    public CensusOptions withBudget(InputBudget newBudget) {
        return new CensusOptions(inputs, output, schemaFile, missing, layout, valFraction, seed, overwrite, engine,
                newBudget);
    }

    /**
     * The one-line failure when the first pass says the input is not what the user thinks, or empty.
     *
     * @param samples the first rejected lines, quoted in the message
     */
    public java.util.Optional<String> checkBudget(java.util.Map<String, Long> counts,
                                                  List<org.trainprep.core.rejects.RejectRecord> samples) {
        java.util.Optional<String> none = CensusCounts.noRecords(counts, samples);
        if (none.isPresent()) {
            return none;
        }
        java.util.Map<String, Long> byReason = new java.util.LinkedHashMap<>();
        for (CensusRejectReason r : CensusRejectReason.values()) {
            byReason.put(r.name(), counts.getOrDefault(r.name(), 0L));
        }
        long records = counts.getOrDefault(CensusCounters.RECORDS.name(), 0L);
        return budget.check(counts.getOrDefault(CensusCounters.LINES_READ.name(), 0L), records,
                counts.getOrDefault(CensusCounters.INVALID.name(), 0L), counts.getOrDefault(CensusCounters.BLANK.name(), 0L),
                byReason, records, samples, "census CSV rows").map(m -> "the input does not look usable: " + m);
    }

    public CensusOptions {
        inputs = List.copyOf(inputs);
        java.util.Objects.requireNonNull(budget, "budget");
        if (inputs.isEmpty() || output == null || output.isBlank()) {
            throw new IllegalArgumentException("--input and --output are required");
        }
        new RowSplit(valFraction, seed); // validates the fraction
        if (engine == null || engine.isBlank()) {
            throw new IllegalArgumentException("--engine must name an engine");
        }
    }

    private static String engine(String e) {
        if (!e.equals("mapreduce") && !e.equals("spark")) {
            throw new IllegalArgumentException("--engine must be mapreduce or spark, was '" + e + "'");
        }
        return e;
    }

    public static CensusOptions parse(String[] args) throws UsageException {
        Args a = Args.parse("census", args, Set.of("input", "output", "schema", "missing", "layout", "val-fraction",
                "seed", "engine", "max-invalid-fraction", "min-rows"), Set.of("overwrite"));
        try {
            double fraction = Double.parseDouble(a.optional("val-fraction", "0"));
            long seed = Long.parseLong(a.optional("seed", "0"));
            return new CensusOptions(a.requiredList("input"), a.required("output"), a.optional("schema", null),
                    MissingPolicy.fromId(a.optional("missing", "drop")), CensusLayout.fromId(a.optional("layout", "xy")),
                    fraction, seed, a.has("overwrite"), engine(a.optional("engine", "mapreduce")),
                    new InputBudget(Double.parseDouble(a.optional("max-invalid-fraction",
                            Double.toString(InputBudget.DEFAULT_MAX_INVALID_FRACTION))),
                            a.intValue("min-rows", 1, 1, Integer.MAX_VALUE), false));
        } catch (NumberFormatException e) {
            throw new UsageException("census: --val-fraction and --max-invalid-fraction must be numbers and --seed an integer: "
                    + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException("census: " + e.getMessage());
        }
    }
}

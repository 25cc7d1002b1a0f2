package org.trainprep.core.census;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.UsageException;

import java.util.List;
import java.util.Set;

/**
 * Options of the census job, the same for both engines.
 *
 * @param schemaFile a JSON schema, or null for CaPUMS5full
 */
public record CensusOptions(List<String> inputs, String output, String schemaFile, MissingPolicy missing,
                            CensusLayout layout, double valFraction, long seed, boolean overwrite, String engine) {

    public static final String USAGE = "census --input FILE... --output DIR [--engine mapreduce|spark] [--schema FILE.json|.yaml]"
            + " [--missing drop|impute-mode|impute-mean] [--layout xy|package] [--val-fraction F --seed S] [--overwrite]";

    public static final String FILE_NAME = "census.h5";

    public CensusOptions {
        inputs = List.copyOf(inputs);
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
                "seed", "engine"), Set.of("overwrite"));
        try {
            double fraction = Double.parseDouble(a.optional("val-fraction", "0"));
            long seed = Long.parseLong(a.optional("seed", "0"));
            return new CensusOptions(a.requiredList("input"), a.required("output"), a.optional("schema", null),
                    MissingPolicy.fromId(a.optional("missing", "drop")), CensusLayout.fromId(a.optional("layout", "xy")),
                    fraction, seed, a.has("overwrite"), engine(a.optional("engine", "mapreduce")));
        } catch (NumberFormatException e) {
            throw new UsageException("census: --val-fraction must be a number and --seed an integer: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException("census: " + e.getMessage());
        }
    }
}

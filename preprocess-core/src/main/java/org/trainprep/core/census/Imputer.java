package org.trainprep.core.census;

import org.trainprep.core.h5.ElementType;

/**
 * Applies a {@link MissingPolicy} to parsed rows, with statistics taken from the valid rows
 * beforehand (so both engines, which compute the same statistics, fill the same values).
 * A row whose label is missing is always dropped: an imputed label would be invented ground truth.
 */
public final class Imputer {

    private final MissingPolicy policy;
    private final int features;
    private final float[] fill;
    private final ElementType xType;

    /**
     * @param stats over the valid rows, columns = features then label; unused with {@link MissingPolicy#DROP}
     */
    public Imputer(MissingPolicy policy, CensusStatistics stats, int features) {
        this.policy = policy;
        this.features = features;
        this.fill = new float[features];
        boolean fractional = false;
        for (int c = 0; c < features && policy != MissingPolicy.DROP; c++) {
            if (policy == MissingPolicy.IMPUTE_MODE) {
                fill[c] = stats.mode(c);
            } else {
                fill[c] = (float) stats.mean(c);
                // only a fraction that is actually filled in makes x float32
                fractional |= stats.missingLabelled(c) > 0 && fill[c] != Math.rint(fill[c]);
            }
        }
        this.xType = fractional ? ElementType.FLOAT32 : ElementType.INT8;
    }

    /**
     * Fails, naming the feature, when an imputing policy would fill one that has no present value to
     * take a mode or mean from (every record's entry missing, yet some row written): filling it would
     * invent a constant column, 0 even where the spec does not allow 0.
     */
    public static void refuseUnfillable(MissingPolicy policy, CensusStatistics stats, CensusSchema schema)
            throws java.io.IOException {
        for (int c = 0; c < schema.features().size() && policy != MissingPolicy.DROP; c++) {
            if (stats.present(c) == 0 && stats.missingLabelled(c) > 0) {
                throw new java.io.IOException(String.format(java.util.Locale.ROOT, "--missing %s has nothing to fill"
                        + " feature '%s' with: none of the input's records has a value there (%,d missing), so its mode"
                        + " or mean does not exist; leave it out of the schema's features (--schema), or check the"
                        + " column's missing tokens", policy.id(), schema.features().get(c), stats.missing(c)));
            }
        }
    }

    public MissingPolicy policy() {
        return policy;
    }

    /** int8, or float32 when mean imputation fills a fractional value. */
    public ElementType xType() {
        return xType;
    }

    /** The value each feature's missing entries get (meaningless with {@code drop}). */
    public float fillValue(int feature) {
        return fill[feature];
    }

    /** Whether the row goes to the output at all. */
    public boolean keep(int[] codes) {
        if (codes[features] == CensusRow.MISSING) {
            return false;
        }
        if (policy == MissingPolicy.DROP) {
            for (int c = 0; c < features; c++) {
                if (codes[c] == CensusRow.MISSING) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Features with missing entries filled, as ints (int8 output). */
    public void fillInts(int[] codes, int[] out) {
        for (int c = 0; c < features; c++) {
            out[c] = codes[c] == CensusRow.MISSING ? (int) fill[c] : codes[c];
        }
    }

    /** Features with missing entries filled, as floats (float32 output). */
    public void fillFloats(int[] codes, float[] out) {
        for (int c = 0; c < features; c++) {
            out[c] = codes[c] == CensusRow.MISSING ? fill[c] : codes[c];
        }
    }
}

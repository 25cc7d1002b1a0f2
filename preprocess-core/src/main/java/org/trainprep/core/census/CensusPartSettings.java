package org.trainprep.core.census;

import java.io.Serializable;
import java.util.Base64;

/**
 * What every task of the census's second pass must agree on to write its part: the layout, the
 * missing-value policy with the statistics of the whole input (so each task imputes the same
 * values), and the split. Small; carried in a job's configuration ({@link #encode()}) or a Spark
 * broadcast.
 */
public record CensusPartSettings(CensusLayout layout, MissingPolicy missing, double valFraction, long seed,
                                 byte[] statistics) implements Serializable {

    public static CensusPartSettings of(CensusOptions options, CensusStatistics stats) {
        return new CensusPartSettings(options.layout(), options.missing(), options.valFraction(), options.seed(),
                stats.toBytes());
    }

    public Imputer imputer(CensusSchema schema) {
        return new Imputer(missing, CensusStatistics.fromBytes(statistics), schema.features().size());
    }

    public RowSplit split() {
        return new RowSplit(valFraction, seed);
    }

    public CensusFileLayout fileLayout(CensusSchema schema) {
        return new CensusFileLayout(schema, layout, split().enabled(), imputer(schema).xType());
    }

    /** One line for a configuration value. */
    public String encode() {
        return layout.id() + ";" + missing.id() + ";" + Double.toString(valFraction) + ";" + seed + ";"
                + Base64.getEncoder().encodeToString(statistics);
    }

    public static CensusPartSettings decode(String s) {
        String[] f = s.split(";", 5);
        if (f.length != 5) {
            throw new IllegalArgumentException("not census part settings: " + s);
        }
        return new CensusPartSettings(CensusLayout.fromId(f[0]), MissingPolicy.fromId(f[1]), Double.parseDouble(f[2]),
                Long.parseLong(f[3]), Base64.getDecoder().decode(f[4]));
    }
}

package org.trainprep.core.census;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.Serializable;

/**
 * What every task of the census's second pass must agree on to write its part: the layout, the
 * missing-value policy with the statistics of the whole input (so each task imputes the same
 * values), the split, and what every part records for the merged file (the first pass's counts,
 * the output format). Small; carried as JSON ({@link #encode()}) in a job's configuration or a
 * Spark broadcast.
 */
public record CensusPartSettings(CensusLayout layout, MissingPolicy missing, double valFraction, long seed,
                                 byte[] statistics, long rowsRead, long rowsInvalid, CensusFormat format)
        implements Serializable {

    private static final ObjectMapper JSON = new ObjectMapper();

    public static CensusPartSettings of(CensusOptions options, CensusStatistics stats, CensusFileWriter.Counts counts) {
        return new CensusPartSettings(options.rows().layout(), options.rows().missing(), options.split().valFraction(), options.split().seed(),
                stats.toBytes(), counts.rowsRead(), counts.rowsInvalid(), options.rows().format());
    }

    public CensusFileWriter.Counts counts() {
        return new CensusFileWriter.Counts(rowsRead, rowsInvalid);
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

    /** JSON for a configuration value or a broadcast string (the statistics as base64). */
    public String encode() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("census part settings do not serialise", e);
        }
    }

    public static CensusPartSettings decode(String s) {
        try {
            return JSON.readValue(s, CensusPartSettings.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not census part settings: " + e.getOriginalMessage(), e);
        }
    }
}

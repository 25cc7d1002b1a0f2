package org.trainprep.core.stats;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;

/**
 * What a trainer needs to load a run's file, in the words of the example loaders in
 * {@code examples/pytorch/}: the last lines of the summary and a section of {@code stats.json}.
 *
 * @param file    the published file's path or URL
 * @param facts   e.g. {@code n_vocab 10,003, seq_len 100, labels five-class (1..5), 12,345 rows}
 * @param command the example loader's command line for it
 */
public record HandOff(String file, String facts, String command) {

    /** A combined review file. */
    public static HandOff reviews(String file, long nVocab, int seqLen, String labels, long rows, long loaderRows) {
        return new HandOff(file, String.format(Locale.ROOT,
                "n_vocab %,d, seq_len %d, labels %s, %,d rows (%,d through the trainers' k * min(rows) - 1)",
                nVocab, seqLen, labels, rows, loaderRows),
                "/usr/bin/python3 examples/pytorch/train_tiny.py " + local(file));
    }

    /** A census HDF5 file. */
    public static HandOff censusH5(String file, int features, String label, long rows, boolean split) {
        return new HandOff(file, String.format(Locale.ROOT, "%d features, label %s, %,d rows", features, label, rows),
                "/usr/bin/python3 examples/pytorch/check_census.py " + local(file) + (split ? " --split train" : ""));
    }

    /** The census CSV files, read as the DP trainers read them. */
    public static HandOff censusCsv(String file, int features, String label, long rows) {
        return new HandOff(file, String.format(Locale.ROOT,
                "%d features (columns 0-4 and 6 to n-3), label %s (column 5), %,d rows, header line first",
                features, label, rows), "pandas.read_csv(\"" + local(file) + "\").dropna()");
    }

    /** A path the loader can open: a local file's path, anything else as given (download it first). */
    private static String local(String file) {
        return file.startsWith("file:") ? java.net.URI.create(file).getPath() : file;
    }

    public ObjectNode toJson() {
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        n.put("file", file);
        n.put("facts", facts);
        n.put("command", command);
        return n;
    }

    /** The summary's closing lines. */
    public void print(java.io.PrintStream out) {
        out.printf("  hand-off              %s%n", file);
        out.printf("    %s%n", facts);
        out.printf("    %s%n", command);
    }
}

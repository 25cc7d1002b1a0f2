package org.trainprep.combiner;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.UsageException;

import java.util.Set;

/**
 * What to merge and where.
 *
 * @param input     directory (any Hadoop FileSystem URI, or a local path) holding {@code *.h5} parts
 * @param output    directory that receives the combined file and {@code manifest.json}
 * @param fileName  combined file name, or null for the label scheme's default
 *                  ({@code combined_result_5class.h5} / {@code combined_result_binary.h5})
 * @param shards    k balanced shards, or 0 for one per part
 * @param overwrite replace an existing combined file of that name
 */
public record CombineOptions(String input, String output, String fileName, int shards, boolean overwrite) {

    public static final String USAGE = "combine --input DIR --output DIR [--name FILE.h5] [--shards K] [--overwrite]";

    public CombineOptions {
        if (fileName != null && (fileName.isBlank() || fileName.contains("/") || !fileName.endsWith(".h5"))) {
            throw new IllegalArgumentException("--name must be a plain file name ending in .h5, was '" + fileName + "'");
        }
        if (shards < 0) {
            throw new IllegalArgumentException("--shards must be >= 1");
        }
    }

    public static CombineOptions parse(String[] args) throws UsageException {
        Args a = Args.parse("combine", args, Set.of("input", "output", "name", "shards"), Set.of("overwrite"));
        try {
            return new CombineOptions(a.required("input"), a.required("output"), a.optional("name", null),
                    a.intValue("shards", 0, 1, 1 << 20), a.has("overwrite"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("combine: " + e.getMessage());
        }
    }
}

package org.trainprep.core.dataset;

import java.util.List;

/**
 * Where a run reads and writes, the option group every dataset type's command has.
 *
 * @param inputs    files, directories or globs, on any Hadoop FileSystem
 * @param output    the output directory; it must not exist unless {@code overwrite}
 * @param overwrite replace an output an earlier run of the type wrote (only once the new one is complete)
 * @param workDir   parent of the run's intermediate directory, or null for the default: under the
 *                  cluster's default file system when that is HDFS, else under the output
 * @param keepWork  keep the intermediate data (for debugging)
 * @param resume    go on with the unfinished run a kill left in the output, reusing each pass it
 *                  finished whose fingerprint still matches
 */
public record RunTarget(List<String> inputs, String output, boolean overwrite, String workDir, boolean keepWork,
                        boolean resume) {

    public RunTarget(List<String> inputs, String output, boolean overwrite, String workDir, boolean keepWork) {
        this(inputs, output, overwrite, workDir, keepWork, false);
    }

    public RunTarget {
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("--input needs at least one path");
        }
        if (output == null || output.isBlank()) {
            throw new IllegalArgumentException("--output must name a directory");
        }
    }
}

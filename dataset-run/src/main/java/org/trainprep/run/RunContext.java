package org.trainprep.run;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.RunOutput;

import java.util.List;

/**
 * What an engine's passes get from the skeleton: the run's settings, its listed input files, its
 * claimed output (for claim checks and cancelling on Ctrl-C) and its work directory.
 *
 * @param listed the input files, every one listed (directories and globs expanded), in input order
 * @param inputs the inputs as given (files, directories, globs), qualified: what the parts record as sources
 */
public record RunContext(Configuration conf, RunPlan plan, List<FileStatus> listed, List<Path> inputs,
                         RunOutput output, ProgressLog progress) {

    /** The input files' paths, in input order. */
    public List<Path> files() {
        return listed.stream().map(FileStatus::getPath).toList();
    }

    /** A directory of this run's work area (on the cluster's file system, removed with the run). */
    public Path work(String name) {
        return output.work().path(name);
    }

    /**
     * Where the parts pass writes the parts: the work area when the skeleton merges them, the
     * output's {@link RunPlan#PARTS} folder when they are the output.
     */
    public Path parts() {
        return plan.merge() ? work(RunPlan.PARTS) : new Path(output.dir(), RunPlan.PARTS);
    }

    public String runId() {
        return output.runId();
    }

    /** The same run reading none of {@code files} (qualified paths, as the reading pass names them). */
    public RunContext without(java.util.Set<String> files) {
        return new RunContext(conf, plan, listed.stream().filter(f -> !files.contains(f.getPath().toString())).toList(),
                inputs, output, progress);
    }
}

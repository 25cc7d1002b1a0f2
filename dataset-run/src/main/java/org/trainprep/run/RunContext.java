package org.trainprep.run;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.hadoop.RunOutput;

import java.util.List;

/**
 * What an engine's passes get from the skeleton: the run's settings, its listed input files, its
 * claimed output (for claim checks and cancelling on Ctrl-C) and its work directory.
 *
 * @param files the input files, every one listed (directories and globs expanded), in input order
 */
public record RunContext(Configuration conf, RunPlan plan, List<Path> files, RunOutput output, ProgressLog progress) {

    /** A directory of this run's work area (on the cluster's file system, removed with the run). */
    public Path work(String name) {
        return output.work().path(name);
    }

    public String runId() {
        return output.runId();
    }
}

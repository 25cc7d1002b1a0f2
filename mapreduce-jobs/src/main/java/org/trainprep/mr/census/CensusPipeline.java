package org.trainprep.mr.census;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.mr.JobSetup;
import org.trainprep.run.RunSkeleton;
import org.trainprep.run.RunSummary;
import org.trainprep.run.census.CensusRunSummary;

import java.io.IOException;

/**
 * The census job on MapReduce: its passes ({@link CensusPasses}) on the run skeleton, leaving in
 * the output directory {@code census.h5} (or the CSV files), {@code _rejects/}, {@code stats.json},
 * {@code report.html} and {@code manifest.json}; and the summary a census run prints.
 */
public final class CensusPipeline {

    private final Configuration base;
    private final ProgressLog progress;

    public CensusPipeline(Configuration base) {
        this(base, ProgressLog.silent());
    }

    /** @param progress where the job's progress lines go */
    public CensusPipeline(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    public CensusSummary run(CensusOptions o) throws IOException, InterruptedException, UsageException {
        Configuration conf = new Configuration(base);
        JobSetup.tuneLocalMode(conf);
        return summary(new RunSkeleton(conf, progress).run(o, new CensusPasses()));
    }

    /** What a census run prints. */
    static CensusSummary summary(RunSummary run) {
        return CensusRunSummary.of(run);
    }
}

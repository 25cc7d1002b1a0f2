package org.trainprep.run.census;

import org.trainprep.core.census.CensusOutcome;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.run.RunSummary;

/** The census summary of a finished run, whichever engine ran its passes. */
public final class CensusRunSummary implements org.trainprep.run.SummaryPrinter {

    @Override
    public String type() {
        return "census";
    }

    @Override
    public void print(RunSummary run, java.io.PrintStream out) {
        of(run).print(out);
    }

    public static CensusSummary of(RunSummary run) {
        return new CensusSummary((CensusOutcome) run.outcome(), run.merged().fileUri(), run.times(), run.millis(),
                run.reportUri(), run.handOff());
    }
}

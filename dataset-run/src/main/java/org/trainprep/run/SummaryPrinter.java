package org.trainprep.run;

import java.io.PrintStream;
import java.util.ServiceLoader;

/**
 * What a finished run of a type prints, when the type has its own summary (registered as a line in
 * {@code META-INF/services/org.trainprep.run.SummaryPrinter}); else the skeleton's.
 */
public interface SummaryPrinter {

    /** The type whose runs it prints. */
    String type();

    void print(RunSummary run, PrintStream out);

    /** Prints {@code run} with its type's printer, or the skeleton's summary. */
    static void printRun(RunSummary run, PrintStream out) {
        for (SummaryPrinter p : ServiceLoader.load(SummaryPrinter.class, SummaryPrinter.class.getClassLoader())) {
            if (p.type().equals(run.type())) {
                p.print(run, out);
                return;
            }
        }
        run.print(out);
    }
}

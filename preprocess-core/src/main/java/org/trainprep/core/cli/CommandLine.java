package org.trainprep.core.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * The conventions every entry point shares (the Hadoop tools, the Spark main, {@code emr-steps}):
 * {@code --help} prints the command's help ({@link Help#text()}) and exits 0; bad arguments print one line naming the fix and
 * exit 2; a failed run prints {@code NAME failed: CAUSE} and exits 1; neither prints a stack trace
 * (unless {@code TRAINPREP_DEBUG} is set in the environment, for a bug report).
 * Anything else is a bug and propagates.
 */
public final class CommandLine {

    /** A command's work, given its arguments. */
    @FunctionalInterface
    public interface Body {
        /**
         * @throws UsageException           for bad arguments
         * @throws IllegalArgumentException for a bad option value found late
         * @throws IOException              when the run fails
         */
        void run(String[] args) throws Exception;
    }

    public static final int FAILED = 1;

    private CommandLine() {
    }

    /**
     * Runs {@code body} under the conventions and returns the exit code.
     *
     * @param help    what {@code --help} prints, as it stands
     * @param sizedBy the options that size what the command holds, named by its out-of-memory line ("" for none)
     */
    public static int run(String name, String help, String sizedBy, String[] args, PrintStream out, PrintStream err, Body body)
            throws Exception {
        if (Arrays.asList(args).contains("--help")) {
            out.print(help.endsWith("\n") ? help : help + "\n");
            return 0;
        }
        try {
            body.run(args);
            return 0;
        } catch (Exception | OutOfMemoryError e) {
            if (Shutdown.inProgress()) {
                // SIGINT/SIGTERM: the run's failure is the stop the user asked for; its clean-up hook says
                // in one line what it removed, and the JVM ends with the signal's status
                while (true) {
                    try {
                        Thread.currentThread().join();
                    } catch (InterruptedException interrupted) {
                        // still shutting down
                    }
                }
            }
            return failed(name, sizedBy, e, err);
        }
    }

    /**
     * The out-of-memory error a text reports by its class name (an engine's failure message for a
     * task that ran out), as an error this turns into its one line, {@code where} said after what ran
     * out; null when the text reports none.
     */
    public static OutOfMemoryError outOfMemoryIn(String text, String where) {
        String name = OutOfMemoryError.class.getName();
        int at = text == null ? -1 : text.indexOf(name);
        if (at < 0) {
            return null;
        }
        String rest = text.substring(at + name.length());
        String what = rest.startsWith(": ") ? rest.substring(2).lines().findFirst().orElse("").strip() : "";
        return new OutOfMemoryError((what.isEmpty() ? "" : what + ", ") + where);
    }

    /** The exit code of a run that threw {@code e}, having said why in one line; anything else is a bug and propagates. */
    private static int failed(String name, String sizedBy, Throwable e, PrintStream err) throws Exception {
        if (e instanceof UsageException) {
            err.println(e.getMessage());
            return UsageException.EXIT_CODE;
        }
        if (e instanceof OutOfMemoryError) {
            // whatever ran out, the user's choices are the heap and the options that size what is held
            err.println(name + " failed: out of memory (" + e.getMessage() + ") with a " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MB heap; give the JVM more (TRAINPREP_JAVA_OPTS=-Xmx4g bin/pipeline ..., or -D mapreduce.map.memory.mb"
                    + " or spark.executor.memory on a cluster)" + (sizedBy.isEmpty() ? "" : " or ask for less (" + sizedBy + ")"));
            return FAILED;
        }
        if (!(e instanceof IllegalArgumentException) && !(e instanceof IOException)) {
            throw (Exception) e;
        }
        if (System.getenv("TRAINPREP_DEBUG") != null) {
            e.printStackTrace(err);
        }
        if (e instanceof IllegalArgumentException) {
            err.println(name + ": " + e.getMessage());
            return UsageException.EXIT_CODE;
        }
        err.println(name + " failed: " + e.getMessage());
        return FAILED;
    }
}

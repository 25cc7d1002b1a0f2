package org.trainprep.core.progress;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress lines for long steps, at most one per interval. Plain lines by default, because they
 * end up in files (EMR step logs, CI logs) where control characters are noise; one line redrawn
 * in place only when the caller says the stream is a terminal.
 *
 * <p>Thread-safe: parallel uploads report through one instance.
 */
public final class ProgressLog {

    /** Set to {@code 1} by {@code bin/pipeline} when stderr is a terminal. */
    public static final String TERMINAL_ENV = "TRAINPREP_STDERR_TTY";
    public static final long DEFAULT_INTERVAL_MILLIS = 5_000;

    private final PrintStream out;
    private final boolean terminal;
    private final long intervalMillis;
    private final LongSupplier clock;
    private long lastPrinted;
    private boolean openLine;

    public ProgressLog(PrintStream out, boolean terminal, long intervalMillis, LongSupplier clock) {
        this.out = out;
        this.terminal = terminal;
        this.intervalMillis = intervalMillis;
        this.clock = clock;
        this.lastPrinted = clock.getAsLong();
    }

    /** Lines to {@code out} every {@code intervalMillis}, in terminal mode when {@link #TERMINAL_ENV} says so. */
    public static ProgressLog to(PrintStream out, long intervalMillis) {
        return new ProgressLog(out, "1".equals(System.getenv(TERMINAL_ENV)), intervalMillis, System::currentTimeMillis);
    }

    /** Prints nothing: for callers that report no progress. */
    public static ProgressLog silent() {
        return new ProgressLog(new PrintStream(PrintStream.nullOutputStream()), false, Long.MAX_VALUE, () -> 0L);
    }

    public long now() {
        return clock.getAsLong();
    }

    /** The least time between two progress lines. */
    public long intervalMillis() {
        return intervalMillis;
    }

    /** Prints {@code line} if the interval has passed since the last one. */
    public synchronized void update(java.util.function.Supplier<String> line) {
        long t = clock.getAsLong();
        if (t - lastPrinted >= intervalMillis) {
            lastPrinted = t;
            print(line.get(), false);
        }
    }

    /** Prints {@code line} now, whatever the interval, and ends any line being redrawn. */
    public synchronized void always(String line) {
        lastPrinted = clock.getAsLong();
        print(line, true);
    }

    private void print(String line, boolean last) {
        if (terminal) {
            out.print("\r\033[K" + line + (last ? "\n" : ""));
            openLine = !last;
        } else {
            out.println(line);
        }
        out.flush();
    }

    /** Ends a line left open by terminal mode before something else is printed. */
    public synchronized void endLine() {
        if (openLine) {
            out.println();
            openLine = false;
        }
    }

    /** {@code 1.5 GB}, {@code 12.0 MB}, {@code 512 B}: decimal units, as S3 and EMR bill them. */
    public static String bytes(long n) {
        if (n < 1_000) {
            return n + " B";
        }
        String[] units = {"kB", "MB", "GB", "TB", "PB"};
        double v = n;
        int u = -1;
        while (v >= 1_000 && u < units.length - 1) {
            v /= 1_000;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    /** {@code 0:07}, {@code 12:03}, {@code 2:05:09}. */
    public static String duration(long millis) {
        long s = Math.max(0, millis) / 1000;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** Time left at the rate so far, or {@code ?} before there is a rate. */
    public static String eta(double fractionDone, long elapsedMillis) {
        if (fractionDone <= 0 || elapsedMillis <= 0) {
            return "?";
        }
        return duration((long) (elapsedMillis * (1 - fractionDone) / fractionDone));
    }

    /** Bytes per second as {@code 12.3 MB/s}. */
    public static String rate(long bytes, long elapsedMillis) {
        return elapsedMillis <= 0 ? "?" : bytes((long) (bytes * 1000.0 / elapsedMillis)) + "/s";
    }
}

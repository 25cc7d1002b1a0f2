package org.trainprep.core.progress;


import java.util.Locale;

/**
 * Progress of one combined file being written or composed: bytes done of the file's size, parts
 * done when it goes up in parts, rate and ETA, as plain lines every few seconds.
 */
public final class TransferProgress {

    private final ProgressLog log;
    private final String what;
    private final long total;
    private final long started;
    private long done;
    private int parts;
    private int partsDone;
    /** The bytes done at the last progress line, -1 before one. */
    private long reported = -1;

    /** @param what names the file in every line */
    public TransferProgress(ProgressLog log, String what, long total) {
        this.log = log;
        this.what = what;
        this.total = total;
        this.started = log.now();
    }

    public static TransferProgress silent(long total) {
        return new TransferProgress(ProgressLog.silent(), "", total);
    }

    /** Reports that the file goes up as {@code n} multipart parts. */
    public synchronized void parts(int n) {
        this.parts = n;
    }

    public synchronized void bytes(long n) {
        done += n;
        if (log.now() - started < log.intervalMillis()) {
            // a rate from the first milliseconds is no rate: "943 B ... ETA 2:04" for a file written in 0.3 s
            return;
        }
        log.update(() -> {
            reported = done;
            return line();
        });
    }

    public synchronized void partDone(long bytes) {
        partsDone++;
        bytes(bytes);
    }

    /** A one-line notice, printed at once. */
    public synchronized void note(String line) {
        log.always(line);
    }

    /** Starts the count again, for a second attempt by another route. */
    public synchronized void restart() {
        done = 0;
        parts = 0;
        partsDone = 0;
    }

    /**
     * The closing line, when there were progress lines before it (a short step stays quiet) and the
     * last of them did not already say all of it.
     */
    public synchronized void finish() {
        if (reported >= 0 && reported != done) {
            log.always(line());
        }
    }

    private String line() {
        long elapsed = log.now() - started;
        double fraction = total == 0 ? 1 : (double) done / total;
        return String.format(Locale.ROOT, "combine %s: %s of %s (%d%%)%s, %s, ETA %s", what, ProgressLog.bytes(done),
                ProgressLog.bytes(total), (int) (fraction * 100), parts > 0 ? ", parts " + partsDone + "/" + parts : "",
                ProgressLog.rate(done, elapsed), ProgressLog.eta(fraction, elapsed));
    }
}

package org.trainprep.hadoop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileAlreadyExistsException;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A run's claim on a directory: a {@code _RUN} marker naming the run, when it started, and the
 * process holding it (host, pid, the process's start time), created exclusively when the run
 * starts and removed once its last file is published. A second run refuses a claimed directory,
 * even with {@code --overwrite}, so two runs can never mix their files.
 *
 * <p>A claim whose owner is gone (SIGKILL, a lost node) is <em>stale</em>: on the owner's own host
 * when its process has ended (or the pid now belongs to a later process); from anywhere else when
 * its lease lapsed, i.e. the marker was not renewed for {@link #LEASE_SECONDS} (default 600 s; the
 * owner renews it every tenth of that). {@code --overwrite} takes over a stale claim, never a live one.
 *
 * <p>Exclusive creation is atomic on HDFS and local disk; on S3 (Hadoop 3.4.1's S3A and EMRFS have
 * no conditional create) it detects a run that started earlier, and a run that started in the same
 * instant is fenced off: each run checks the marker still names it ({@link #check}) before it
 * publishes, and the one that lost stops.
 */
public final class RunClaim implements AutoCloseable {

    public static final String MARKER = "_RUN";
    /** Configuration key: seconds after which a claim that was not renewed is stale. */
    public static final String LEASE_SECONDS = "trainprep.claim.lease-seconds";
    public static final long DEFAULT_LEASE_SECONDS = 600;

    private static final ObjectMapper JSON = new ObjectMapper();
    /** File systems where a directory rename is atomic and setTimes works: the marker is touched, not rewritten. */
    private static final Set<String> TOUCHABLE = Set.of("hdfs", "viewfs", "webhdfs", "swebhdfs");

    private final FileSystem fs;
    private final Path marker;
    private final String runId;
    private final byte[] text;
    private ScheduledExecutorService renewer;

    private RunClaim(FileSystem fs, Path marker, String runId, byte[] text) {
        this.fs = fs;
        this.marker = marker;
        this.runId = runId;
        this.text = text;
    }

    /** What a marker says of the run holding a directory, and whether that run is gone. */
    public record Holder(String runId, String started, String host, long pid, String describe, Optional<String> staleBecause) {

        public boolean stale() {
            return staleBecause.isPresent();
        }
    }

    /** The holder of {@code dir}'s claim, or empty when it is free. */
    public static Optional<Holder> holder(FileSystem fs, Path dir) throws IOException {
        return holder(fs.getConf(), fs, dir);
    }

    /** @param conf where the lease ({@link #LEASE_SECONDS}) is read: a cached file system's own may be another run's */
    public static Optional<Holder> holder(Configuration conf, FileSystem fs, Path dir) throws IOException {
        Path marker = new Path(dir, MARKER);
        byte[] bytes;
        FileStatus status;
        try (FSDataInputStream in = fs.open(marker)) {
            status = fs.getFileStatus(marker);
            bytes = in.readAllBytes();
        } catch (FileNotFoundException e) {
            return Optional.empty();
        }
        String raw = new String(bytes, StandardCharsets.UTF_8).strip();
        JsonNode j = null;
        try {
            j = raw.startsWith("{") ? JSON.readTree(raw) : null;
        } catch (IOException e) {
            // a marker cut short or written by hand: judged by its lease alone
        }
        long leaseMillis = conf.getLong(LEASE_SECONDS, DEFAULT_LEASE_SECONDS) * 1000;
        long age = System.currentTimeMillis() - status.getModificationTime();
        Optional<String> stale = age > leaseMillis
                ? Optional.of("its claim was last renewed " + Duration.ofMillis(age).toMinutes() + " min ago, more than the "
                + leaseMillis / 1000 + " s lease (" + LEASE_SECONDS + ")")
                : Optional.empty();
        if (j == null) {
            return Optional.of(new Holder(raw.isEmpty() ? "unknown" : raw.split(",")[0], "", "", -1,
                    raw.isEmpty() ? "a run that left an empty marker" : raw, stale));
        }
        String id = j.path("run_id").asText();
        String started = j.path("started").asText();
        String host = j.path("host").asText();
        long pid = j.path("pid").asLong(-1);
        if (stale.isEmpty() && host.equals(localHost()) && pid > 0) {
            Optional<Instant> now = ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .flatMap(p -> p.info().startInstant());
            String pidStart = j.path("pid_started").asText();
            if (now.isEmpty() || !pidStart.isEmpty() && !now.get().toString().equals(pidStart)) {
                stale = Optional.of("its process " + pid + " on " + host + " has ended");
            }
        }
        return Optional.of(new Holder(id, started, host, pid,
                id + ", started " + started + (host.isEmpty() ? "" : ", on " + host + " pid " + pid), stale));
    }

    /** The one-line refusal when {@code dir} is claimed (live or stale), or null when it is free. */
    public static String claimedBy(FileSystem fs, Path dir, String command) throws IOException {
        Optional<Holder> h = holder(fs, dir);
        if (h.isEmpty()) {
            return null;
        }
        return refusal(command, dir, h.get());
    }

    static String refusal(String command, Path dir, Holder h) {
        Path marker = new Path(dir, MARKER);
        if (h.stale()) {
            return command + ": the run that claimed " + dir + " (" + h.describe() + ") is gone: " + h.staleBecause().get()
                    + "; its output is unfinished: rerun with --overwrite to take it over, or --resume to go on with its"
                    + " finished passes (or delete " + marker + ")";
        }
        return command + ": another run (" + h.describe() + ") is writing to " + dir + "; wait for it to finish, or if"
                + " it was killed, rerun with --overwrite once its claim is stale (or delete " + marker + ")";
    }

    /** Claims {@code dir} (which must exist) for run {@code runId}, and keeps renewing the claim until {@link #close}. */
    public static RunClaim claim(Configuration conf, FileSystem fs, Path dir, String runId, String command)
            throws IOException, UsageException {
        Path marker = new Path(dir, MARKER);
        ObjectNode j = JSON.createObjectNode();
        j.put("run_id", runId);
        j.put("started", Instant.now().toString());
        j.put("host", localHost());
        ProcessHandle self = ProcessHandle.current();
        j.put("pid", self.pid());
        j.put("pid_started", self.info().startInstant().map(Instant::toString).orElse(""));
        byte[] text = (j.toString() + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            if (LocalFiles.isLocal(fs)) {
                // Hadoop's local create checks, then opens; java.nio's is one exclusive open (O_EXCL)
                java.nio.file.Files.write(LocalFiles.local(fs.makeQualified(marker)), text,
                        java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE);
            } else {
                try (FSDataOutputStream out = fs.create(marker, false)) {
                    out.write(text);
                }
            }
        } catch (FileAlreadyExistsException | java.nio.file.FileAlreadyExistsException e) {
            throw new UsageException(claimedBy(fs, dir, command));
        }
        RunClaim claim = new RunClaim(fs, marker, runId, text);
        claim.startRenewing(conf);
        return claim;
    }

    private void startRenewing(Configuration conf) {
        long period = Math.max(1, conf.getLong(LEASE_SECONDS, DEFAULT_LEASE_SECONDS) * 100);
        renewer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "trainprep-claim-renewer");
            t.setDaemon(true);
            return t;
        });
        renewer.scheduleWithFixedDelay(this::renew, period, period, TimeUnit.MILLISECONDS);
    }

    /** Refreshes the marker's modification time, the lease other hosts judge it by; never another run's marker. */
    private void renew() {
        try {
            if (!held()) {
                renewer.shutdown();
                return;
            }
            long now = System.currentTimeMillis();
            String scheme = fs.getUri().getScheme() == null ? "" : fs.getUri().getScheme().toLowerCase(Locale.ROOT);
            if (LocalFiles.isLocal(fs)) {
                java.nio.file.Files.setLastModifiedTime(LocalFiles.local(fs.makeQualified(marker)),
                        java.nio.file.attribute.FileTime.fromMillis(now));
            } else if (TOUCHABLE.contains(scheme)) {
                fs.setTimes(marker, now, -1);
            } else {
                // object stores keep no settable time: a new PUT of the same bytes is the renewal
                try (FSDataOutputStream out = fs.create(marker, true)) {
                    out.write(text);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a missed renewal is retried at the next period; the lease allows ten of them
        }
    }

    /**
     * Whether the marker still names this run. Where exclusive creation is not atomic (S3), two
     * runs starting in the same instant both write a marker and the last one stays: the other
     * finds out here before it publishes, and stops without touching the directory.
     */
    public boolean held() throws IOException {
        try (FSDataInputStream in = fs.open(marker)) {
            String raw = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return raw.startsWith("{") && runId.equals(JSON.readTree(raw).path("run_id").asText());
        } catch (FileNotFoundException e) {
            return false;
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            return false;
        }
    }

    /** Fails when another run has taken the directory over (see {@link #held}). */
    public void check(String command) throws IOException {
        if (!held()) {
            Optional<Holder> other = holder(fs, marker.getParent());
            throw new LostClaimException(command + ": run " + runId + " lost its claim on " + marker.getParent()
                    + (other.isEmpty() ? " (its marker is gone)" : " to " + other.get().describe())
                    + "; nothing more was published by this run");
        }
    }

    /** Another run holds the directory: the run must stop and leave it alone. */
    public static final class LostClaimException extends IOException {
        LostClaimException(String message) {
            super(message);
        }
    }

    public String runId() {
        return runId;
    }

    /** The marker, wherever its directory now is (it moves with a staged output when that is swapped in). */
    Path marker() {
        return marker;
    }

    /** Ends the claim: the run's files are all published. */
    public void release() throws IOException {
        close();
        fs.delete(marker, false);
    }

    /** Stops renewing; the marker stays. */
    @Override
    public void close() {
        if (renewer != null) {
            renewer.shutdownNow();
        }
    }

    /** Removes a stale claim so a run with {@code --overwrite} can take the directory over. */
    static void takeOver(FileSystem fs, Path dir) throws IOException {
        fs.delete(new Path(dir, MARKER), false);
    }

    private static String localHost() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }
}

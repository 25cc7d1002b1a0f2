package org.trainprep.hadoop;

import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileAlreadyExistsException;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * A run's claim on its output directory: a {@code _RUN} marker naming the run and when it
 * started, created exclusively when the run starts and removed once its last file is published.
 * A second run refuses a claimed directory, even with {@code --overwrite}, so two runs can never
 * mix their files; a directory still claimed after its run is gone is one whose run died, and
 * {@code verify} reports it as incomplete. Exclusive creation is atomic on HDFS and local disk; on
 * S3 (Hadoop 3.4.1's S3A and EMRFS have no conditional create) it detects a run that started
 * earlier, and a run that started in the same instant is fenced off: each run checks the marker is
 * still its own ({@link #check}) before it publishes, and the one that lost stops.
 */
public final class RunClaim {

    public static final String MARKER = "_RUN";

    private final FileSystem fs;
    private final Path marker;
    private final String runId;
    private final String text;

    private RunClaim(FileSystem fs, Path marker, String runId, String text) {
        this.fs = fs;
        this.marker = marker;
        this.runId = runId;
        this.text = text;
    }

    /** The one-line refusal when {@code dir} is claimed, or null when it is free. */
    public static String claimedBy(FileSystem fs, Path dir, String command) throws IOException {
        Path marker = new Path(dir, MARKER);
        if (!fs.exists(marker)) {
            return null;
        }
        String who;
        try (FSDataInputStream in = fs.open(marker)) {
            who = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
        return command + ": another run (" + who + ") is writing to " + dir + "; wait for it to finish, or if it was"
                + " killed, delete " + marker + " and rerun with --overwrite";
    }

    /** Claims {@code dir} (which must exist) for run {@code runId}. */
    public static RunClaim claim(FileSystem fs, Path dir, String runId, String command) throws IOException, UsageException {
        Path marker = new Path(dir, MARKER);
        String claimText = runId + ", started " + Instant.now();
        byte[] text = claimText.getBytes(StandardCharsets.UTF_8);
        try {
            if (LocalFiles.isLocal(fs)) {
                // Hadoop's local create checks, then opens; java.nio's is one exclusive open (O_EXCL)
                java.nio.file.Files.write(java.nio.file.Path.of(fs.makeQualified(marker).toUri()), text,
                        java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE);
            } else {
                try (FSDataOutputStream out = fs.create(marker, false)) {
                    out.write(text);
                }
            }
        } catch (FileAlreadyExistsException | java.nio.file.FileAlreadyExistsException e) {
            throw new UsageException(claimedBy(fs, dir, command));
        }
        return new RunClaim(fs, marker, runId, claimText);
    }

    /**
     * Whether the marker is still this run's. Where exclusive creation is not atomic (S3), two runs
     * starting in the same instant both write a marker and the last one stays: the other finds out
     * here before it publishes, and stops without touching the directory.
     */
    public boolean held() throws IOException {
        try (FSDataInputStream in = fs.open(marker)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).equals(text);
        } catch (java.io.FileNotFoundException e) {
            return false;
        }
    }

    /** Fails when another run has taken the directory over (see {@link #held}). */
    public void check(String command) throws IOException {
        if (!held()) {
            String other = claimedBy(fs, marker.getParent(), command);
            throw new LostClaimException(command + ": run " + runId + " lost its claim on " + marker.getParent()
                    + (other == null ? " (its marker is gone)" : " to " + other.substring(other.indexOf('(') + 1, other.indexOf(')')))
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

    /** Ends the claim: the run's files are all published. */
    public void release() throws IOException {
        fs.delete(marker, false);
    }
}

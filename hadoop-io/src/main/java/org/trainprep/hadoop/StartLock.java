package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.util.Optional;

/**
 * Runs starting into one output take their turns: judging a claim stale, taking it over, emptying a
 * staging directory and claiming are steps apart, and two runs interleaving them each took the
 * other's fresh claim for the stale one (two {@code --resume} runs both went on with one killed
 * run, and one published a file missing rows). The lock is a claim ({@link RunClaim}) on a sibling
 * folder held only while a run starts; one left by a run killed then is stale as any claim is.
 */
final class StartLock implements AutoCloseable {

    private final FileSystem fs;
    private final Path dir;
    private final RunClaim claim;

    private StartLock(FileSystem fs, Path dir, RunClaim claim) {
        this.fs = fs;
        this.dir = dir;
        this.claim = claim;
    }

    /** The lock's folder beside {@code out}, hidden as the staging folder is, named by a digest so any output's name fits. */
    static Path of(Path out) {
        return new Path(out.getParent(), ".trainprep-starting-" + org.trainprep.core.util.Sha256.of(
                out.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8)).substring(0, 16));
    }

    /**
     * Takes the lock, or refuses in one line while another run holds it.
     *
     * @return a lock that does nothing for an output at a file system's root (no sibling to lock)
     */
    static StartLock take(Configuration conf, String command, FileSystem fs, Path out) throws IOException, UsageException {
        if (out.getParent() == null) {
            return new StartLock(fs, null, null);
        }
        Path dir = of(out);
        for (int attempt = 0; ; attempt++) {
            try {
                if (!fs.mkdirs(dir)) {
                    return new StartLock(fs, null, null);
                }
            } catch (IOException cannot) {
                // nothing can be made beside the output (a read-only parent): the output's own check says so in one line
                return new StartLock(fs, null, null);
            }
            try {
                return new StartLock(fs, dir, RunClaim.claim(conf, fs, dir, command + "-starting", command));
            } catch (java.io.FileNotFoundException | java.nio.file.NoSuchFileException removed) {
                if (attempt < 50) {
                    continue; // the run before removed the folder as this one made its claim: make it again
                }
                throw removed;
            } catch (UsageException held) {
                Optional<RunClaim.Holder> holder = RunClaim.holder(conf, fs, dir);
                if (attempt == 0 && holder.isPresent() && holder.get().stale()) {
                    RunClaim.takeOver(fs, dir); // a run killed while it started
                    continue;
                }
                if (attempt < 50 && holder.isEmpty()) {
                    continue; // released between the two looks
                }
                throw new UsageException(command + ": another run is starting in " + out + " at this moment ("
                        + holder.map(RunClaim.Holder::describe).orElse("its lock " + dir) + "); run again once it has"
                        + " started, when it is refused or taken over as any run is");
            }
        }
    }

    @Override
    public void close() throws IOException {
        if (claim != null) {
            claim.close();
            fs.delete(new Path(dir, RunClaim.MARKER), false);
            try {
                fs.delete(dir, false); // only when empty: the next run may be claiming it already
            } catch (IOException notEmpty) {
                // its claim is there: it removes the folder in turn
            }
        }
    }
}

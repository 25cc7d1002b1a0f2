package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.FileUtil;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * One run's output directory, the same sequence for every job and engine: the directory is
 * prepared ({@link OutputDirs#prepare}) and claimed for the run ({@link RunClaim}), intermediate
 * data goes to the run's own {@link WorkDir}, the files are published, the manifest naming the run
 * last ({@link #complete}), and the claim is released. Closing a run that did not complete removes
 * the directory (everything in it is that run's) unless the work is kept for debugging; the work
 * directory is removed either way.
 */
public final class RunOutput implements AutoCloseable {

    public static final String MANIFEST = "manifest.json";

    private final Configuration conf;
    private final String command;
    private final FileSystem fs;
    private final Path dir;
    private final String runId;
    private final RunClaim claim;
    private final WorkDir work;
    private final boolean keepWork;
    private final FilePublisher publisher;
    private boolean complete;

    private RunOutput(Configuration conf, String command, FileSystem fs, Path dir, String runId, RunClaim claim,
                      WorkDir work, boolean keepWork) {
        this.conf = conf;
        this.command = command;
        this.fs = fs;
        this.dir = dir;
        this.runId = runId;
        this.claim = claim;
        this.work = work;
        this.keepWork = keepWork;
        this.publisher = new FilePublisher(conf);
    }

    /**
     * Prepares and claims {@code output} for a new run of {@code command}.
     *
     * @param inputs   the run's inputs, which the output may neither hold nor sit in
     * @param markers  names an earlier output of the command holds, for {@code --overwrite}
     * @param workDir  {@code --work-dir}, or null for the default
     */
    public static RunOutput start(Configuration conf, String command, String output, boolean overwrite,
                                  List<Path> inputs, Set<String> markers, String workDir, boolean keepWork)
            throws IOException, UsageException {
        Path out = new Path(output);
        FileSystem fs = out.getFileSystem(conf);
        out = fs.makeQualified(out);
        OutputDirs.prepare(command, fs, out, overwrite, inputs, markers);
        String runId = WorkDir.runId(command);
        RunClaim claim;
        try {
            claim = RunClaim.claim(fs, out, runId, command);
        } catch (UsageException | IOException e) {
            // prepare created it empty: leave nothing behind, unless another run holds it
            if (RunClaim.claimedBy(fs, out, command) == null) {
                fs.delete(out, true);
            }
            throw e;
        }
        WorkDir work;
        try {
            work = WorkDir.create(conf, workDir, out, runId);
        } catch (IOException e) {
            fs.delete(out, true);
            throw e;
        }
        return new RunOutput(conf, command, fs, out, runId, claim, work, keepWork);
    }

    public FileSystem fs() {
        return fs;
    }

    /** The qualified output directory. */
    public Path dir() {
        return dir;
    }

    public Path file(String name) {
        return new Path(dir, name);
    }

    public String runId() {
        return runId;
    }

    public WorkDir work() {
        return work;
    }

    public FilePublisher publisher() {
        return publisher;
    }

    /**
     * Moves a directory of the run's side files (e.g. reject samples under the work directory) to
     * {@code OUTPUT/name}: renamed on the same file system, else copied file by file (work on HDFS,
     * output on S3). A missing {@code from} leaves an empty {@code name}. Failures are thrown.
     */
    public void adopt(Path from, String name) throws IOException {
        Path to = file(name);
        FileSystem src = from.getFileSystem(conf);
        FileSystem dst = LocalFiles.withoutChecksumFiles(fs);
        if (src.exists(from) && src.getUri().equals(fs.getUri()) && !fs.exists(to) && src.rename(from, to)) {
            return;
        }
        dst.mkdirs(to);
        if (!src.exists(from)) {
            return;
        }
        for (FileStatus f : src.listStatus(from, p -> !p.getName().startsWith("."))) {
            if (!FileUtil.copy(src, f.getPath(), dst, new Path(to, f.getPath().getName()), false, conf)) {
                throw new IOException("could not copy " + f.getPath() + " to " + to);
            }
        }
    }

    /**
     * Fails unless the directory is still this run's; called before each file is published, so a
     * run that lost a same-instant race for it (possible on S3, see {@link RunClaim}) publishes nothing more.
     */
    public void checkClaim() throws IOException {
        claim.check(command);
    }

    /** Publishes the manifest, the run's last file, and ends the claim: the output is complete. */
    public void complete(byte[] manifest) throws IOException {
        checkClaim();
        publisher.publishBytes(manifest, dir, MANIFEST);
        complete();
    }

    /** Ends the claim once the run's last file (its manifest) has been published by other means. */
    public void complete() throws IOException {
        claim.release();
        complete = true;
    }

    @Override
    public void close() throws IOException {
        if (keepWork) {
            return;
        }
        work.delete();
        if (!complete && claim.held()) {
            // everything in it is this run's; a directory another run took over is left to that run
            fs.delete(dir, true);
        }
    }
}

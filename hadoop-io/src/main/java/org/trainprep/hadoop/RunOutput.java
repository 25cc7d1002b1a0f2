package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.FileUtil;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.util.ShutdownHookManager;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * One run's output directory, the same sequence for every job and engine: the directory is
 * prepared ({@link OutputDirs#prepare}) and claimed for the run ({@link RunClaim}), intermediate
 * data goes to the run's own {@link WorkDir}, the files are published, the manifest naming the run
 * last ({@link #complete}), and the claim is released. A run that replaces an earlier output
 * ({@code --overwrite}) writes all of that to a hidden sibling and swaps it in only once complete
 * ({@link OutputSwap}), so a failed, interrupted or killed run never costs the earlier output.
 * Closing a run that did not complete removes what it wrote (everything in its directory is that
 * run's) unless the work is kept for debugging; the work directory is removed either way. SIGINT
 * and SIGTERM do the same, after cancelling what {@link #onInterrupt} registered, and say so in one line.
 */
public final class RunOutput implements AutoCloseable {

    public static final String MANIFEST = "manifest.json";
    /** The folder a run that is not merged writes its parts to; a resumed run keeps it for its passes to judge. */
    private static final String PARTS = "parts";
    private static final String REJECTS = "_rejects";
    /** Runs before Hadoop closes its cached file systems, which the clean-up still needs. */
    private static final int HOOK_PRIORITY = FileSystem.SHUTDOWN_HOOK_PRIORITY + 20;

    private final Configuration conf;
    private final String command;
    private final FileSystem fs;
    private final Path target;
    private final Path dir;
    private final String runId;
    private final RunClaim claim;
    private final WorkDir work;
    private final boolean keepWork;
    private final boolean resumed;
    private final FilePublisher publisher;
    private final List<Runnable> onInterrupt = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final Runnable hook = this::interrupted;
    private boolean complete;
    /** An object store's swap failed past its commit point: the staged files not moved yet are kept. */
    private boolean keepStaging;
    private boolean closed;

    private RunOutput(Configuration conf, String command, FileSystem fs, Path target, Path dir, String runId,
                      RunClaim claim, WorkDir work, boolean keepWork, boolean resumed) {
        this.resumed = resumed;
        this.conf = conf;
        this.command = command;
        this.fs = fs;
        this.target = target;
        this.dir = dir;
        this.runId = runId;
        this.claim = claim;
        this.work = work;
        this.keepWork = keepWork;
        this.publisher = new FilePublisher(conf, this::during);
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
        return start(conf, command, output, overwrite, inputs, markers, workDir, keepWork, false);
    }

    /**
     * As {@link #start(Configuration, String, String, boolean, List, Set, String, boolean)}; with
     * {@code resume}, the unfinished run a kill left in the output (or in the sibling where an
     * {@code --overwrite} run stages it) is taken over when its claim is stale: the same run id and
     * directory, its work directory kept, so its finished passes can be reused ({@link #resumed()}).
     */
    public static RunOutput start(Configuration conf, String command, String output, boolean overwrite,
                                  List<Path> inputs, Set<String> markers, String workDir, boolean keepWork,
                                  boolean resume) throws IOException, UsageException {
        Path out = new Path(output);
        FileSystem fs = out.getFileSystem(conf);
        out = OutputDirs.followLink(command, fs, fs.makeQualified(out));
        // SIGINT/SIGTERM from here on removes what the start made, until the run's own hook takes over
        Starting starting = new Starting(conf, command, fs, out, fs.exists(out));
        try {
            ShutdownHooks.add(conf, starting, HOOK_PRIORITY);
        } catch (IllegalStateException e) {
            throw new java.io.InterruptedIOException(command + ": interrupted before it started; nothing was written");
        }
        boolean handedOver = false;
        try (StartLock lock = StartLock.take(conf, command, fs, out)) {
            RunOutput run = resume ? resume(conf, command, fs, out, overwrite, inputs, workDir, keepWork, starting) : null;
            if (run == null) {
                run = start(conf, command, fs, out, overwrite, inputs, markers, workDir, keepWork, starting);
            }
            handedOver = true;
            return run;
        } catch (IllegalStateException e) {
            if (!ShutdownHookManager.get().isShutdownInProgress()) {
                throw e;
            }
            // the JVM began to shut down before the run's own hook could be added
            throw new java.io.InterruptedIOException(command + ": interrupted while starting");
        } finally {
            starting.settle(handedOver);
            if (!handedOver && ShutdownHookManager.get().isShutdownInProgress()) {
                starting.cleanUp();
            }
            try {
                ShutdownHookManager.get().removeShutdownHook(starting);
            } catch (IllegalStateException e) {
                // shutting down: the hook runs, or has, and does nothing once the run's own took over
            }
        }
    }

    private static RunOutput start(Configuration conf, String command, FileSystem fs, Path out, boolean overwrite,
                                   List<Path> inputs, Set<String> markers, String workDir, boolean keepWork,
                                   Starting starting) throws IOException, UsageException {
        Path dir = OutputDirs.prepare(conf, command, fs, out, overwrite, inputs, markers);
        starting.dir(dir);
        String runId = WorkDir.runId(command);
        RunClaim claim;
        try {
            claim = RunClaim.claim(conf, fs, dir, runId, command);
        } catch (UsageException | IOException e) {
            // prepare created it empty: leave nothing behind, unless another run holds it
            if (RunClaim.holder(conf, fs, dir).isEmpty()) {
                fs.delete(dir, true);
            }
            throw e;
        }
        starting.claim(claim);
        WorkDir work;
        try {
            work = WorkDir.create(conf, workDir, dir, runId);
        } catch (IOException e) {
            claim.close();
            fs.delete(dir, true);
            throw e;
        }
        starting.work(work);
        RunOutput run = new RunOutput(conf, command, fs, out, dir, runId, claim, work, keepWork, false);
        ShutdownHooks.add(conf, run.hook, HOOK_PRIORITY);
        return run;
    }

    /**
     * Takes over the unfinished run in {@code out} (a new output) or in its staging sibling (an
     * {@code --overwrite} run), or returns null, saying why, when there is none to go on with.
     */
    private static RunOutput resume(Configuration conf, String command, FileSystem fs, Path out, boolean overwrite,
                                    List<Path> inputs, String workDir, boolean keepWork, Starting starting)
            throws IOException, UsageException {
        OutputDirs.checkInputs(conf, command, fs, out, inputs);
        Path dir = null;
        RunClaim.Holder holder = null;
        for (Path d : out.getParent() == null ? List.of(out) : List.of(OutputSwap.staging(out), out)) {
            // a staged directory is unfinished even with its manifest (killed before taking the earlier
            // output's place); an output itself with its manifest is complete, and going on with it would
            // remove its files until the resumed run publishes them again: a failure or Ctrl-C then lost them
            java.util.Optional<RunClaim.Holder> h = RunClaim.holder(conf, fs, d);
            if (h.isPresent() && d.equals(out) && fs.exists(new Path(d, MANIFEST)) && h.get().stale()) {
                throw new UsageException(command + ": --resume: the run that claimed " + out + " (" + h.get().describe()
                        + ") was killed after publishing its manifest: its files are all there, its claim left behind;"
                        + " rerun with --overwrite, which replaces them only once the new run is complete");
            }
            if (h.isPresent()) {
                dir = d;
                holder = h.get();
                break;
            }
        }
        if (dir == null) {
            if (!overwrite && fs.exists(out)) {
                if (fs.exists(new Path(out, MANIFEST))) {
                    throw new UsageException(command + ": --resume: " + out + " holds a finished output and no unfinished"
                            + " run: nothing to go on with; rerun with --overwrite to replace it");
                }
                return null; // the start refuses the folder in its own words
            }
            System.err.println(command + ": --resume: no unfinished run in " + out + "; starting from the first pass");
            return null;
        }
        if (!holder.stale()) {
            throw new UsageException(RunClaim.refusal(command, dir, holder));
        }
        if (!holder.runId().startsWith(command + "-")) {
            // its passes, work and run id are another type's: going on would mix two runs
            throw new UsageException(command + ": --resume: the unfinished run in " + dir + " (" + holder.describe()
                    + ") is not a " + command + " run; resume it with its own command, or replace it with --overwrite");
        }
        if (!dir.equals(out) && !overwrite) {
            // it replaces the output there once complete: going on with it says so again
            throw new UsageException(command + ": --resume: the unfinished run in " + dir + " replaces the output in "
                    + out + " once complete; add --overwrite to go on with it");
        }
        java.util.Optional<WorkDir> kept = WorkDir.existing(conf, workDir, dir, holder.runId());
        if (kept.isEmpty()) {
            System.err.println(command + ": --resume: the work directory of run " + holder.runId() + " is gone"
                    + (workDir == null ? "" : " (was it under another --work-dir?)") + "; starting from the first pass");
        }
        RunClaim.takeOver(fs, dir);
        starting.dir(dir);
        RunClaim claim = RunClaim.claim(conf, fs, dir, holder.runId(), command);
        starting.claim(claim);
        // what the killed run published before its manifest is made again; its passes' files stay
        for (FileStatus f : fs.listStatus(dir)) {
            String name = f.getPath().getName();
            // the reject samples it adopted stay for a reading pass that is reused ({@link #adopt}), and so do
            // the folders passes publish to (parts, _near_duplicates/): a reused pass's files are there
            boolean keep = name.equals(RunClaim.MARKER) || kept.isPresent()
                    && (OutputDirs.isWithin(kept.get().path(), f.getPath()) || name.equals(PARTS) || name.equals(REJECTS)
                    || name.startsWith("_") && f.isDirectory());
            if (!keep) {
                WholeRemoval.remove(fs, f.getPath());
            }
        }
        WorkDir work = kept.isPresent() ? kept.get() : WorkDir.create(conf, workDir, dir, holder.runId());
        starting.work(work);
        RunOutput run = new RunOutput(conf, command, fs, out, dir, holder.runId(), claim, work, keepWork, kept.isPresent());
        ShutdownHooks.add(conf, run.hook, HOOK_PRIORITY);
        System.err.println(command + ": --resume: going on with run " + holder.runId() + " in " + dir
                + " (" + holder.staleBecause().orElse("") + ")");
        return run;
    }

    /** Whether this run goes on with an earlier, killed one ({@code --resume}), whose finished passes it may reuse. */
    public boolean resumed() {
        return resumed;
    }

    /**
     * The clean-up while a run is starting, before its own hook is there: what the start has made
     * (the new output directory or the staged one, the claim, the work directory) is removed, and
     * one line says so. The hook waits (a few seconds at most) for the start to settle, since the
     * main thread goes on while hooks run: once the run's own hook is added it does nothing; when
     * adding it failed because the JVM is shutting down, the start cleans up with all it made known.
     */
    private static final class Starting implements Runnable {
        private static final long SETTLE_NANOS = 3_000_000_000L;
        private final Configuration conf;
        private final String command;
        private final FileSystem fs;
        private final Path out;
        private final boolean outExisted;
        private Path dir;
        private RunClaim claim;
        private WorkDir work;
        private boolean settled;
        private boolean handedOver;
        private boolean said;

        Starting(Configuration conf, String command, FileSystem fs, Path out, boolean outExisted) {
            this.conf = conf;
            this.command = command;
            this.fs = fs;
            this.out = out;
            this.outExisted = outExisted;
        }

        synchronized void dir(Path d) {
            dir = d;
        }

        synchronized void claim(RunClaim c) {
            claim = c;
        }

        synchronized void work(WorkDir w) {
            work = w;
        }

        synchronized void settle(boolean runHookAdded) {
            settled = true;
            handedOver = runHookAdded;
            notifyAll();
        }

        @Override
        public synchronized void run() {
            long end = System.nanoTime() + SETTLE_NANOS;
            try {
                while (!settled && System.nanoTime() < end) {
                    wait(100);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (!handedOver) {
                cleanUp();
            }
        }

        /** Removes what the start made so far; again if called again (it may have made more), saying so once. */
        synchronized void cleanUp() {
            // before prepare returned, it may have made the output (new) or the staged sibling (--overwrite)
            Path made = dir != null ? dir : outExisted ? OutputSwap.staging(out) : out;
            String line;
            try {
                if (claim != null) {
                    claim.close();
                }
                if (work != null) {
                    work.delete();
                }
                boolean ours = claim != null || RunClaim.holder(conf, fs, made).isEmpty();
                if (ours && fs.exists(made)) {
                    WholeRemoval.remove(fs, made);
                    line = command + ": interrupted while starting; removed " + made + (claim != null ? ", its claim" : "")
                            + (work != null ? " and the work directory " + work.path() : "")
                            + (made.equals(out) ? "" : " (the earlier output in " + out + " is untouched)");
                } else {
                    line = command + ": interrupted before anything was written";
                }
            } catch (IOException | RuntimeException e) {
                line = command + ": interrupted while starting; could not remove " + made + ": " + e.getMessage();
            }
            if (!said) {
                said = true;
                System.err.println(line);
            }
        }
    }

    /**
     * Where a run killed between the two renames of its swap left the earlier output of
     * {@code out}, which is itself missing then; the next run into {@code out} puts it back.
     */
    public static java.util.Optional<Path> replacedAside(FileSystem fs, Path out) throws IOException {
        return OutputSwap.replacedAside(fs, OutputDirs.linkTarget(fs, out));
    }

    /** Where a run into {@code out} writes: {@code out}, or where it points when it is a local symbolic link. */
    public static Path followedLink(FileSystem fs, Path out) throws IOException {
        return OutputDirs.linkTarget(fs, fs.makeQualified(out));
    }

    public FileSystem fs() {
        return fs;
    }

    /**
     * The qualified directory the run writes its files to: the output directory, or, when the run
     * replaces an earlier output, the sibling where the new one is staged until {@link #complete}.
     */
    public Path dir() {
        return dir;
    }

    /** The output directory as the user named it (qualified): where the files are once the run completes. */
    public Path target() {
        return target;
    }

    /** A file of the run, where it is written now (in {@link #dir}). */
    public Path file(String name) {
        return new Path(dir, name);
    }

    /** Where a file of the run will be once the run completes: for what the run prints and records. */
    public Path targetFile(String name) {
        return new Path(target, name);
    }

    /** A URI the run wrote to, as it will be once the run completes (under {@link #target}). */
    public String shown(String uri) {
        String staged = dir.toString();
        return uri.startsWith(staged) ? target + uri.substring(staged.length()) : uri;
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

    /** Something to stop when the run is interrupted (a running job), before its files are removed. */
    public void onInterrupt(Runnable cancel) {
        onInterrupt.add(cancel);
    }

    /**
     * Moves a directory of the run's side files (e.g. reject samples under the work directory) to
     * {@code OUTPUT/name}: renamed on the same file system, else copied file by file (work on HDFS,
     * output on S3). A missing {@code from} leaves an empty {@code name}. Failures are thrown.
     */
    public void adopt(Path from, String name) throws IOException {
        during(() -> adoptNow(from, name));
    }

    private void adoptNow(Path from, String name) throws IOException {
        Path to = file(name);
        FileSystem src = from.getFileSystem(conf);
        FileSystem dst = LocalFiles.withoutChecksumFiles(fs);
        if (resumed && fs.exists(to)) {
            if (!src.exists(from)) {
                // the pass was reused, and the run resumed had adopted its files already
                return;
            }
            // the pass ran again: its files replace what the run resumed had adopted, never mix with them
            WholeRemoval.remove(fs, to);
        }
        if (src.exists(from) && src.getUri().equals(fs.getUri()) && !fs.exists(to) && src.rename(from, to)) {
            return;
        }
        FilePublisher.makeDir(dst, to);
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

    /**
     * Ends the claim once the run's last file (its manifest) has been published by other means; a
     * staged output takes the earlier output's place here.
     */
    /** Something that starts writing under the run's directory (a job's submission). */
    @FunctionalInterface
    public interface Start {
        void run() throws IOException, InterruptedException, ClassNotFoundException;
    }

    /**
     * Starts {@code start} unless the run was closed (SIGINT, SIGTERM): the two exclude each other,
     * so a job is never submitted after the clean-up removed the run's files (its tasks would make
     * them again), and a job submitted before it is one the clean-up stops.
     */
    public synchronized void startUnlessClosed(Start start) throws IOException, InterruptedException, ClassNotFoundException {
        if (closed) {
            throw new java.io.InterruptedIOException(command + ": interrupted");
        }
        start.run();
    }

    /** A step of publishing, excluding the clean-up ({@link #close}), unless the run was stopped. */
    private synchronized void during(FilePublisher.Step step) throws IOException {
        if (closed) {
            throw new java.io.InterruptedIOException(command + ": stopped; nothing more is published");
        }
        step.run();
    }

    public synchronized void complete() throws IOException {
        checkClaim();
        if (dir.equals(target)) {
            claim.release();
            complete = true;
            return;
        }
        if (!keepWork && OutputDirs.isWithin(work.path(), dir)) {
            work.delete();
        }
        try {
            OutputSwap.swap(fs, dir, target, runId, claim::close);
        } catch (OutputSwap.Unfinished e) {
            keepStaging = true;
            throw e;
        }
        complete = true;
        fs.delete(new Path(target, RunClaim.MARKER), false);
    }

    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        // SIGINT/SIGTERM: this runs from the hook, or from the run's own failure path when the engine
        // stopped first (Spark's hook stops its context, which fails the running job at once)
        boolean interrupted = !complete && ShutdownHookManager.get().isShutdownInProgress();
        if (complete && ShutdownHookManager.get().isShutdownInProgress()) {
            // the signal came after the output took its place: the run's exit status is the signal's,
            // but nothing is undone, and the line says so
            System.err.println(command + ": interrupted after the output was complete: " + target
                    + " is published (verify it with: bin/pipeline verify " + target + ")");
        }
        if (interrupted) {
            // whichever comes first, the hook or the run's failure path (its job just stopped under it),
            // stops what still runs before anything is removed, or a task would make its folders again
            cancel();
        }
        try {
            ShutdownHookManager.get().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // closing while the JVM shuts down
        }
        try {
            claim.close();
            if (keepStaging) {
                // the kept files are for the user to see or a next --overwrite to replace: no run's any more
                claim.release();
            }
            if (!keepWork) {
                work.delete();
                if (!complete && !keepStaging && claim.held()) {
                    // everything in it is this run's; a directory another run took over is left to that run
                    WholeRemoval.remove(fs, dir);
                }
            }
        } catch (IOException | RuntimeException e) {
            if (interrupted) {
                System.err.println(command + ": interrupted; could not remove " + dir + " or " + work.path() + ": "
                        + e.getMessage());
            }
            throw e;
        }
        if (interrupted) {
            System.err.println(command + ": interrupted; removed " + (keepWork ? "nothing (--keep-work)"
                    : (dir.equals(target) ? "the unfinished output " + dir : "the unfinished new output " + dir
                    + " (the earlier output in " + target + " is untouched)") + ", its claim and the work directory "
                    + work.path()));
        }
    }

    /** SIGINT or SIGTERM: stop what runs, then remove what the run wrote, saying so in one line ({@link #close}). */
    private void interrupted() {
        try {
            close();
        } catch (IOException | RuntimeException e) {
            // said by close
        }
    }

    /** Stops what {@link #onInterrupt} registered, quietly. */
    private void cancel() {
        quietLogs();
        for (Runnable cancel : onInterrupt) {
            try {
                cancel.run();
            } catch (RuntimeException e) {
                // the clean-up matters more than a job that would not stop
            }
        }
    }

    /**
     * Turns the logging off once the run is interrupted: stopping a local job interrupts its task
     * threads, which Hadoop logs as warnings with their stack traces, after which the one line the
     * clean-up prints would be lost among them. Through reflection, as the logging backend is the
     * platform's (log4j 1 on Hadoop, log4j 2 on Spark; with another, its lines stay).
     */
    private static void quietLogs() {
        try {
            Class<?> level = Class.forName("org.apache.log4j.Level");
            Object root = Class.forName("org.apache.log4j.LogManager").getMethod("getRootLogger").invoke(null);
            root.getClass().getMethod("setLevel", level).invoke(root, level.getField("OFF").get(null));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // another logging backend
        }
        try {
            // Spark's backend, log4j 2: its task threads, stopped under them, log their ends as errors
            Class<?> level = Class.forName("org.apache.logging.log4j.Level");
            Class.forName("org.apache.logging.log4j.core.config.Configurator").getMethod("setAllLevels", String.class,
                    level).invoke(null, "", level.getField("OFF").get(null));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // not on the class path
        }
    }
}

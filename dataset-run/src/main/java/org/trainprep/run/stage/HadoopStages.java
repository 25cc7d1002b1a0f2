package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.Stages;
import org.trainprep.hadoop.stage.DatasetFiles;
import org.trainprep.run.RunContext;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.List;

/**
 * What every engine's {@link Stages} does the same way, through Hadoop's file systems: a pass's
 * folder in the run's work area, made before its tasks run; what it left, read back
 * ({@link HadoopPassResult}); datasets streamed to the driver. An engine adds how it runs a pass.
 */
public abstract class HadoopStages implements Stages {

    protected final RunContext run;
    private final java.util.Map<String, Long> millis = new java.util.LinkedHashMap<>();
    private final List<String> reused = new java.util.ArrayList<>();
    /** The output's folders this run's passes published into (run or reused). */
    private final java.util.Set<String> outputFolders = new java.util.HashSet<>();
    private boolean reusing;

    protected HadoopStages(RunContext run) {
        this.run = run;
        this.reusing = run.output().resumed();
    }

    /** Runs {@code pass}'s tasks, whose folder {@code dir} exists; returns how many tasks ran. */
    protected abstract int runTasks(Pass pass, Path dir) throws IOException, InterruptedException;

    @Override
    public final PassResult run(Pass pass) throws IOException, InterruptedException {
        Configuration conf = run.conf();
        Path dir = run.work(pass.name());
        FileSystem fs = dir.getFileSystem(conf);
        if (pass.files() != null) {
            outputFolders.add(fs.makeQualified(new Path(pass.files())).toString());
        }
        String fingerprint = PassFingerprint.of(run.listed(), serialized(pass),
                List.of(pass.getClass(), getClass(), run.plan().getClass()),
                pass.source() instanceof Pass.Lines ? PassFingerprint.splitLayout(conf) : "");
        if (reusing) {
            var finished = PassFingerprint.finished(conf, dir, fingerprint);
            if (finished.isPresent()) {
                reused.add(pass.name());
                run.progress().always(pass.name() + ": reused, finished by the run resumed (same input, options and code)");
                return new HadoopPassResult(conf, dir, finished.get().path("tasks").asInt(),
                        finished.get().path("partitions").asInt());
            }
            // once a pass runs again, every later one does: what it reads may differ
            reusing = false;
            if (fs.exists(dir)) {
                run.progress().always(pass.name() + ": runs again (" + (fs.exists(new Path(dir, PassFingerprint.FILE))
                        ? "its input, options or code changed" : "it had not finished") + ")");
            }
        }
        List<Path> folders = pass.files() == null ? List.of(dir) : List.of(dir, new Path(pass.files()));
        for (Path p : folders) {
            // a pass's folders are emptied before it runs: only ever the run's own
            Path q = p.getFileSystem(conf).makeQualified(p);
            if (!q.equals(p.getFileSystem(conf).makeQualified(run.parts()))
                    && !org.trainprep.hadoop.OutputDirs.isWithin(q, run.output().work().path())
                    && !q.getParent().equals(p.getFileSystem(conf).makeQualified(run.output().dir()))) {
                throw new IllegalStateException("pass " + pass.name() + " writes to " + p
                        + ", outside the run's work directory, parts folder and output");
            }
        }
        for (Path p : folders) {
            // what an earlier attempt of the pass left is never mixed with this one's
            FileSystem pfs = p.getFileSystem(conf);
            if (pfs.exists(p) && !pfs.delete(p, true)) {
                throw new IOException("could not empty " + p + " for pass " + pass.name());
            }
        }
        // tasks make no folder above their pass's: the driver makes these
        for (Path p : folders) {
            if (!p.getFileSystem(conf).mkdirs(p)) {
                throw new IOException("could not make " + p);
            }
        }
        long start = System.currentTimeMillis();
        int tasks = runTasks(pass, dir);
        if (pass.source() instanceof Pass.Lines) {
            UnchangedInputs.check(conf, run.listed());
        }
        millis.merge(pass.name(), System.currentTimeMillis() - start, Long::sum);
        int partitions = pass.shuffle() == null ? tasks : pass.shuffle().partitions();
        PassFingerprint.write(conf, dir, fingerprint, tasks, partitions);
        return new HadoopPassResult(conf, dir, tasks, partitions);
    }

    @Override
    public final <T> T inDriver(String name, DriverStep<T> step) throws IOException {
        long start = System.currentTimeMillis();
        T result = step.run();
        millis.merge(name, System.currentTimeMillis() - start, Long::sum);
        return result;
    }

    /**
     * Removes the output's pass folders ({@code _NAME/}, such as {@code _near_duplicates/}) that a
     * resumed run kept from the killed one but none of its own passes published into (an option
     * that wrote them is off now): nothing of the earlier run is published that this run did not make.
     */
    public void removeUnusedOutputFolders() throws IOException {
        if (!run.output().resumed()) {
            return;
        }
        Path out = run.output().dir();
        FileSystem fs = out.getFileSystem(run.conf());
        // the work directory may be on another store (HDFS beside an S3 output, EMR's default)
        Path workPath = run.output().work().path();
        Path work = workPath.getFileSystem(run.conf()).makeQualified(workPath);
        for (FileStatus f : fs.listStatus(out)) {
            Path p = fs.makeQualified(f.getPath());
            String name = p.getName();
            if (f.isDirectory() && name.startsWith("_") && !name.equals(Pass.REJECTS)
                    && !org.trainprep.hadoop.OutputDirs.isWithin(work, p) && !org.trainprep.hadoop.OutputDirs.isWithin(p, work)
                    && !outputFolders.contains(p.toString()) && !fs.delete(p, true)) {
                throw new IOException("could not remove " + p + ", which the run resumed had written and this one did not");
            }
        }
    }

    /** The passes a resumed run took as the earlier run finished them, in order. */
    public List<String> reusedPasses() {
        return List.copyOf(reused);
    }

    /** Each pass's time by its name, in the order they ran. */
    public java.util.Map<String, Long> passMillis() {
        return java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(millis));
    }

    /** A pass as bytes, for its tasks (Java serialization: its functions carry what the driver chose). */
    protected static byte[] serialized(Object pass) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(pass);
        }
        return bytes.toByteArray();
    }

    @Override
    public PassResult.Records records(PassResult.DatasetRef dataset, int partition) {
        return DatasetFiles.read(run.conf(), dataset, partition);
    }

    @Override
    public List<String> inputFiles() {
        return run.files().stream().map(Path::toString).toList();
    }

    @Override
    public List<String> sources() {
        return run.inputs().stream().map(Path::toString).toList();
    }

    @Override
    public List<Long> inputSizes() {
        return run.listed().stream().map(FileStatus::getLen).toList();
    }

    @Override
    public String work(String name) {
        return run.work(name).toString();
    }

    @Override
    public String output(String name) {
        return new Path(run.output().dir(), name).toString();
    }

    @Override
    public String parts() {
        return run.parts().toString();
    }

    @Override
    public String runId() {
        return run.runId();
    }

    @Override
    public ProgressLog progress() {
        return run.progress();
    }
}

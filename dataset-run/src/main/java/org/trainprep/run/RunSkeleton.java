package org.trainprep.run;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.rejects.DamagedInputs;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stats.HandOff;
import org.trainprep.core.stats.StatsJson;
import org.trainprep.hadoop.CorruptFiles;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.LocalChecksums;
import org.trainprep.hadoop.RunOutput;
import org.trainprep.hadoop.SideFiles;
import org.trainprep.hadoop.WorkDir;
import org.trainprep.merge.CombineTarget;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.MergeJob;
import org.trainprep.merge.MergeResult;
import org.trainprep.merge.PartFiles;
import org.trainprep.report.ReportPage;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * One run of any dataset type on any engine, in the order every run keeps: list and check the
 * inputs, claim the output ({@link RunOutput}), the engine's reading pass, damaged inputs, the
 * error budget and whole files of the wrong kind judged, the engine's parts pass, the parts merged
 * ({@link MergeJob}), the type's side files, {@code stats.json} and {@code report.html}, the
 * manifest last, the claim released. A failed run publishes nothing and leaves an earlier output
 * as it was; the engine supplies only the passes ({@link Passes}).
 */
public final class RunSkeleton {

    /** Folder of the output, and of a pass's side outputs, holding the reject samples ({@code *.jsonl}). */
    public static final String REJECTS = "_rejects";
    /** Folder of a pass's side outputs holding each task's per-file counts ({@link FileYield#line}). */
    public static final String YIELDS = "_yield";
    /** Reject samples quoted in {@code stats.json}. */
    private static final int STATS_SAMPLES = 1000;

    private final Configuration base;
    private final ProgressLog progress;

    public RunSkeleton(Configuration base, ProgressLog progress) {
        this.base = new Configuration(base);
        this.progress = progress;
    }

    public RunSummary run(RunPlan plan, Passes passes) throws IOException, InterruptedException, UsageException {
        long start = System.currentTimeMillis();
        Configuration conf = new Configuration(base);
        String name = plan.type().name();
        plan.warnings().forEach(progress::always);
        List<FileStatus> listed = InputFiles.listed(conf, plan.inputs(), name, plan::inputOption);
        InputFiles.compressedCopies(listed).ifPresent(w -> progress.always(name + ": " + w));
        LocalChecksums.unusable(conf, listed).ifPresent(w -> progress.always(name + ": " + w));
        List<Path> inputs = new ArrayList<>();
        for (String in : plan.inputs()) {
            Path p = new Path(in);
            inputs.add(p.getFileSystem(conf).makeQualified(p));
        }
        passes.prepare(conf, plan);
        Set<String> names = new HashSet<>(plan.outputNames());
        names.addAll(Set.of(REJECTS, WorkDir.UNDER_OUTPUT, RunOutput.MANIFEST, ReportPage.STATS_FILE, ReportPage.FILE_NAME));
        try (RunOutput output = RunOutput.start(conf, name, plan.output(), plan.overwrite(), inputs, names,
                plan.workDir(), plan.keepWork(), plan.resume())) {
            RunContext run = new RunContext(conf, plan, listed, inputs, output, progress);
            Passes.Counted counted = passes.count(run);
            Map<String, String> skipped = new LinkedHashMap<>();
            for (Map<String, String> more = skipped(conf, plan, counted.sideOutputs()); !more.isEmpty();
                 more = skipped(conf, plan, counted.sideOutputs())) {
                // skipped means none of its rows: what the pass read of them before the damage showed (a cut
                // .gz's first part) or among their invalid lines is in its counts and rows, so it reads again
                skipped.putAll(more);
                run = run.without(skipped.keySet());
                if (run.listed().isEmpty()) {
                    throw new IOException("every input file was skipped: " + String.join(", ", skipped.keySet())
                            + "; nothing is left to read");
                }
                progress.always(name + ": reading the input again without the " + skipped.size() + " skipped file(s),"
                        + " so that none of their lines counts or is kept");
                output.work().clear();
                counted = passes.count(run);
            }
            Path side = counted.sideOutputs();
            output.adopt(new Path(side, REJECTS), REJECTS);
            checkBudget(conf, plan, counted.tally(), output.file(REJECTS));
            // without --skip-corrupt-files: a whole file of the wrong kind fails the run, after the budget,
            // whose message says more when every file is of that kind
            checkFileYield(conf, new Path(side, YIELDS), plan);

            output.checkClaim();
            Passes.Written written = passes.writeParts(run, counted);
            checkRowsWritten(conf, plan, counted.tally(), written.outcome(), output.file(REJECTS));
            long passesEnded = System.currentTimeMillis();
            output.checkClaim();
            RunSummary.Published published = plan.merge()
                    ? merge(conf, plan, counted.tally(), written, output, List.copyOf(skipped.keySet()), inputs)
                    : keepParts(conf, plan, counted.tally(), written, output);
            output.complete();
            return new RunSummary(name, output.target().toString(), published, counted.tally(),
                    List.copyOf(skipped.keySet()), output.targetFile(ReportPage.FILE_NAME).toString(), written.outcome(),
                    passesEnded - start, System.currentTimeMillis() - start, output.work().path().toString(),
                    passes.passMillis(), passes.reusedPasses());
        }
    }

    private RunSummary.Published merge(Configuration conf, RunPlan plan, Tally tally, Passes.Written written, RunOutput output,
                            List<String> skipped, List<Path> inputs) throws IOException {
        List<RejectRecord> samples = samples(conf, output.file(REJECTS), STATS_SAMPLES);
        Outcome outcome = written.outcome();
        HandOff[] handOff = new HandOff[1];
        Map<String, Object> runFields = new LinkedHashMap<>();
        runFields.put("run_id", output.runId());
        runFields.putAll(outcome.manifestFields());
        runFields.put("skipped_inputs", skipped);
        // every input as given: the file's attribute, which an HDF5 header bounds, may cut the list short
        runFields.put("source", inputs.stream().map(Path::toString).toList());
        MergeJob.Published<? extends MergeResult> merged;
        // Through Hadoop's FileSystem whatever the scheme (EMRFS for s3:// on EMR): the merged file,
        // the type's side files, the statistics and report, then the manifest naming the run, so a
        // manifest means it is all there.
        try (HadoopStores stores = new HadoopStores(conf, output.publisher())) {
            merged = new MergeJob(stores, progress).runAny(new MergeJob.Request(plan.fileType(), written.parts().toString(),
                    output.dir().toString(), null, plan.shards(), true), runFields, new MergeJob.BeforeManifest() {
                // the statistics and report drawn while the merged file is written, when the merge plans it
                // ahead: the charts are some 0.3 s of one core, the file's copy mostly the store's
                private CompletableFuture<Report> ahead;

                @Override
                public void planned(String fileUri, MergeResult result) {
                    ahead = CompletableFuture.supplyAsync(() -> {
                        try {
                            return report(fileUri, result);
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }, REPORT_THREAD);
                }

                @Override
                public void publish(CombineTarget target, String fileUri, MergeResult result) throws IOException {
                    output.checkClaim();
                    for (Map.Entry<String, byte[]> f : outcome.sideFiles().entrySet()) {
                        target.publishBytes(f.getValue(), f.getKey());
                    }
                    Report report = ahead != null ? drawn(ahead) : report(fileUri, result);
                    handOff[0] = report.handOff();
                    for (Map.Entry<String, byte[]> f : report.files().entrySet()) {
                        target.publishBytes(f.getValue(), f.getKey());
                    }
                }

                private Report report(String fileUri, MergeResult result) throws IOException {
                    HandOff h = outcome.handOff(output.shown(fileUri), result.numRows(), result.loaderRows());
                    ObjectNode stats = stats(plan, tally, output, samples, result.numRows(), outcome);
                    stats.set("hand_off", h.toJson());
                    return new Report(h, ReportPage.files(stats));
                }
            });
        }
        merged = new MergeJob.Published<>(output.shown(merged.fileUri()), output.shown(merged.manifestUri()), merged.result());
        return new RunSummary.Published(merged, merged.result().numRows(), merged.result().parts().size(), handOff[0]);
    }

    /** A run's hand-off and its {@code stats.json} and {@code report.html}, by file name. */
    private record Report(HandOff handOff, Map<String, byte[]> files) {
    }

    /** Draws a report on a thread of its own that never holds the JVM up (a failed merge leaves it unread). */
    private static final java.util.concurrent.Executor REPORT_THREAD = task -> {
        Thread t = new Thread(task, "trainprep-report");
        t.setDaemon(true);
        t.start();
    };

    /** What {@code ahead} drew, its failure as thrown in the drawing. */
    private static Report drawn(CompletableFuture<Report> ahead) throws IOException {
        try {
            return ahead.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof java.io.UncheckedIOException u) {
                throw u.getCause();
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IOException(e.getCause());
        }
    }

    /** The parts are the output (no merge, no manifest): the side files and statistics go beside them. */
    private RunSummary.Published keepParts(Configuration conf, RunPlan plan, Tally tally, Passes.Written written,
                                RunOutput output) throws IOException {
        List<RejectRecord> samples = samples(conf, output.file(REJECTS), STATS_SAMPLES);
        Outcome outcome = written.outcome();
        int parts = PartFiles.list(conf, written.parts()).size();
        FilePublisher publisher = output.publisher();
        for (Map.Entry<String, byte[]> f : outcome.sideFiles().entrySet()) {
            publisher.publishBytes(f.getValue(), output.dir(), f.getKey());
        }
        ObjectNode stats = stats(plan, tally, output, samples, tally.rows(), outcome);
        for (Map.Entry<String, byte[]> f : ReportPage.files(stats).entrySet()) {
            publisher.publishBytes(f.getValue(), output.dir(), f.getKey());
        }
        return new RunSummary.Published(null, tally.rows(), parts, null);
    }

    /** The sections every type's {@code stats.json} has, with the type's own between them. */
    private static ObjectNode stats(RunPlan plan, Tally tally, RunOutput output, List<RejectRecord> samples, long rows,
                                    Outcome outcome) {
        ObjectNode root = StatsJson.root(plan.type().name(), output.target().toString(), output.runId());
        outcome.summary(root, tally, rows);
        outcome.stats(root, tally);
        StatsJson.samples(root, samples);
        return root;
    }

    /** Fails the run when the counts say the input is not what the user thinks, quoting two rejected lines. */
    private static void checkBudget(Configuration conf, RunPlan plan, Tally t, Path rejects) throws IOException {
        List<RejectRecord> samples = samples(conf, rejects, 2);
        Optional<String> refusal = plan.refusal(t, samples);
        if (refusal.isPresent()) {
            throw new IOException(refusal.get());
        }
        Optional<String> failure = plan.budget().check(t.linesRead(), t.valid(), t.invalid(), t.blank(),
                t.invalidByReason(), t.rows(), samples, plan.inputShape(), plan.likelyCause());
        if (failure.isPresent()) {
            throw new IOException("the input does not look usable: " + failure.get());
        }
    }

    /**
     * The budget's rows judged again once the parts exist, when a later pass removed some (near-duplicates,
     * records with a missing value): a run whose reading pass kept enough rows but whose parts hold
     * fewer than {@code --min-rows}, or that the type refuses (one review row), fails before it publishes.
     */
    private static void checkRowsWritten(Configuration conf, RunPlan plan, Tally read, Outcome outcome, Path rejects)
            throws IOException {
        long rows = outcome.rowsWritten(read);
        if (rows == read.rows()) {
            return;
        }
        try {
            checkBudget(conf, plan, read.withRows(rows), rejects);
        } catch (IOException e) {
            String why = outcome.rowsRemoved(read);
            throw new IOException(e.getMessage() + (why.isEmpty() ? "" : "; " + why), e);
        }
    }

    /**
     * The files a reading pass found it cannot use (damaged, or mostly invalid lines), with why; with
     * {@code --skip-corrupt-files} to skip, else the run fails naming them.
     */
    private static Map<String, String> skipped(Configuration conf, RunPlan plan, Path side) throws IOException {
        Map<String, String> skipped = new LinkedHashMap<>(CorruptFiles.read(conf, new Path(side, CorruptFiles.DIR)));
        if (!skipped.isEmpty() && !plan.budget().skipCorruptFiles()) {
            throw new IOException(DamagedInputs.failure(skipped, plan.canSkipCorruptFiles()));
        }
        if (plan.budget().skipCorruptFiles()) {
            skipped.putAll(checkFileYield(conf, new Path(side, YIELDS), plan));
        }
        return skipped;
    }

    /**
     * Fails the run naming a file more of whose lines were invalid than valid (a whole file of the
     * wrong kind, which the run's line budget can hide among good files); with
     * {@code --skip-corrupt-files} returns such files, to be listed beside the unreadable ones.
     */
    public static Map<String, String> checkFileYield(Configuration conf, Path dir, RunPlan plan) throws IOException {
        InputBudget budget = plan.budget();
        FileYield yield = new FileYield();
        SideFiles.lines(conf, dir, p -> p.getName().startsWith("yield"), Integer.MAX_VALUE).forEach(yield::add);
        Map<String, String> bad = yield.mostlyInvalid(budget.maxInvalidFraction());
        if (bad.isEmpty() || budget.skipCorruptFiles()) {
            Map<String, String> listed = new LinkedHashMap<>();
            bad.forEach((f, what) -> listed.put(f, "mostly invalid: " + what));
            return listed;
        }
        String first = bad.keySet().iterator().next();
        String firstLine;
        try {
            firstLine = InputFiles.firstLine(conf, new Path(first));
        } catch (IOException e) {
            firstLine = null;
        }
        throw new IOException(FileYield.failure(bad, yield.nonBlank(first), firstLine, plan.canSkipCorruptFiles()));
    }

    private static List<RejectRecord> samples(Configuration conf, Path dir, int n) throws IOException {
        return SideFiles.rejectSamples(conf, dir, n);
    }
}

package org.trainprep.hadoop.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusCsv;
import org.trainprep.core.census.CensusFormat;
import org.trainprep.core.census.CensusFileLayout;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusMerge;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.census.Imputer;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.progress.TransferProgress;
import org.trainprep.core.rejects.DamagedInputs;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.census.CensusStats;
import org.trainprep.core.stats.HandOff;
import org.trainprep.core.util.Sha256;
import org.trainprep.report.ReportPage;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.RunOutput;
import org.trainprep.hadoop.SideFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The census job's sequence, shared by both engines, which only supply the two passes over the
 * input: the inputs are listed and each file's header read, the output is claimed
 * ({@link RunOutput}); after the engine's first pass (counts, statistics, rejects), damaged inputs
 * and the error budget fail the run; its second pass has each task write a part of the file
 * ({@link CensusPartTask}, with {@link #partSettings}); then {@link CensusMerge} assembles
 * {@code census.h5} from the parts' bytes, and the file, then the manifest naming the run are
 * published. No engine sends rows to its driver or client.
 */
public final class CensusRun implements AutoCloseable {

    /** Folder of the output holding the reject samples ({@code rejects-*.jsonl}). */
    public static final String REJECTS = "_rejects";
    /** Configuration key: rejected lines kept per task. */
    public static final String REJECTS_PER_TASK = "trainprep.census.rejects-per-task";
    public static final int DEFAULT_REJECTS_PER_TASK = 100;

    private final Configuration conf;
    private final CensusOptions options;
    private final CensusSchema schema;
    private final List<Path> files;
    private final Map<String, String> columnOrders;
    private final RunOutput output;
    private final long start;

    private CensusRun(Configuration conf, CensusOptions options, CensusSchema schema, List<Path> files,
                      Map<String, String> columnOrders, RunOutput output, long start) {
        this.conf = conf;
        this.options = options;
        this.schema = schema;
        this.files = files;
        this.columnOrders = columnOrders;
        this.output = output;
        this.start = start;
    }

    /** Checks the inputs and schema, then prepares and claims the output; nothing is created on a usage error. */
    public static CensusRun start(Configuration conf, CensusOptions o) throws IOException, UsageException {
        long start = System.currentTimeMillis();
        CensusSchema schema = CensusSchemas.load(conf, o.schemaFile());
        List<Path> files = InputFiles.expand(conf, o.inputs(), "census");
        // a header lacking a schema column fails here, before anything is created
        Map<String, String> columnOrders = CensusSchemas.columnOrders(conf, files, schema);
        if (o.format() == CensusFormat.CSV && CensusCsv.refusal(schema) != null) {
            throw new UsageException("census: " + CensusCsv.refusal(schema));
        }
        Set<String> names = new java.util.HashSet<>(o.fileNames());
        names.addAll(Set.of(REJECTS, RunOutput.MANIFEST, ReportPage.STATS_FILE, ReportPage.FILE_NAME));
        RunOutput output = RunOutput.start(conf, "census", o.output(), o.overwrite(), files, names, null, false);
        return new CensusRun(conf, o, schema, files, columnOrders, output, start);
    }

    /**
     * Where a split's file is among the inputs (in input order): the index its rows' positions and
     * parts are named with. Every engine looks it up here.
     */
    public static int fileIndex(List<String> fileUris, String file) throws IOException {
        int i = fileUris.indexOf(file);
        if (i < 0) {
            throw new IOException("split of " + file + " is not among the job's input files");
        }
        return i;
    }

    public CensusSchema schema() {
        return schema;
    }

    /** The input files, in input order (a row's file index is its place here). */
    public List<Path> files() {
        return files;
    }

    /** File URI -> column order, for the files whose header orders the columns differently. */
    public Map<String, String> columnOrders() {
        return columnOrders;
    }

    public RunOutput output() {
        return output;
    }

    /** Where the rejects go: {@code OUTPUT/_rejects}. */
    public Path rejectsDir() {
        return output.file(REJECTS);
    }

    public int rejectsPerTask() {
        return conf.getInt(REJECTS_PER_TASK, DEFAULT_REJECTS_PER_TASK);
    }

    /**
     * After the first pass, once the rejects are in {@link #rejectsDir()}: fails the run naming a
     * damaged input (file -> cause), or when the counts say the input is not usable
     * ({@link CensusOptions#checkBudget}), quoting two rejected lines.
     */
    public void checkFirstPass(Map<String, String> damaged, Map<String, Long> counts) throws IOException {
        if (!damaged.isEmpty()) {
            throw new IOException(DamagedInputs.failure(damaged, false));
        }
        List<RejectRecord> samples = SideFiles.rejectSamples(conf, rejectsDir(), 2);
        Optional<String> failure = options.checkBudget(counts, samples);
        if (failure.isPresent()) {
            throw new IOException(failure.get());
        }
    }

    /** Moves the reject samples tasks wrote under {@code from} (in the work directory) to the output. */
    public void adoptRejects(Path from) throws IOException {
        output.adopt(from, REJECTS);
    }

    /** Writes reject sample lines (JSON lines, see {@code RejectRecord}) to {@code _rejects/NAME}. */
    public void writeRejects(String name, List<String> jsonLines) throws IOException {
        if (jsonLines.isEmpty()) {
            return;
        }
        Path file = new Path(rejectsDir(), name);
        try (FSDataOutputStream o = LocalFiles.withoutChecksumFiles(output.fs()).create(file, true)) {
            for (String line : jsonLines) {
                o.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** What every second-pass task needs, from the first pass's statistics. */
    public CensusPartSettings partSettings(CensusStatistics stats) {
        return CensusPartSettings.of(options, stats);
    }

    /**
     * Merges the parts the second pass wrote under {@code partsDir} (named by position, so name
     * order is input order) into {@code census.h5} (or the CSV files), publishes it, the statistics
     * and report, and last the manifest, which ends the run's claim. Only the parts' headers are
     * parsed; their rows are copied as bytes (or, for CSV, read once and printed).
     *
     * @param stats     the first pass's statistics
     * @param engine    for the summary
     * @param jobMillis when the engine's work started
     */
    public CensusSummary publishParts(String engine, CensusStatistics stats, Map<String, Long> counts, Path partsDir,
                                      long jobMillis) throws IOException {
        output.fs().mkdirs(rejectsDir());
        CensusPartSettings settings = partSettings(stats);
        Imputer imputer = settings.imputer(schema);
        CensusFileLayout layout = settings.fileLayout(schema);
        FileSystem partsFs = partsDir.getFileSystem(conf);
        FileStatus[] files = partsFs.listStatus(partsDir, p -> p.getName().startsWith("part-") && p.getName().endsWith(".h5"));
        Arrays.sort(files);
        List<CensusMerge.Part> parts = new ArrayList<>();
        try {
            for (FileStatus f : files) {
                parts.add(CensusMerge.Part.open(output.publisher().open(f), layout));
            }
            CensusMerge.Merged merged = CensusMerge.plan(parts, layout, options.missing(), new CensusFileWriter.Counts(
                    counts.get(CensusCounters.LINES_READ.name()), counts.get(CensusCounters.INVALID.name())));
            CensusAssembler.Result result = new CensusAssembler.Result(merged.result().rowsWritten(),
                    merged.result().droppedMissing(), imputer.xType().id(), imputer);
            List<Written> written = publishData(parts, layout, merged);

            Map<String, Object> more = new java.util.LinkedHashMap<>(Map.of("run_id", output.runId(), "engine", engine,
                    "parts", files.length, "output_format", options.format().id()));
            if (options.format() == CensusFormat.CSV) {
                Map<String, Object> each = new java.util.LinkedHashMap<>();
                written.forEach(w -> each.put(w.name(), Map.of("bytes", w.bytes(), "sha256", w.sha256())));
                more.put("file", written.get(0).name());
                more.put("files", each);
            }
            byte[] manifest = CensusAssembler.manifest(written.get(0).bytes(), written.get(0).sha256(), schema, options,
                    result, counts, more);
            String file = output.targetFile(written.get(0).name()).toString();
            HandOff handOff = options.format() == CensusFormat.HDF5
                    ? CensusStats.h5HandOff(file, schema.features().size(), schema.label(), result.rowsWritten(),
                    options.valFraction() > 0)
                    : CensusStats.csvHandOff(file, schema.features().size(), schema.label(), result.rowsWritten());
            CensusStats report = new CensusStats(output.target().toString(), output.runId(), engine, options.format().id())
                    .counts(counts, result.droppedMissing(), result.rowsWritten())
                    .columns(schema, stats)
                    .imputation(options.missing().id(), CensusSummary.imputedValues(schema, imputer))
                    .splits(layout.groups().stream().map(g -> g.isEmpty() ? "all" : g).toList(),
                            merged.result().groupRows())
                    .rejectSamples(SideFiles.rejectSamples(conf, rejectsDir(), 1000))
                    .handOff(handOff);
            output.checkClaim();
            for (Map.Entry<String, byte[]> f : ReportPage.files(report.toJson()).entrySet()) {
                output.publisher().publishBytes(f.getValue(), output.dir(), f.getKey());
            }
            output.complete(manifest);
            long now = System.currentTimeMillis();
            return CensusSummary.of(engine, file, counts, schema, result, now - jobMillis, now - start)
                    .withReport(output.targetFile(ReportPage.FILE_NAME).toString(), handOff);
        } finally {
            for (CensusMerge.Part p : parts) {
                p.close();
            }
        }
    }

    /** A published data file: its name, size and SHA-256, for the manifest. */
    private record Written(String name, long bytes, String sha256) {
    }

    /**
     * Streams each of the run's data files to its place (a hidden name, renamed when whole),
     * digested on the way: {@code census.h5}, or one CSV per group.
     */
    private List<Written> publishData(List<CensusMerge.Part> parts, CensusFileLayout layout, CensusMerge.Merged merged)
            throws IOException {
        List<String> names = options.fileNames();
        List<Written> written = new ArrayList<>();
        for (int g = 0; g < names.size(); g++) {
            output.checkClaim();
            Sha256.Channel[] digest = new Sha256.Channel[1];
            int group = g;
            output.publisher().publishStreamed(output.dir(), names.get(g), out -> {
                digest[0] = new Sha256.Channel(out);
                if (options.format() == CensusFormat.HDF5) {
                    merged.file().writeTo(digest[0], TransferProgress.silent(merged.file().size()));
                } else {
                    writeCsv(parts, layout, group, java.nio.channels.Channels.newOutputStream(digest[0]));
                }
            });
            written.add(new Written(names.get(g), digest[0].bytes(), digest[0].hex()));
        }
        return written;
    }

    /** Group {@code g} of every part, as the DP trainers' CSV ({@link CensusCsv}), header first. */
    private void writeCsv(List<CensusMerge.Part> parts, CensusFileLayout layout, int g, java.io.OutputStream out)
            throws IOException {
        String prefix = layout.groups().get(g).isEmpty() ? "" : layout.groups().get(g) + "/";
        CensusCsv.writeHeader(schema, out);
        long row = 0;
        for (CensusMerge.Part p : parts) {
            try (java.io.InputStream x = p.open(prefix + "x"); java.io.InputStream y = p.open(prefix + "y")) {
                CensusCsv.writeRows(x, y, schema.features().size(), p.rows(g), g, row, out);
            }
            row += p.rows(g);
        }
        out.flush();
    }

    /** Removes the output unless it was published, and the run's work directory. */
    @Override
    public void close() throws IOException {
        output.close();
    }
}

package org.trainprep.hadoop.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.FileUtil;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusCounters;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.CensusSummary;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.rejects.DamagedInputs;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.RunOutput;
import org.trainprep.hadoop.SideFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The census job's sequence, shared by both engines, which only supply the two passes over the
 * input: the inputs are listed and each file's header read, the output is claimed
 * ({@link RunOutput}); after the engine's first pass, damaged inputs and the error budget fail the
 * run; after its second, {@link CensusAssembler} writes {@code census.h5} locally, and the file,
 * then the rejects, then the manifest naming the run are published.
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
        RunOutput output = RunOutput.start(conf, "census", o.output(), o.overwrite(), files,
                Set.of(CensusOptions.FILE_NAME, REJECTS, RunOutput.MANIFEST), null, false);
        return new CensusRun(conf, o, schema, files, columnOrders, output, start);
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
        List<RejectRecord> samples = SideFiles.lines(conf, rejectsDir(), p -> p.getName().endsWith(".jsonl"), 2)
                .stream().map(RejectRecord::parse).toList();
        Optional<String> failure = options.checkBudget(counts, samples);
        if (failure.isPresent()) {
            throw new IOException(failure.get());
        }
    }

    /**
     * Moves the reject samples tasks wrote under {@code from} (in the work directory) to the
     * output: renamed on the same file system, else copied (work on HDFS, output on S3).
     */
    public void adoptRejects(Path from) throws IOException {
        FileSystem src = from.getFileSystem(conf);
        if (!src.exists(from)) {
            return;
        }
        FileSystem dst = LocalFiles.withoutChecksumFiles(output.fs());
        dst.mkdirs(rejectsDir());
        for (FileStatus f : src.listStatus(from, p -> p.getName().startsWith("rejects-"))) {
            Path to = new Path(rejectsDir(), f.getPath().getName());
            if (!src.getUri().equals(output.fs().getUri()) || !src.rename(f.getPath(), to)) {
                FileUtil.copy(src, f.getPath(), dst, to, false, conf);
            }
        }
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

    /**
     * Writes {@code census.h5} from the rows in input order, publishes it and the manifest, and
     * ends the run's claim.
     *
     * @param engine    for the summary
     * @param jobMillis when the engine's work started
     */
    public CensusSummary publish(String engine, CensusStatistics stats, Map<String, Long> counts,
                                 Iterator<CensusAssembler.PositionedRow> rows, long jobMillis) throws IOException {
        output.fs().mkdirs(rejectsDir());
        try (ScratchDir scratch = LocalScratch.create(conf, "trainprep-census-")) {
            java.nio.file.Path staged = output.publisher().stagingFor(output.dir(), CensusOptions.FILE_NAME, scratch.path());
            CensusAssembler.Result result = CensusAssembler.write(staged, scratch.path(), schema, options, stats, rows,
                    new CensusFileWriter.Counts(counts.get(CensusCounters.LINES_READ.name()),
                            counts.get(CensusCounters.INVALID.name())));
            byte[] manifest = CensusAssembler.manifest(staged, schema, options, result, counts,
                    Map.of("run_id", output.runId(), "engine", engine));
            output.checkClaim();
            output.publisher().publish(staged, output.dir(), CensusOptions.FILE_NAME);
            output.complete(manifest);
            long now = System.currentTimeMillis();
            return CensusSummary.of(engine, output.file(CensusOptions.FILE_NAME).toString(), counts, schema, result,
                    now - jobMillis, now - start);
        }
    }

    /** Removes the output unless it was published, and the run's work directory. */
    @Override
    public void close() throws IOException {
        output.close();
    }
}

package org.trainprep.core.census;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.dataset.ClusterRun;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DigestedCopy;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.TextFileCheck;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** PUMS CSV to the DP trainers' census.h5 or CSV files: the census slice as the registry sees it. */
public final class CensusType implements DatasetType, org.trainprep.core.stage.StagedType {

    @Override
    public String name() {
        return "census";
    }

    @Override
    public String summary() {
        return "census CSV (PUMS) -> census.h5 or CSV for the DP trainers (imputed, split)";
    }

    @Override
    public Help help() {
        return CensusOptions.HELP;
    }

    @Override
    public String format() {
        return CensusAssembler.FORMAT;
    }

    @Override
    public org.trainprep.core.stage.StageProgram program(RunPlan plan) {
        return new CensusProgram((CensusOptions) plan);
    }

    @Override
    public RunPlan plan(String[] args) throws UsageException {
        return CensusOptions.parse(args);
    }

    /** On Spark, merging its own parts: a census is small, and its file's digest is taken on the way. */
    @Override
    public Optional<ClusterRun> clusterRun() {
        return Optional.of(new ClusterRun(false, org.trainprep.core.dataset.Engine.SPARK.id(), false, List.of("schema", "missing", "format", "layout",
                "val-fraction", "seed"), "census.h5 (or census*.csv) and manifest.json"));
    }

    @Override
    public Optional<MatrixFileType> partFileType() {
        return Optional.of(new CensusFileType());
    }

    @Override
    public void report(ReportCanvas page) {
        CensusReport.draw(page);
    }

    /** A census file is small (a few bytes a row): it is always digested whole, quick or not. */
    @Override
    public void verify(PublishedFiles files, JsonNode m, boolean quick, Verification result) throws IOException {
        result.mode("full: SHA-256 of the whole file");
        if (CensusFormat.CSV.id().equals(m.path("output_format").asText())) {
            checkCsvFiles(files, m, result);
        } else {
            checkFile(files, m.path("file").asText(), m, result);
        }
    }

    /** Read whole once, for its SHA-256 on the way to local disk, where jHDF then opens it for its row counts. */
    private static void checkFile(PublishedFiles files, String name, JsonNode m, Verification result)
            throws IOException {
        String uri = files.uri(name);
        long size = m.path("bytes").asLong();
        Path local = DigestedCopy.fetch(files, name, m, result);
        if (local == null) {
            return;
        }
        try {
            long rows = CensusFileCheck.rows(local, result.problems());
            CensusFileCheck.agrees(local, m, result.problems());
            if (rows != m.path("num_rows").asLong()) {
                result.problem("rows: " + uri + " holds " + rows + " rows, the manifest says " + m.path("num_rows").asLong());
            }
            result.summary(name + ", " + rows + " rows, " + size + " bytes");
        } catch (RuntimeException e) {
            // jHDF reports a damaged file with unchecked exceptions
            result.problem("unreadable: " + uri + ": " + e.getMessage());
        }
    }

    /**
     * Census CSV files ({@code --format csv}): each has its stated size and SHA-256, and their data
     * lines (all but the header) add up to the manifest's rows.
     */
    private static void checkCsvFiles(PublishedFiles files, JsonNode m, Verification result) throws IOException {
        long rows = 0;
        List<String> names = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = m.path("files").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey();
            names.add(name);
            long lines = TextFileCheck.check(files, name, e.getValue(), result);
            if (lines < 0) {
                continue;
            }
            rows += Math.max(0, lines - 1);
        }
        if (rows != m.path("num_rows").asLong()) {
            result.problem("rows: " + names + " hold " + rows + " rows, the manifest says " + m.path("num_rows").asLong());
        }
        result.summary(String.join(" + ", names) + ", " + rows + " rows");
    }
}

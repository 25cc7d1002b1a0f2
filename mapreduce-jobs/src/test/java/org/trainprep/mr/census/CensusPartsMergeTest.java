package org.trainprep.mr.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.census.CensusFileType;
import org.trainprep.core.census.CensusFileWriter;
import org.trainprep.core.census.CensusFormat;
import org.trainprep.core.census.CensusLayout;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.CensusParser;
import org.trainprep.core.census.CensusRow;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.core.census.CensusStatistics;
import org.trainprep.core.census.Imputer;
import org.trainprep.core.census.LocalCensusRunner;
import org.trainprep.core.census.MissingPolicy;
import org.trainprep.core.census.RowSplit;
import org.trainprep.core.io.TextLines;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.util.Sha256;
import org.trainprep.hadoop.census.CensusPartTask;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.IncompatiblePartsException;
import org.trainprep.merge.MergeJob;
import org.trainprep.testdata.CensusGenerator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Census parts, written by stretches of the input as tasks write them, merged by the shared merge
 * ({@link MergeJob} with {@link CensusFileType}): byte for byte the file one writer over the whole
 * input makes, with its manifest; parts of another run refused by name.
 */
class CensusPartsMergeTest {

    @TempDir
    Path tmp;

    /** Writes {@code stretches} parts of {@code in} into {@code dir} and returns the reference file. */
    private Path parts(Path in, Path dir, MissingPolicy missing, CensusLayout layout, double valFraction, int stretches,
                       long rowsRead) throws Exception {
        CensusSchema schema = CensusSchema.caPums5full();
        CensusOptions options = CensusOptions.of(List.of(in.toString()), tmp.resolve("out").toString(),
                CensusOptions.Rows.hdf5(null, missing, layout)).withSplit(new RowSplit(valFraction, 9))
                .withBudget(new InputBudget(1, 1, false));
        Path reference = tmp.resolve("reference-" + System.nanoTime() + ".h5");
        LocalCensusRunner.Outcome expected = new LocalCensusRunner(schema).run(List.of(in), options, reference, tmp);
        Map<String, Long> counts = expected.counts();

        CensusParser parser = new CensusParser(schema);
        CensusStatistics stats = new CensusStatistics(schema.features().size() + 1);
        List<TextLines.Line> lines = new ArrayList<>();
        try (TextLines t = new TextLines(in)) {
            t.forEachRemaining(lines::add);
        }
        for (TextLines.Line l : lines) {
            CensusRow r = parser.parse(l.text());
            if (r.kind() == CensusRow.Kind.RECORD) {
                stats.add(r.codes());
            }
        }
        Imputer imputer = new Imputer(missing, stats, schema.features().size());
        Files.createDirectories(dir);
        int per = (lines.size() + stretches - 1) / stretches;
        for (int s = 0; s < stretches; s++) {
            Path part = dir.resolve(CensusPartTask.partName(0, s));
            try (CensusFileWriter w = new CensusFileWriter(part, tmp, schema, layout, imputer, new RowSplit(valFraction, 9))) {
                for (TextLines.Line l : lines.subList(Math.min(lines.size(), s * per), Math.min(lines.size(), (s + 1) * per))) {
                    CensusRow r = parser.parse(l.text());
                    if (r.kind() == CensusRow.Kind.RECORD) {
                        w.add(r.codes(), "in.csv", l.offset());
                    }
                }
                w.finishPart(new CensusFileWriter.Counts(rowsRead < 0 ? counts.get("LINES_READ") : rowsRead,
                        counts.get("INVALID")), CensusFormat.HDF5);
            }
        }
        return reference;
    }

    private MergeJob.Published<?> merge(Path parts, Path out) throws Exception {
        try (HadoopStores stores = new HadoopStores(new Configuration())) {
            return new MergeJob(stores, ProgressLog.silent()).runAny(new MergeJob.Request(new CensusFileType(),
                    parts.toUri().toString(), out.toUri().toString(), null, 0, false), Map.of("run_id", "test"),
                    (target, fileUri, result) -> {
                    });
        }
    }

    private void check(MissingPolicy missing, CensusLayout layout, double valFraction, int stretches) throws Exception {
        Path in = tmp.resolve("in.csv");
        new CensusGenerator(5, 0.03, 0.01).write(in, 5_000);
        Path dir = tmp.resolve("parts-" + stretches + "-" + System.nanoTime());
        Path reference = parts(in, dir, missing, layout, valFraction, stretches, -1);
        Path out = tmp.resolve("merged-" + System.nanoTime());
        merge(dir, out);
        Path merged = out.resolve(CensusOptions.FILE_NAME);
        assertThat(Files.mismatch(reference, merged)).as("first differing byte").isEqualTo(-1L);
        JsonNode m = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(m.path("sha256").asText()).isEqualTo(Sha256.of(merged));
        assertThat(m.path("bytes").asLong()).isEqualTo(Files.size(merged));
        assertThat(m.path("parts")).hasSize(stretches);
        assertThat(m.path("run_id").asText()).isEqualTo("test");
    }

    @Test
    void dropXyOneStretch() throws Exception {
        check(MissingPolicy.DROP, CensusLayout.XY, 0, 1);
    }

    @Test
    void imputeModeXyWithSplitSevenStretches() throws Exception {
        check(MissingPolicy.IMPUTE_MODE, CensusLayout.XY, 0.2, 7);
    }

    @Test
    void imputeMeanPackageWithSplitFiftyStretches() throws Exception {
        // fifty stretches of ~100 lines: some hold no validation row at all
        check(MissingPolicy.IMPUTE_MEAN, CensusLayout.PACKAGE, 0.01, 50);
    }

    @Test
    void partsOfAnotherRunAreRefusedNamingTheAttribute() throws Exception {
        Path in = tmp.resolve("in.csv");
        new CensusGenerator(5, 0.03, 0.01).write(in, 2_000);
        Path dir = tmp.resolve("mixed");
        parts(in, dir, MissingPolicy.DROP, CensusLayout.XY, 0, 2, -1);
        Path other = tmp.resolve("other");
        parts(in, other, MissingPolicy.DROP, CensusLayout.XY, 0, 3, 123_456);
        Files.move(other.resolve(CensusPartTask.partName(0, 2)), dir.resolve(CensusPartTask.partName(0, 2)));
        Path out = tmp.resolve("refused");
        assertThatThrownBy(() -> merge(dir, out)).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("parts disagree on rows_read");
        assertThat(out.resolve(CensusOptions.FILE_NAME)).doesNotExist();
    }
}

package org.trainprep.mr.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.census.CensusFileType;
import org.trainprep.core.census.CensusParts;
import org.trainprep.core.census.CensusLayout;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.census.MissingPolicy;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.util.Sha256;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.IncompatiblePartsException;
import org.trainprep.merge.MergeJob;
import org.trainprep.testdata.CensusGenerator;

import java.nio.file.Files;
import java.nio.file.Path;
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

    private Path parts(Path in, Path dir, MissingPolicy missing, CensusLayout layout, double valFraction, int stretches,
                       long rowsRead) throws Exception {
        return CensusParts.write(in, dir, tmp, missing, layout, valFraction, stretches, rowsRead);
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
        Files.move(other.resolve(CensusFileType.partName(0, 2)), dir.resolve(CensusFileType.partName(0, 2)));
        Path out = tmp.resolve("refused");
        assertThatThrownBy(() -> merge(dir, out)).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("parts disagree on rows_read");
        assertThat(out.resolve(CensusOptions.FILE_NAME)).doesNotExist();
    }
}

package org.trainprep.mr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The example PyTorch loaders ({@code examples/pytorch/}) on our own outputs, with Debian's
 * python3-torch and h5py and two DataLoader workers: a tiny model trains a few steps with finite
 * loss, and an epoch serves every item exactly once, both the trainers' {@code k * min - 1} items
 * and all rows; the census loader returns exactly the rows h5py reads; the parallel-text loader
 * serves, padded batch by padded batch, every pair of the training files as the GNMT loader's ids.
 */
class PyTorchLoaderIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static Path examples() {
        return Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).resolve("examples/pytorch")
                .toAbsolutePath().normalize();
    }

    @Test
    void reviewLoaderServesEveryItemOncePerEpochWithTwoWorkers() throws Exception {
        Path in = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in"));
        Path out = tmp.resolve("reviews");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType())::tool, "--input", in.toString(), "--output", out.toString(), "--reducers", "3");
        String file = out.resolve("combined_result_5class.h5").toString();

        JsonNode loader = JSON.readTree(Interop.pythonWithTorch(examples().resolve("train_tiny.py"), file,
                "--workers", "2"));
        JsonNode manifest = JSON.readTree(out.resolve("manifest.json").toFile());
        assertThat(loader.get("items").asLong()).isEqualTo(manifest.get("loader_items").asLong());
        assertThat(loader.get("served").asLong()).isEqualTo(loader.get("items").asLong());
        assertThat(loader.get("each_once").asBoolean()).isTrue();
        assertThat(loader.get("finite").asBoolean()).isTrue();
        assertThat(loader.get("losses")).hasSize(5);
        assertThat(loader.get("n_vocab").asInt()).isEqualTo(manifest.get("n_vocab").asInt());

        JsonNode all = JSON.readTree(Interop.pythonWithTorch(examples().resolve("train_tiny.py"), file,
                "--workers", "2", "--all-rows"));
        assertThat(all.get("items").asLong()).isEqualTo(manifest.get("num_rows").asLong());
        assertThat(all.get("each_once").asBoolean()).isTrue();
        assertThat(all.get("finite").asBoolean()).isTrue();
    }

    @Test
    void censusLoaderReturnsTheRowsH5pyReadsInBothSplits() throws Exception {
        Path in = tmp.resolve("census.csv");
        new CensusGenerator(3, 0.02, 0.0).write(in, 5_000);
        Path out = tmp.resolve("census");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())::tool, "--input", in.toString(), "--output",
                out.toString(), "--missing", "impute-mode", "--val-fraction", "0.2", "--seed", "5");
        String file = out.resolve("census.h5").toString();
        for (String split : new String[] {"train", "val"}) {
            JsonNode r = JSON.readTree(Interop.pythonWithTorch(examples().resolve("check_census.py"), file,
                    "--split", split, "--workers", "2"));
            assertThat(r.get("same").asBoolean()).as(split).isTrue();
            assertThat(r.get("rows").asLong()).as(split).isPositive();
        }
        // a split too small to hold a row: an empty val/ the loader yields nothing of, and the check says so
        Path tiny = tmp.resolve("tiny.csv");
        new CensusGenerator(3, 0.0, 0.0).write(tiny, 20);
        Path small = tmp.resolve("census-small");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.census.CensusType())::tool, "--input",
                tiny.toString(), "--output", small.toString(), "--val-fraction", "0.001", "--seed", "2");
        JsonNode empty = JSON.readTree(Interop.pythonWithTorch(examples().resolve("check_census.py"),
                small.resolve("census.h5").toString(), "--split", "val", "--workers", "0"));
        assertThat(empty.get("rows").asLong()).isZero();
        assertThat(empty.get("same").asBoolean()).isTrue();
    }

    @Test
    void parallelLoaderServesEveryPairOfTheTrainingFilesAsTheGnmtLoadersIds() throws Exception {
        Path src = Fixtures.realDataFile("parallel/wmt-sample/src-train.txt");
        Path out = tmp.resolve("parallel");
        LocalTools.run(new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.parallel.ParallelType())::tool, "--src", src.toString(), "--tgt",
                src.resolveSibling("tgt-train.txt").toString(), "--src-lang", "en", "--tgt-lang", "de", "--tokenized",
                "--merges", "2000", "--h5", "--output", out.toString());
        JsonNode r = JSON.readTree(Interop.pythonWithTorch(examples().resolve("check_parallel.py"),
                out.resolve("train.tok.clean.bpe.2000.h5").toString(), out.resolve("vocab.bpe.2000").toString(),
                out.resolve("train.tok.clean.bpe.2000.en").toString(), out.resolve("train.tok.clean.bpe.2000.de").toString(),
                "--workers", "2"));
        JsonNode manifest = JSON.readTree(out.resolve("manifest.json").toFile());
        assertThat(r.get("pairs").asLong()).isEqualTo(manifest.get("num_rows").asLong()).isEqualTo(9_999L);
        assertThat(r.get("served").asLong()).isEqualTo(r.get("text_pairs").asLong()).isEqualTo(9_999L);
        assertThat(r.get("same").asBoolean()).isTrue();
        assertThat(r.get("padded").asBoolean()).isTrue();
        assertThat(r.get("n_vocab").asLong()).isEqualTo(manifest.get("n_vocab").asLong());
    }
}

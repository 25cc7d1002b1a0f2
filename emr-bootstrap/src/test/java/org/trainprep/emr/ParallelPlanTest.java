package org.trainprep.emr;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The parallel-text type in a cluster plan: its folder input, value options and flags passed through, on both engines and Serverless. */
class ParallelPlanTest {

    @TempDir
    Path tmp;
    private EmrStepsTest plan;

    @BeforeEach
    void plan() {
        plan = new EmrStepsTest();
        plan.tmp = tmp;
    }

    private int run(String... args) throws Exception {
        return plan.run(args);
    }

    private JsonNode json(String file) throws Exception {
        return plan.json(file);
    }

    private static List<String> args(JsonNode step) {
        return EmrStepsTest.args(step);
    }

    @Test
    void aParallelRunIsAStepOnItsFolderWithItsOptionsAndFlags() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--parallel-input", "s3://lake/wmt16",
                "--parallel-src-lang", "en", "--parallel-tgt-lang", "de", "--parallel-latin1", "--parallel-merges", "32000",
                "--parallel-dev", "s3://lake/newstest2014.en", "s3://lake/newstest2014.de")).as(plan.err).isZero();
        JsonNode steps = json("steps.json");
        JsonNode parallel = steps.get(steps.size() - 1);
        assertThat(parallel.get("Jar").asText()).isEqualTo(EmrStepsTest.ART + "mapreduce-jobs-" + EmrStepsTest.V + "-emr.jar");
        assertThat(args(parallel)).startsWith("parallel").containsSequence("--input", "s3://lake/wmt16/", "--output",
                EmrStepsTest.OUT + "parallel/").containsSequence("--src-lang", "en", "--tgt-lang", "de", "--latin1", "--merges", "32000",
                "--dev", "s3://lake/newstest2014.en", "--dev", "s3://lake/newstest2014.de").doesNotContain("--no-combine");
        // the run merges its own text files: no combine step after it
        assertThat(steps.get(steps.size() - 2).get("Name").asText()).contains("combine");
        JsonNode serverless = json("serverless-parallel.json").at("/jobDriver/sparkSubmit");
        List<String> entry = new ArrayList<>();
        serverless.get("entryPointArguments").forEach(n -> entry.add(n.asText()));
        assertThat(entry).startsWith("parallel").contains("--latin1").containsSequence("--input", "s3://lake/wmt16/");
        assertThat(plan.out).contains("parallel/train.tok.clean.bpe.N.*");
    }

    @Test
    void onSparkTheStepIsASparkSubmitAndItsFlagsNeedItsInput() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--engine", "spark", "--parallel-input",
                "s3://lake/m30k/", "--parallel-src-lang", "en", "--parallel-tgt-lang", "de", "--parallel-aggressive",
                "--parallel-no-escape")).as(plan.err).isZero();
        JsonNode steps = json("steps.json");
        List<String> a = args(steps.get(steps.size() - 1));
        assertThat(a).contains("spark-submit").contains("org.trainprep.spark.SparkMain").contains("parallel")
                .contains("--aggressive", "--no-escape");
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--parallel-latin1")).isEqualTo(2);
        assertThat(plan.err.strip()).isEqualTo("emr-steps: --parallel-latin1 needs --parallel-input");
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--parallel-input", "s3://lake/m30k/",
                "--parallel-dev", "/local/dev.en", "/local/dev.de")).isEqualTo(2);
        assertThat(plan.err).contains("--parallel-dev must be an s3:// file");
    }
}

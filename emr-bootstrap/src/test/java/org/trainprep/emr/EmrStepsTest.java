package org.trainprep.emr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.ProjectInfo;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EmrStepsTest {

    static final String V = ProjectInfo.version();
    static final String ART = "s3://lake/trainprep/" + V + "/";
    static final String OUT = "s3://lake/trainprep/runs/trainprep/";

    @TempDir
    Path tmp;

    String out;
    String err;

    int run(String... args) throws Exception {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--out-dir", tmp.toString()));
        int code = EmrSteps.run(all.toArray(String[]::new), new PrintStream(o, true), new PrintStream(e, true));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    JsonNode json(String file) throws Exception {
        return new ObjectMapper().readTree(tmp.resolve(file).toFile());
    }

    static List<String> args(JsonNode step) {
        List<String> a = new ArrayList<>();
        step.get("Args").forEach(n -> a.add(n.asText()));
        return a;
    }

    @Test
    void reviewChainCombinerAndCensusAsEmrSteps() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw", "--census-input", "s3://lake/census/",
                "--census-schema", "s3://lake/schemas/pums.yaml", "--vocab-size", "20000", "--seq-len", "100",
                "--labels", "binary", "--reducers", "8", "--shards", "16", "--public", "--text-field", "summary",
                "--text-field", "reviewText", "--label-field", "stars")).as(err).isZero();

        JsonNode steps = json("steps.json");
        assertThat(steps).hasSize(3);
        for (JsonNode s : steps) {
            assertThat(s.fieldNames()).toIterable().containsExactly("Type", "Name", "ActionOnFailure", "Jar", "Args");
            assertThat(s.get("Type").asText()).isEqualTo("CUSTOM_JAR");
            assertThat(s.get("ActionOnFailure").asText()).isEqualTo("CANCEL_AND_WAIT");
        }
        assertThat(steps.get(0).get("Jar").asText()).isEqualTo(ART + "mapreduce-jobs-" + V + "-emr.jar");
        assertThat(args(steps.get(0))).containsExactly("reviews", "-D", "mapreduce.reduce.memory.mb=3072",
                "-D", "mapreduce.reduce.java.opts=-Xmx2457m", "-D", "trainprep.cluster.reduce-slots=16", "--input", "s3://lake/raw/",
                "--output", OUT + "reviews/", "--no-combine", "--vocab-size", "20000", "--seq-len", "100",
                "--labels", "binary", "--reducers", "8", "--text-field", "summary", "--text-field", "reviewText",
                "--label-field", "stars");

        assertThat(steps.get(1).get("Jar").asText()).isEqualTo(ART + "h5-combiner-" + V + "-emr.jar");
        assertThat(args(steps.get(1))).containsExactly("--input", OUT + "reviews/parts/", "--output", OUT + "reviews/", "--shards", "16", "--public");

        assertThat(steps.get(2).get("Jar").asText()).isEqualTo("command-runner.jar");
        // 4 m5.xlarge: one executor of 4 vCPU a node, 12 GiB of YARN memory less the driver's room, 10% overhead
        assertThat(args(steps.get(2))).containsExactly("spark-submit", "--deploy-mode", "cluster",
                "--conf", "spark.executor.instances=4", "--conf", "spark.executor.cores=4", "--conf", "spark.executor.memory=9216m",
                "--conf", "spark.dynamicAllocation.enabled=false", "--conf", "spark.default.parallelism=16",
                "--conf", "spark.driver.memory=1664m", "--class", "org.trainprep.spark.SparkMain", ART + "spark-jobs-" + V + "-emr.jar", "census",
                "--input", "s3://lake/census/", "--output", OUT + "census/", "--schema", "s3://lake/schemas/pums.yaml");

        JsonNode groups = json("instance-groups.json");
        assertThat(groups).hasSize(2);
        assertThat(groups.get(0).get("InstanceGroupType").asText()).isEqualTo("MASTER");
        // the combined file is composed on S3: no big volume on the primary node
        assertThat(groups.get(0).has("EbsConfiguration")).isFalse();
        assertThat(groups.get(1).get("InstanceGroupType").asText()).isEqualTo("CORE");
        assertThat(groups.get(1).get("InstanceCount").asInt()).isEqualTo(4);
        assertThat(groups.get(1).get("InstanceType").asText()).isEqualTo("m5.xlarge");

        JsonNode bootstrap = json("bootstrap-actions.json");
        assertThat(bootstrap).hasSize(1);
        assertThat(bootstrap.get(0).get("Path").asText()).isEqualTo(ART + "trainprep-bootstrap.sh");

        assertThat(out).contains("aws s3 cp mapreduce-jobs/target/mapreduce-jobs-" + V + "-emr.jar " + ART)
                .contains("aws s3 cp emr-bootstrap/bootstrap/trainprep-bootstrap.sh " + ART)
                .contains("aws emr create-cluster --name trainprep --release-label emr-7.8.0"
                        + " --applications Name=Hadoop Name=Spark --use-default-roles")
                .contains("--steps file://" + tmp + "/steps.json --auto-terminate")
                .contains("aws emr add-steps --cluster-id j-XXXXXXXXXXXXX --steps file://" + tmp + "/steps.json")
                .contains("# Sizing: 4 x m5.xlarge core nodes run 16 reduce tasks of 3 GiB at once");
    }

    @Test
    void withoutCensusOrOptionsOnlyTheReviewChainAndDefaults() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://other-bucket/amazon/", "--name", "run-7",
                "--core-nodes", "6", "--instance-type", "r5.2xlarge", "--release", "emr-7.12.0")).as(err).isZero();
        JsonNode steps = json("steps.json");
        assertThat(steps).hasSize(2);
        assertThat(args(steps.get(0))).containsExactly("reviews", "-D", "mapreduce.reduce.memory.mb=3072",
                "-D", "mapreduce.reduce.java.opts=-Xmx2457m", "-D", "trainprep.cluster.reduce-slots=48",
                "--input", "s3://other-bucket/amazon/",
                "--output", "s3://lake/trainprep/runs/run-7/reviews/", "--no-combine");
        assertThat(args(steps.get(1))).doesNotContain("--public", "--shards");
        assertThat(json("instance-groups.json").get(1).get("InstanceCount").asInt()).isEqualTo(6);
        assertThat(json("instance-groups.json").get(0).get("InstanceType").asText()).isEqualTo("r5.2xlarge");
        assertThat(out).contains("--release-label emr-7.12.0");
        // on EMR on EC2 the plan needs no Spark jar; on Serverless, which runs Spark only, it does
        assertThat(out.substring(0, out.indexOf("# Or on EMR Serverless"))).doesNotContain("spark-jobs");
        assertThat(out.substring(out.indexOf("# Or on EMR Serverless"))).contains("spark-jobs");

        // an extra primary volume only when asked for; an instance type we cannot read leaves sizing to YARN
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--instance-type", "i3.2xlarge",
                "--primary-disk-gb", "100")).as(err).isZero();
        assertThat(json("instance-groups.json").get(0).get("EbsConfiguration").get("EbsBlockDeviceConfigs").get(0)
                .get("VolumeSpecification").get("SizeInGB").asInt()).isEqualTo(100);
        assertThat(args(json("steps.json").get(0))).doesNotContain("-D").startsWith("reviews", "--input");
        assertThat(out).contains("the MapReduce steps ask YARN for its capacity");
    }

    @Test
    void anotherTypesOptionsPassThroughUnderItsNameAndItsFilesMustBeOnS3() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--census-input", "s3://lake/census",
                "--census-missing", "impute-mode", "--census-val-fraction", "0.2", "--census-seed", "7")).as(err).isZero();
        JsonNode steps = json("steps.json");
        assertThat(steps).hasSize(3);
        assertThat(args(steps.get(2))).endsWith("census", "--input", "s3://lake/census/", "--output", OUT + "census/",
                "--missing", "impute-mode", "--val-fraction", "0.2", "--seed", "7");
        assertThat(out).contains("aws s3 cp spark-jobs/target/spark-jobs-" + V + "-emr.jar " + ART)
                .contains("# 3. Results: " + OUT + "reviews/combined_result_*.h5 and manifest.json; " + OUT
                        + "census/census.h5 (or census*.csv) and manifest.json");
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--census-input", "s3://lake/census/",
                "--census-schema", "/home/me/schema.yaml")).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("emr-steps: --census-schema must be an s3:// file, was '/home/me/schema.yaml'");
        assertThat(helpText()).contains("--census-input").contains("--census-missing").contains("passed to census: ");
    }

    private static String helpText() {
        return EmrPlanOptions.HELP.text();
    }

    @Test
    void engineSparkMakesTheReviewStepASparkSubmitStepFollowedByTheSameCombine() throws Exception {
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--engine", "spark", "--core-nodes", "6",
                "--instance-type", "c5.2xlarge", "--vocab-size", "500")).as(err).isZero();
        JsonNode steps = json("steps.json");
        assertThat(steps).hasSize(2);
        assertThat(steps.get(0).get("Jar").asText()).isEqualTo("command-runner.jar");
        // c5.2xlarge: 8 vCPU and 16 GiB, two executors of 4 vCPU a node
        assertThat(args(steps.get(0))).containsExactly("spark-submit", "--deploy-mode", "cluster",
                "--conf", "spark.executor.instances=12", "--conf", "spark.executor.cores=4", "--conf", "spark.executor.memory=4608m",
                "--conf", "spark.dynamicAllocation.enabled=false", "--conf", "spark.default.parallelism=48",
                "--conf", "spark.driver.memory=1664m", "--class", "org.trainprep.spark.SparkMain", ART + "spark-jobs-" + V + "-emr.jar", "reviews",
                "--input", "s3://lake/raw/", "--output", OUT + "reviews/", "--no-combine", "--vocab-size", "500");
        assertThat(steps.get(1).get("Jar").asText()).isEqualTo(ART + "h5-combiner-" + V + "-emr.jar");
        assertThat(out).contains("# Spark steps: 12 executors of 4 vCPU / 4608 MB heap, their partitions sized for 48 task slots")
                .doesNotContain("mapreduce-jobs");
        // the Serverless files are written whatever the engine: Serverless runs Spark only
        assertThat(json("serverless-reviews.json").get("jobDriver").get("sparkSubmit").get("entryPoint").asText())
                .isEqualTo(ART + "spark-jobs-" + V + "-emr.jar");
        assertThat(json("serverless-application.json").get("type").asText()).isEqualTo("SPARK");
        assertThat(tmp.resolve("serverless.sh")).isExecutable();

        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--engine", "flink")).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("emr-steps: --engine must be mapreduce or spark, was 'flink'");
    }

    @Test
    void reduceSlotsFollowTheInstanceType() throws Exception {
        assertThat(InstanceCapacity.of("m5.xlarge").orElseThrow()).isEqualTo(new InstanceCapacity(4, 16));
        assertThat(InstanceCapacity.of("m5.xlarge").orElseThrow().reduceSlots()).isEqualTo(4);
        assertThat(InstanceCapacity.of("c5.2xlarge").orElseThrow().reduceSlots()).isEqualTo(4); // 16 GiB: memory-bound
        assertThat(InstanceCapacity.of("r6g.4xlarge").orElseThrow().reduceSlots()).isEqualTo(16); // vCPU-bound
        assertThat(InstanceCapacity.of("m7g.large").orElseThrow()).isEqualTo(new InstanceCapacity(2, 8));
        assertThat(InstanceCapacity.of("i3.2xlarge")).isEmpty();
        assertThat(InstanceCapacity.of("m5.metal")).isEmpty();
    }

    @Test
    void badArgumentsGetOneLineErrorsNamingTheFix() throws Exception {
        String[][] cases = {
                {"--input", "s3://lake/raw/"},
                {"--bucket", "Lake_Bucket", "--input", "s3://lake/raw/"},
                {"--bucket", "lake", "--input", "hdfs:///raw/"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--release", "emr-6.15.0"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--public=world"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--census-schema", "s3://lake/s.yaml"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--core-nodes", "0"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--vocab"},
                {"--bucket", "192.168.1.1", "--input", "s3://lake/raw/"},
                {"--bucket", "my..bucket", "--input", "s3://lake/raw/"},
                {"--bucket", "xn--bucket", "--input", "s3://lake/raw/"},
                {"--bucket", "lake", "--input", "s3://lake/"},
                {"--bucket", "lake", "--input", "s3://lake/runs/r1/", "--output", "s3://lake/runs/r1/"},
                {"--bucket", "lake", "--input", "s3://lake/runs/r1/raw/", "--output", "s3://lake/runs/r1/"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--output", "s3://lake/raw/out/"},
                {"--bucket", "lake", "--input", "s3://lake/trainprep/", "--output", "s3://lake/out/"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--census-input", "s3://lake/"},
                {"--bucket", "lake", "--input", "s3:///raw/"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--output", "s3://Bad_Bucket/out/"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--instance-type", "m5.536870912xlarge"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--instance-type", "c5.00001xlarge"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--release", "emr-7.7.0"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--vocab-size", "-1"},
                {"--bucket", "lake", "--input", "s3://lake/raw/", "--census-input", "s3://lake/c/", "--census-val-fraction", "7"},
        };
        String[] expected = {"missing --bucket", "--bucket must be an S3 bucket name", "--input must be an s3:// URI",
                "--release must be emr-7.8.0 or a later 7.x", "--public takes no value, =acl or =presign",
                "--census-schema needs --census-input", "--core-nodes must be between 1 and 500", "unknown option --vocab",
                "'192.168.1.1' is not a name S3 allows", "'my..bucket' is not a name S3 allows",
                "'xn--bucket' is not a name S3 allows", "--input s3://lake/ is a bucket's root",
                "hold one another: the jobs would read their own output", "the input would be inside the output",
                "hold one another: the jobs would read their own output", "holds the plan's jars",
                "--census-input s3://lake/ is a bucket's root", "--input s3:///raw/: its bucket must be an S3 bucket name",
                "--output s3://Bad_Bucket/out/: its bucket must be an S3 bucket name", "is no EC2 size",
                "is no EC2 size", "--release must be emr-7.8.0 or a later 7.x",
                // what the step's job would refuse, before a cluster starts
                "its reviews step (--input) would be refused: reviews: --vocab-size must be between 1",
                "its census step (--census-input) would be refused: census: --val-fraction must be in [0, 1)"};
        for (int i = 0; i < cases.length; i++) {
            assertThat(run(cases[i])).as(String.join(" ", cases[i])).isEqualTo(2);
            assertThat(err.strip()).startsWith("emr-steps: ").contains(expected[i]).doesNotContain("\n");
        }
        // another bucket's root holds none of the plan's files: a bucket of raw data alone
        assertThat(run("--bucket", "lake", "--input", "s3://lake/raw/", "--census-input", "s3://other/")).as(err).isZero();
    }

    /** The printed commands are pasted into a shell: a folder or an S3 key with a space, a quote or a $ stays one word. */
    @Test
    void printedCommandsQuoteWhatTheShellWouldSplitOrExpand() throws Exception {
        Path dir = tmp.resolve("my plans $HOME 'q'");
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        assertThat(EmrSteps.run(new String[]{"--bucket", "lake", "--input", "s3://lake/raw/", "--artifacts",
                "s3://lake/my jars/", "--out-dir", dir.toString()}, new PrintStream(o, true),
                new PrintStream(new ByteArrayOutputStream(), true))).isZero();
        String printed = o.toString(StandardCharsets.UTF_8);
        String quoted = "'file://" + dir.toString().replace("'", "'\\''") + "/steps.json'";
        assertThat(printed).contains("--steps " + quoted + " --auto-terminate")
                .contains("aws emr add-steps --cluster-id j-XXXXXXXXXXXXX --steps " + quoted)
                .contains("emr-bootstrap/bootstrap/trainprep-bootstrap.sh 's3://lake/my jars/'")
                .contains("bash '" + dir.toString().replace("'", "'\\''") + "/serverless.sh'");
    }

    @Test
    void theHelpsWorkedExamplesAreValid() throws Exception {
        for (String[] args : EmrPlanOptions.HELP.exampleArguments()) {
            assertThat(EmrPlanOptions.parse(args).bucket()).isEqualTo("my-bucket");
        }
    }

    @Test
    void anOutDirThatIsAFileIsRefusedInOneLine() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(tmp.resolve("plan"), "x");
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = EmrSteps.run(new String[]{"--bucket", "lake", "--input", "s3://lake/raw/", "--out-dir", file.toString()},
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(e, true));
        assertThat(code).isEqualTo(2);
        assertThat(e.toString(StandardCharsets.UTF_8).strip()).contains("--out-dir " + file + " is a file, not a directory")
                .doesNotContain("\n");
    }
}

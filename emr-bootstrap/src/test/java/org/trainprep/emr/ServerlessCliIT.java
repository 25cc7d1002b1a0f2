package org.trainprep.emr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.ProjectInfo;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The EMR Serverless plan as a user runs it: {@code serverless.sh} driving the AWS CLI from
 * Debian's package ({@code /usr/bin/aws}), pointed at a loopback stand-in for the EMR Serverless
 * API that records what the CLI sends and answers as the service does (an application id, job
 * run ids, a job run RUNNING then SUCCESS or FAILED). Checks the requests: the application, each
 * job run's jar, class, arguments, executor sizing and log location, in order, and that a failed
 * run stops the script before the next is submitted.
 */
class ServerlessCliIT {

    private static final Path AWS = Path.of("/usr/bin/aws");
    private static final String V = ProjectInfo.version();
    private static final String ART = "s3://lake/trainprep/" + V + "/";
    private static final String OUT = "s3://lake/trainprep/runs/trainprep/";

    @TempDir
    Path tmp;

    private HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger jobRuns = new AtomicInteger();
    private final AtomicInteger polls = new AtomicInteger();
    private final AtomicInteger appPolls = new AtomicInteger();
    /** The job run (by its order, from 1) the stand-in reports FAILED, or 0. */
    private volatile int failing;

    record Request(String method, String path, String authorization, JsonNode body) {
    }

    @BeforeEach
    void standIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(HttpExchange x) throws IOException {
        byte[] in = x.getRequestBody().readAllBytes();
        JsonNode body = in.length == 0 ? null : new ObjectMapper().readTree(in);
        String path = x.getRequestURI().getPath();
        requests.add(new Request(x.getRequestMethod(), path, x.getRequestHeaders().getFirst("Authorization"), body));
        String reply;
        Matcher job = Pattern.compile("/applications/([^/]+)/jobruns/(jr-(\\d+))").matcher(path);
        if (x.getRequestMethod().equals("POST") && path.equals("/applications")) {
            reply = "{\"applicationId\":\"00standin\",\"name\":\"" + body.get("name").asText()
                    + "\",\"arn\":\"arn:aws:emr-serverless:us-east-1:123456789012:/applications/00standin\"}";
        } else if (x.getRequestMethod().equals("GET") && path.equals("/applications/00standin")) {
            // a new application is CREATING when first asked: the script must wait until it is CREATED
            String state = appPolls.incrementAndGet() == 1 ? "CREATING" : "CREATED";
            reply = "{\"application\":{\"applicationId\":\"00standin\",\"name\":\"trainprep\",\"arn\":\"arn\","
                    + "\"releaseLabel\":\"emr-7.8.0\",\"type\":\"SPARK\",\"state\":\"" + state + "\",\"createdAt\":0,"
                    + "\"updatedAt\":0}}";
        } else if (x.getRequestMethod().equals("POST") && path.equals("/applications/00standin/jobruns")) {
            int n = jobRuns.incrementAndGet();
            reply = "{\"applicationId\":\"00standin\",\"jobRunId\":\"jr-" + n
                    + "\",\"arn\":\"arn:aws:emr-serverless:us-east-1:123456789012:/applications/00standin/jobruns/jr-" + n + "\"}";
        } else if (x.getRequestMethod().equals("GET") && job.matches()) {
            int n = Integer.parseInt(job.group(3));
            // every run is RUNNING when first asked, so the script has to wait for it
            String state = polls.incrementAndGet() % 2 == 1 ? "RUNNING" : n == failing ? "FAILED" : "SUCCESS";
            reply = "{\"jobRun\":{\"applicationId\":\"00standin\",\"jobRunId\":\"" + job.group(2) + "\",\"state\":\"" + state
                    + "\",\"arn\":\"arn\",\"createdBy\":\"test\",\"createdAt\":0,\"updatedAt\":0,"
                    + "\"executionRole\":\"arn:aws:iam::123456789012:role/trainprep-test\",\"stateDetails\":\"\","
                    + "\"releaseLabel\":\"emr-7.8.0\",\"jobDriver\":{\"sparkSubmit\":{\"entryPoint\":\"s3://lake/x.jar\"}}}}";
        } else {
            reply = "{\"message\":\"the stand-in does not answer " + x.getRequestMethod() + " " + path + "\"}";
            x.sendResponseHeaders(400, 0);
            x.getResponseBody().write(reply.getBytes(StandardCharsets.UTF_8));
            x.close();
            return;
        }
        byte[] out = reply.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().set("Content-Type", "application/json");
        x.sendResponseHeaders(200, out.length);
        x.getResponseBody().write(out);
        x.close();
    }

    private Path plan(String... more) throws Exception {
        Path dir = tmp.resolve("plan");
        List<String> args = new ArrayList<>(List.of("--bucket", "lake", "--input", "s3://lake/raw/",
                "--census-input", "s3://lake/census/", "--census-missing", "impute-mode", "--vocab-size", "20000",
                "--public", "--core-nodes", "8", "--out-dir", dir.toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        assertThat(EmrSteps.run(args.toArray(String[]::new), new PrintStream(printed, true), System.err)).isZero();
        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("TRAINPREP_EXECUTION_ROLE_ARN=arn:aws:iam::ACCOUNT:role/ROLE bash " + dir + "/serverless.sh")
                .contains("aws s3 cp spark-jobs/target/spark-jobs-" + V + "-emr.jar " + ART);
        return dir;
    }

    /** Runs the plan's script with the Debian CLI pointed at the stand-in; returns its exit code and output. */
    private Map.Entry<Integer, String> script(Path dir) throws Exception {
        assumeTrue(System.getenv("CI") != null || Files.isExecutable(AWS), "Debian's awscli is not installed");
        // the script calls `aws`: a shim that is Debian's CLI with the stand-in as its endpoint
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path shim = bin.resolve("aws");
        Files.writeString(shim, "#!/bin/sh\nexec " + AWS + " --endpoint-url http://127.0.0.1:"
                + server.getAddress().getPort() + " \"$@\"\n");
        shim.toFile().setExecutable(true);
        ProcessBuilder pb = new ProcessBuilder("bash", dir.resolve("serverless.sh").toString()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.put("PATH", bin + ":" + env.get("PATH"));
        env.put("HOME", tmp.toString()); // no user configuration or credentials of this machine
        env.put("AWS_CONFIG_FILE", tmp.resolve("none").toString());
        env.put("AWS_SHARED_CREDENTIALS_FILE", tmp.resolve("none").toString());
        // a signature needs some key: placeholders the stand-in accepts, nothing real
        env.put("AWS_ACCESS_KEY_ID", "STANDIN");
        env.put("AWS_SECRET_ACCESS_KEY", "standin");
        env.put("AWS_DEFAULT_REGION", "us-east-1");
        env.put("AWS_EC2_METADATA_DISABLED", "true");
        env.put("TRAINPREP_EXECUTION_ROLE_ARN", "arn:aws:iam::123456789012:role/trainprep-test");
        env.put("TRAINPREP_POLL_SECONDS", "0");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(3, TimeUnit.MINUTES)).isTrue();
        return Map.entry(p.exitValue(), out);
    }

    private List<Request> submitted() {
        return requests.stream().filter(r -> r.method().equals("POST") && r.path().endsWith("/jobruns")).toList();
    }

    @Test
    void theScriptCreatesTheApplicationAndRunsReviewsCombineAndCensusInOrderThroughTheAwsCli() throws Exception {
        Map.Entry<Integer, String> run = script(plan());
        assertThat(run.getKey()).as(run.getValue()).isZero();
        // no job run before the application is CREATED: asked twice (CREATING, then CREATED) before the first
        List<String> order = requests.stream().map(r -> r.method() + " " + r.path()).toList();
        assertThat(order.subList(0, 4)).containsExactly("POST /applications", "GET /applications/00standin",
                "GET /applications/00standin", "POST /applications/00standin/jobruns");
        assertThat(run.getValue()).contains("application 00standin").contains("reviews: job run jr-1")
                .contains("reviews combine: job run jr-2").contains("census: job run jr-3").contains("census: done");

        // signed for the EMR Serverless API, as the CLI signs for AWS
        assertThat(requests).allSatisfy(r -> assertThat(r.authorization()).contains("/us-east-1/emr-serverless/aws4_request"));
        JsonNode app = requests.get(0).body();
        assertThat(requests.get(0).path()).isEqualTo("/applications");
        assertThat(app.get("name").asText()).isEqualTo("trainprep");
        assertThat(app.get("releaseLabel").asText()).isEqualTo("emr-7.8.0");
        assertThat(app.get("type").asText()).isEqualTo("SPARK");
        // 8 m5.xlarge nodes' worth: 8 executors, the driver and a spare
        assertThat(app.get("maximumCapacity").get("cpu").asText()).isEqualTo("40 vCPU");

        List<Request> jobs = submitted();
        assertThat(jobs).hasSize(3);
        for (Request r : jobs) {
            assertThat(r.body().get("executionRoleArn").asText()).isEqualTo("arn:aws:iam::123456789012:role/trainprep-test");
            assertThat(r.body().get("configurationOverrides").get("monitoringConfiguration").get("s3MonitoringConfiguration")
                    .get("logUri").asText()).isEqualTo("s3://lake/trainprep/logs/serverless/");
            assertThat(r.body().has("clientToken")).as("the CLI makes each submission idempotent").isTrue();
        }
        JsonNode reviews = jobs.get(0).body().get("jobDriver").get("sparkSubmit");
        assertThat(reviews.get("entryPoint").asText()).isEqualTo(ART + "spark-jobs-" + V + "-emr.jar");
        assertThat(strings(reviews.get("entryPointArguments"))).containsExactly("reviews", "--input", "s3://lake/raw/",
                "--output", OUT + "reviews/", "--no-combine", "--vocab-size", "20000");
        assertThat(reviews.get("sparkSubmitParameters").asText()).startsWith("--class org.trainprep.spark.SparkMain ")
                .contains("--conf spark.executor.instances=8 --conf spark.executor.cores=4 --conf spark.executor.memory=14336m")
                .contains("--conf spark.default.parallelism=32").contains("spark.emr-serverless.executor.disk=100g");

        JsonNode combine = jobs.get(1).body().get("jobDriver").get("sparkSubmit");
        assertThat(combine.get("entryPoint").asText()).isEqualTo(ART + "h5-combiner-" + V + "-emr.jar");
        assertThat(combine.get("sparkSubmitParameters").asText()).startsWith("--class org.trainprep.combiner.SparkDriverCombine ");
        assertThat(strings(combine.get("entryPointArguments"))).containsExactly("--input", OUT + "reviews/parts/",
                "--output", OUT + "reviews/", "--public");

        JsonNode census = jobs.get(2).body().get("jobDriver").get("sparkSubmit");
        assertThat(census.get("entryPoint").asText()).isEqualTo(ART + "spark-jobs-" + V + "-emr.jar");
        assertThat(strings(census.get("entryPointArguments"))).containsExactly("census", "--input", "s3://lake/census/",
                "--output", OUT + "census/", "--missing", "impute-mode");
    }

    @Test
    void theScriptPassesShellcheck() throws Exception {
        assumeTrue(System.getenv("CI") != null || Files.isExecutable(Path.of("/usr/bin/shellcheck")), "no shellcheck");
        Process p = new ProcessBuilder("shellcheck", plan().resolve("serverless.sh").toString()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(said).isZero();
    }

    @Test
    void aFailedRunStopsTheScriptBeforeTheNextIsSubmittedAndNamesTheDriverLog() throws Exception {
        failing = 1;
        Map.Entry<Integer, String> run = script(plan());
        assertThat(run.getKey()).isEqualTo(1);
        assertThat(run.getValue()).contains("reviews: FAILED; driver log: s3://lake/trainprep/logs/serverless/applications/"
                + "00standin/jobs/jr-1/SPARK_DRIVER/stderr.gz");
        assertThat(submitted()).hasSize(1);
    }

    private static List<String> strings(JsonNode array) {
        List<String> s = new ArrayList<>();
        array.forEach(n -> s.add(n.asText()));
        return s;
    }
}

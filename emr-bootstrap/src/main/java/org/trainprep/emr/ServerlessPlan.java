package org.trainprep.emr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan's runs on EMR Serverless, which runs Spark jobs only: one application and, for each
 * type, a Spark job run of {@code spark-jobs} (every type, whatever engine its EMR-on-EC2 step
 * uses), followed where the type merges that way by the combiner as a Spark application's driver
 * ({@code org.trainprep.combiner.SparkDriverCombine}: S3 composes the file server-side, so the
 * driver moves no rows). Jars and arguments on S3, executors sized by {@link SparkSizing},
 * driver and executor logs to S3. The files are what {@code aws emr-serverless create-application
 * --cli-input-json} and {@code start-job-run --cli-input-json} take; {@code serverless.sh} submits
 * the runs in order and waits for each.
 */
final class ServerlessPlan {

    static final String APPLICATION_FILE = "serverless-application.json";
    static final String SCRIPT = "serverless.sh";
    static final String COMBINER_DRIVER = "org.trainprep.combiner.SparkDriverCombine";
    /** Shuffle and spill room per executor: the dedup shuffle carries most of the input's text (Serverless's default is 20 GB). */
    static final String EXECUTOR_DISK = "100g";
    /** The driver plans, reads tallies and top-K lists and merges the census parts; it holds no rows. */
    static final List<String> DRIVER = List.of("--conf", "spark.driver.cores=2", "--conf", "spark.driver.memory=6g");

    /** One job run: the name of its file and what goes in it. */
    record JobRun(String name, String file, Map<String, Object> json) {
    }

    private final EmrPlanOptions o;
    private final EmrPlan plan;
    private final SparkSizing sizing;

    ServerlessPlan(EmrPlanOptions options, EmrPlan plan) {
        this.o = options;
        this.plan = plan;
        this.sizing = SparkSizing.serverless(options.cluster().instanceType(), options.cluster().coreNodes());
    }

    /** {@code create-application --cli-input-json}: Spark on the plan's release, capped at what its runs ask for. */
    Map<String, Object> application() {
        Map<String, Object> app = new LinkedHashMap<>();
        app.put("name", o.name());
        app.put("releaseLabel", o.cluster().release());
        app.put("type", "SPARK");
        // the executors, the driver's worker and one spare worker, so a lost worker can be replaced
        int workers = sizing.executors() + 2;
        // ordered maps: a plan's bytes are the same from one run to the next (a Map.of's order is the JVM's pick)
        Map<String, Object> capacity = new LinkedHashMap<>();
        capacity.put("cpu", workers * SparkSizing.CORES + " vCPU");
        capacity.put("memory", workers * 16 + " GB");
        capacity.put("disk", workers * 100 + " GB");
        app.put("maximumCapacity", capacity);
        Map<String, Object> autoStop = new LinkedHashMap<>();
        autoStop.put("enabled", true);
        autoStop.put("idleTimeoutMinutes", 15);
        app.put("autoStopConfiguration", autoStop);
        return app;
    }

    /** {@code start-job-run --cli-input-json} for each run, in the order they must go. */
    List<JobRun> jobRuns() {
        List<JobRun> runs = new ArrayList<>();
        for (EmrPlanOptions.TypeRun run : o.runs()) {
            String name = run.type().name();
            List<String> params = new ArrayList<>(List.of("--class", EmrPlan.SPARK_MAIN));
            params.addAll(sizing.conf());
            params.addAll(List.of("--conf", "spark.emr-serverless.executor.disk=" + EXECUTOR_DISK));
            params.addAll(DRIVER);
            runs.add(new JobRun(name, "serverless-" + name + ".json",
                    jobRun("trainprep " + name, plan.jar("spark-jobs"), plan.jobArgs(run, List.of()), params)));
            if (run.how().combineStep()) {
                // no tasks: the driver alone composes the file on S3
                List<String> combine = new ArrayList<>(List.of("--class", COMBINER_DRIVER,
                        "--conf", "spark.dynamicAllocation.enabled=false", "--conf", "spark.executor.instances=1",
                        "--conf", "spark.executor.cores=1", "--conf", "spark.executor.memory=2g"));
                combine.addAll(DRIVER);
                runs.add(new JobRun(name + " combine", "serverless-" + name + "-combine.json",
                        jobRun("trainprep " + name + " combine", plan.jar("h5-combiner"), plan.combineArgs(run), combine)));
            }
        }
        return runs;
    }

    private Map<String, Object> jobRun(String name, String entryPoint, List<String> args, List<String> params) {
        Map<String, Object> submit = new LinkedHashMap<>();
        submit.put("entryPoint", entryPoint);
        submit.put("entryPointArguments", List.copyOf(args));
        submit.put("sparkSubmitParameters", String.join(" ", params));
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("name", name);
        run.put("jobDriver", Map.of("sparkSubmit", submit));
        run.put("configurationOverrides", Map.of("monitoringConfiguration", Map.of("s3MonitoringConfiguration",
                Map.of("logUri", logUri()))));
        return run;
    }

    String logUri() {
        return "s3://" + o.bucket() + "/trainprep/logs/serverless/";
    }

    /** The jars the Serverless runs read from the artifacts location. */
    List<String> uploads() {
        List<String> files = new ArrayList<>(List.of("spark-jobs/target/" + EmrPlan.jarName("spark-jobs")));
        if (o.runs().stream().anyMatch(r -> r.how().combineStep())) {
            files.add("h5-combiner/target/" + EmrPlan.jarName("h5-combiner"));
        }
        return files;
    }

    /**
     * A script that creates the application (or uses {@code TRAINPREP_APPLICATION_ID}) and submits
     * the runs in order, each after the one before succeeded; a failed run stops it, naming the logs.
     */
    String script() {
        StringBuilder sb = new StringBuilder();
        sb.append("""
                #!/usr/bin/env bash
                # Written by `bin/pipeline emr-steps`: the plan's runs on EMR Serverless, in order, each after the one
                # before succeeded. Needs the jars uploaded (see its printed commands) and a job runtime role that
                # reads and writes the bucket: TRAINPREP_EXECUTION_ROLE_ARN. Reuses an application given as
                # TRAINPREP_APPLICATION_ID, else creates one.
                set -euo pipefail
                DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
                ROLE="${TRAINPREP_EXECUTION_ROLE_ARN:?set TRAINPREP_EXECUTION_ROLE_ARN to the job runtime role (S3 read and write on the bucket)}"
                POLL="${TRAINPREP_POLL_SECONDS:-30}"
                APP="${TRAINPREP_APPLICATION_ID:-}"
                if [[ -z "$APP" ]]; then
                  APP="$(aws emr-serverless create-application --cli-input-json "file://$DIR/%s" --query applicationId --output text)"
                  echo "application $APP (reuse it: TRAINPREP_APPLICATION_ID=$APP)"
                fi
                # a job run is accepted once the application is created (it then starts itself), not while CREATING
                while true; do
                  app_state="$(aws emr-serverless get-application --application-id "$APP" --query application.state --output text)"
                  case "$app_state" in
                    CREATING) sleep "$POLL" ;;
                    TERMINATED) echo "application $APP is TERMINATED: unset TRAINPREP_APPLICATION_ID to create one" >&2; exit 1 ;;
                    *) break ;;
                  esac
                done

                run() {
                  local name="$1" file="$2" job state
                  job="$(aws emr-serverless start-job-run --application-id "$APP" --execution-role-arn "$ROLE" \\
                    --cli-input-json "file://$DIR/$file" --query jobRunId --output text)"
                  echo "$name: job run $job"
                  while true; do
                    state="$(aws emr-serverless get-job-run --application-id "$APP" --job-run-id "$job" \\
                      --query jobRun.state --output text)"
                    case "$state" in
                      SUCCESS) echo "$name: done"; return 0 ;;
                      FAILED|CANCELLED)
                        echo "$name: $state; driver log: %s$APP/jobs/$job/SPARK_DRIVER/stderr.gz" >&2
                        exit 1 ;;
                    esac
                    sleep "$POLL"
                  done
                }

                """.formatted(APPLICATION_FILE, logUri() + "applications/"));
        for (JobRun r : jobRuns()) {
            sb.append("run '").append(r.name()).append("' ").append(r.file()).append('\n');
        }
        return sb.toString();
    }

    /** The printed commands for Serverless. */
    List<String> commands(String dir) {
        List<String> lines = new ArrayList<>();
        lines.add("# Or on EMR Serverless (Spark only; needs " + o.cluster().release() + " and a job runtime role):");
        for (String f : uploads()) {
            lines.add("aws s3 cp " + org.trainprep.core.util.ShellWords.quote(f) + " " + org.trainprep.core.util.ShellWords.quote(o.artifacts()));
        }
        lines.add("TRAINPREP_EXECUTION_ROLE_ARN=arn:aws:iam::ACCOUNT:role/ROLE bash " + org.trainprep.core.util.ShellWords.quote(dir + "/" + SCRIPT));
        lines.add("#    which runs: aws emr-serverless create-application --cli-input-json "
                + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/" + APPLICATION_FILE));
        for (JobRun r : jobRuns()) {
            lines.add("#    then: aws emr-serverless start-job-run --application-id APP --execution-role-arn ROLE"
                    + " --cli-input-json " + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/" + r.file()));
        }
        lines.add("# Serverless sizing: " + sizing.executors() + " executors of " + sizing.cores() + " vCPU / 16 GB ("
                + EXECUTOR_DISK + " disk), the job's partitions sized for " + sizing.slots() + " task slots; logs in "
                + logUri());
        return lines;
    }
}

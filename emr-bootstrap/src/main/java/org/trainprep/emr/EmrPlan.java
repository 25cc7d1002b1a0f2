package org.trainprep.emr;

import org.trainprep.core.ProjectInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pipeline as EMR steps, in the JSON the AWS CLI's {@code create-cluster} and
 * {@code add-steps} take ({@code --steps file://steps.json}): the review chain (MapReduce,
 * without its built-in merge), the combiner (which uploads in parts and publishes the link),
 * and optionally the census job on Spark.
 */
public final class EmrPlan {

    /** Made by the bootstrap action on every node; see bootstrap/trainprep-bootstrap.sh. */
    public static final String SCRATCH = "/mnt/trainprep/tmp";
    public static final String BOOTSTRAP_SCRIPT = "trainprep-bootstrap.sh";

    private final EmrPlanOptions o;

    public EmrPlan(EmrPlanOptions options) {
        this.o = options;
    }

    public static String jarName(String module) {
        return module + "-" + ProjectInfo.version() + "-emr.jar";
    }

    public String jar(String module) {
        return o.artifacts() + jarName(module);
    }

    public String reviewsOutput() {
        return o.output() + "reviews/";
    }

    public String censusOutput() {
        return o.output() + "census/";
    }

    /** {@code aws emr add-steps --steps} / {@code create-cluster --steps}. */
    public List<Map<String, Object>> steps() {
        List<Map<String, Object>> steps = new ArrayList<>();
        // Its tasks build parts in their YARN container's tmp (on /mnt already); only the merge runs on the client.
        List<String> reviews = new ArrayList<>(List.of("reviews", "--input", o.input(), "--output", reviewsOutput(),
                "--no-combine"));
        reviews.addAll(o.reviewArgs());
        steps.add(step("trainprep reviews: clean, dedup, vocabulary, encode (MapReduce)", jar("mapreduce-jobs"), reviews));

        List<String> combine = new ArrayList<>(List.of("-D", "trainprep.local.dir=" + SCRATCH,
                "--input", reviewsOutput() + "parts/", "--output", reviewsOutput()));
        if (o.shards() != null) {
            combine.addAll(List.of("--shards", o.shards()));
        }
        if (o.publicArg() != null) {
            combine.add(o.publicArg());
        }
        steps.add(step("trainprep combine: one trainer file + manifest", jar("h5-combiner"), combine));

        if (o.censusInput() != null) {
            List<String> census = new ArrayList<>(List.of("spark-submit", "--deploy-mode", "cluster",
                    "--num-executors", "2", "--class", "org.trainprep.spark.SparkMain", jar("spark-jobs"),
                    "census", "--input", o.censusInput(), "--output", censusOutput()));
            if (o.censusSchema() != null) {
                census.addAll(List.of("--schema", o.censusSchema()));
            }
            steps.add(step("trainprep census (Spark)", "command-runner.jar", census));
        }
        return steps;
    }

    private static Map<String, Object> step(String name, String jar, List<String> args) {
        Map<String, Object> step = new LinkedHashMap<>();
        step.put("Type", "CUSTOM_JAR");
        step.put("Name", name);
        // A failed stage cancels the ones after it (they need its output); the cluster stays for inspection
        // unless it was started with --auto-terminate.
        step.put("ActionOnFailure", "CANCEL_AND_WAIT");
        step.put("Jar", jar);
        step.put("Args", List.copyOf(args));
        return step;
    }

    /** {@code create-cluster --instance-groups}: the primary node runs the client-side combine, so it gets the disk. */
    public List<Map<String, Object>> instanceGroups() {
        Map<String, Object> volume = new LinkedHashMap<>();
        volume.put("VolumeSpecification", Map.of("VolumeType", "gp3", "SizeInGB", o.primaryDiskGb()));
        volume.put("VolumesPerInstance", 1);
        Map<String, Object> primary = new LinkedHashMap<>();
        primary.put("Name", "Primary");
        primary.put("InstanceGroupType", "MASTER");
        primary.put("InstanceType", o.primaryInstanceType());
        primary.put("InstanceCount", 1);
        primary.put("EbsConfiguration", Map.of("EbsBlockDeviceConfigs", List.of(volume)));
        Map<String, Object> core = new LinkedHashMap<>();
        core.put("Name", "Core");
        core.put("InstanceGroupType", "CORE");
        core.put("InstanceType", o.instanceType());
        core.put("InstanceCount", o.coreNodes());
        return List.of(primary, core);
    }

    /** {@code create-cluster --bootstrap-actions}. */
    public List<Map<String, Object>> bootstrapActions() {
        Map<String, Object> action = new LinkedHashMap<>();
        action.put("Name", "trainprep: check Java 17, make " + SCRATCH);
        action.put("Path", o.artifacts() + BOOTSTRAP_SCRIPT);
        action.put("Args", List.of());
        return List.of(action);
    }

    public List<String> uploads() {
        List<String> files = new ArrayList<>(List.of("mapreduce-jobs/target/" + jarName("mapreduce-jobs"),
                "h5-combiner/target/" + jarName("h5-combiner")));
        if (o.censusInput() != null) {
            files.add("spark-jobs/target/" + jarName("spark-jobs"));
        }
        files.add("emr-bootstrap/bootstrap/" + BOOTSTRAP_SCRIPT);
        return files;
    }

    /** The exact commands, referring to the JSON files written to {@code dir}. */
    public List<String> commands(String dir) {
        List<String> lines = new ArrayList<>();
        lines.add("# 1. Upload the jars (built by `mvn -DskipTests package`) and the bootstrap action:");
        for (String f : uploads()) {
            lines.add("aws s3 cp " + f + " " + o.artifacts());
        }
        lines.add("");
        lines.add("# 2. A cluster that runs the steps and terminates (needs the EMR default roles: aws emr create-default-roles):");
        lines.add("aws emr create-cluster --name " + o.name() + " --release-label " + o.release()
                + " --applications Name=Hadoop Name=Spark --use-default-roles"
                + " --log-uri s3://" + o.bucket() + "/trainprep/logs/"
                + " --instance-groups file://" + dir + "/instance-groups.json"
                + " --bootstrap-actions file://" + dir + "/bootstrap-actions.json"
                + " --steps file://" + dir + "/steps.json --auto-terminate");
        lines.add("");
        lines.add("#    or the same steps on a running " + o.release().substring(0, 5) + ".x cluster started with that bootstrap action:");
        lines.add("aws emr add-steps --cluster-id j-XXXXXXXXXXXXX --steps file://" + dir + "/steps.json");
        lines.add("");
        lines.add("# 3. Results: " + reviewsOutput() + "combined_result_*.h5 and manifest.json"
                + (o.censusInput() != null ? "; " + censusOutput() + "census.h5" : "")
                + (o.publicArg() != null ? "; the combine step's log (stdout) ends with the download URL" : ""));
        return lines;
    }
}

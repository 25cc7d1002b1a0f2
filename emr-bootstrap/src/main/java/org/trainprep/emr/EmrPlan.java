package org.trainprep.emr;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.dataset.ClusterRun;
import org.trainprep.core.dataset.DatasetType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pipeline as EMR steps, in the JSON the AWS CLI's {@code create-cluster} and
 * {@code add-steps} take ({@code --steps file://steps.json}): each dataset type the plan runs, as
 * its {@link ClusterRun} says (a MapReduce job, or a Spark application through
 * {@code command-runner.jar}), followed where the type asks by the combiner, which merges its parts
 * on S3, uploads in parts and publishes the link.
 */
public final class EmrPlan {

    /** Made by the bootstrap action on every node; see bootstrap/trainprep-bootstrap.sh. */
    public static final String SCRATCH = "/mnt/trainprep/tmp";
    public static final String BOOTSTRAP_SCRIPT = "trainprep-bootstrap.sh";
    static final String SPARK_MAIN = "org.trainprep.spark.SparkMain";

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

    /** Where a type's run writes: {@code OUTPUT/NAME/}. */
    public String output(DatasetType type) {
        return o.output() + type.name() + "/";
    }

    /** {@code aws emr add-steps --steps} / {@code create-cluster --steps}. */
    public List<Map<String, Object>> steps() {
        List<Map<String, Object>> steps = new ArrayList<>();
        for (EmrPlanOptions.TypeRun run : o.runs()) {
            String title = "trainprep " + run.type().name() + ": " + run.type().summary();
            org.trainprep.core.dataset.Engine engine = org.trainprep.core.dataset.Engine.of("engine", run.engine());
            if (engine == org.trainprep.core.dataset.Engine.MAPREDUCE) {
                // Its tasks build parts in their YARN container's tmp (on /mnt already).
                steps.add(step(title + " (" + engine.label() + ")", jar(engine.module()), jobArgs(run, sizingSettings())));
            } else {
                List<String> args = new ArrayList<>(List.of("spark-submit", "--deploy-mode", "cluster"));
                SparkSizing.onEc2(o.cluster().instanceType(), o.cluster().coreNodes()).ifPresent(z -> {
                    args.addAll(z.conf());
                    args.addAll(SparkSizing.driverConf());
                });
                args.addAll(List.of("--class", SPARK_MAIN, jar(engine.module())));
                args.addAll(jobArgs(run, List.of()));
                steps.add(step(title + " (" + engine.label() + ")", "command-runner.jar", args));
            }
            if (run.how().combineStep()) {
                // Composed on S3 server-side from the parts: nothing is staged on the primary node's disk.
                steps.add(step("trainprep combine: one trainer file + manifest", jar("h5-combiner"), combineArgs(run)));
            }
        }
        return steps;
    }

    /** A type's job arguments: {@code TYPE [settings] --input IN --output OUT [--no-combine] OPTIONS}. */
    List<String> jobArgs(EmrPlanOptions.TypeRun run, List<String> settings) {
        List<String> args = new ArrayList<>(List.of(run.type().name()));
        args.addAll(settings);
        args.addAll(List.of("--input", run.input(), "--output", output(run.type())));
        if (run.how().combineStep()) {
            args.add("--no-combine");
        }
        args.addAll(run.args());
        return args;
    }

    /** The combiner's arguments for a type's parts. */
    List<String> combineArgs(EmrPlanOptions.TypeRun run) {
        String out = output(run.type());
        List<String> combine = new ArrayList<>(List.of("--input", out + "parts/", "--output", out));
        if (o.combine().shards() != null) {
            combine.addAll(List.of("--shards", o.combine().shards()));
        }
        if (o.combine().publicArg() != null) {
            combine.add(o.combine().publicArg());
        }
        return combine;
    }

    private boolean uses(org.trainprep.core.dataset.Engine engine) {
        return o.runs().stream().anyMatch(r -> org.trainprep.core.dataset.Engine.of("engine", r.engine()) == engine);
    }

    private boolean combines() {
        return o.runs().stream().anyMatch(r -> r.how().combineStep());
    }

    /** Reduce tasks the core nodes run at once, or 0 when the instance type is not one we can read. */
    public int reduceSlots() {
        return InstanceCapacity.of(o.cluster().instanceType()).map(c -> c.reduceSlots() * o.cluster().coreNodes()).orElse(0);
    }

    /**
     * The reduce container size and the cluster's reduce slots for the review step, from the core
     * nodes' type and count, so the job sizes its reducers (from the input) for this cluster.
     */
    private List<String> sizingSettings() {
        if (reduceSlots() == 0) {
            return List.of(); // the job asks YARN
        }
        return List.of("-D", "mapreduce.reduce.memory.mb=" + InstanceCapacity.REDUCE_TASK_MB,
                "-D", "mapreduce.reduce.java.opts=-Xmx" + InstanceCapacity.REDUCE_TASK_MB * 4 / 5 + "m",
                "-D", "trainprep.cluster.reduce-slots=" + reduceSlots());
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

    /**
     * {@code create-cluster --instance-groups}. The primary node stages nothing (the combined file is
     * composed on S3), so it gets no extra volume unless {@code --primary-disk-gb} asks for one.
     */
    public List<Map<String, Object>> instanceGroups() {
        Map<String, Object> primary = new LinkedHashMap<>();
        primary.put("Name", "Primary");
        primary.put("InstanceGroupType", "MASTER");
        primary.put("InstanceType", o.cluster().primaryInstanceType());
        primary.put("InstanceCount", 1);
        if (o.cluster().primaryDiskGb() > 0) {
            Map<String, Object> volume = new LinkedHashMap<>();
            Map<String, Object> spec = new LinkedHashMap<>();
            spec.put("VolumeType", "gp3");
            spec.put("SizeInGB", o.cluster().primaryDiskGb());
            volume.put("VolumeSpecification", spec);
            volume.put("VolumesPerInstance", 1);
            primary.put("EbsConfiguration", Map.of("EbsBlockDeviceConfigs", List.of(volume)));
        }
        Map<String, Object> core = new LinkedHashMap<>();
        core.put("Name", "Core");
        core.put("InstanceGroupType", "CORE");
        core.put("InstanceType", o.cluster().instanceType());
        core.put("InstanceCount", o.cluster().coreNodes());
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
        List<String> modules = new ArrayList<>();
        if (uses(org.trainprep.core.dataset.Engine.MAPREDUCE)) {
            modules.add("mapreduce-jobs");
        }
        if (combines()) {
            modules.add("h5-combiner");
        }
        if (uses(org.trainprep.core.dataset.Engine.SPARK)) {
            modules.add("spark-jobs");
        }
        List<String> files = new ArrayList<>();
        modules.forEach(m -> files.add(m + "/target/" + jarName(m)));
        files.add("emr-bootstrap/bootstrap/" + BOOTSTRAP_SCRIPT);
        return files;
    }

    /** The exact commands, referring to the JSON files written to {@code dir}. */
    public List<String> commands(String dir) {
        List<String> lines = new ArrayList<>();
        lines.add("# 1. Upload the jars (built by `mvn -DskipTests package`) and the bootstrap action:");
        for (String f : uploads()) {
            lines.add("aws s3 cp " + org.trainprep.core.util.ShellWords.quote(f) + " " + org.trainprep.core.util.ShellWords.quote(o.artifacts()));
        }
        lines.add("");
        lines.add("# 2. A cluster that runs the steps and terminates (needs the EMR default roles: aws emr create-default-roles):");
        lines.add("aws emr create-cluster --name " + o.name() + " --release-label " + o.cluster().release()
                + " --applications Name=Hadoop Name=Spark --use-default-roles"
                + " --log-uri s3://" + o.bucket() + "/trainprep/logs/"
                + " --instance-groups " + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/instance-groups.json")
                + " --bootstrap-actions " + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/bootstrap-actions.json")
                + " --steps " + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/steps.json") + " --auto-terminate");
        lines.add("");
        lines.add("#    or the same steps on a running " + o.cluster().release().substring(0, 5) + ".x cluster started with that bootstrap action:");
        lines.add("aws emr add-steps --cluster-id j-XXXXXXXXXXXXX --steps " + org.trainprep.core.util.ShellWords.quote("file://" + dir + "/steps.json"));
        lines.add("");
        int slots = reduceSlots();
        if (uses(org.trainprep.core.dataset.Engine.MAPREDUCE)) {
            lines.add("# Sizing: " + o.cluster().coreNodes() + " x " + o.cluster().instanceType() + (slots > 0
                    ? " core nodes run " + slots + " reduce tasks of " + InstanceCapacity.REDUCE_TASK_MB / 1024 + " GiB at once;"
                    + " the MapReduce steps size their reducers from the input (1 GiB parts) for that"
                    : " core nodes (a type emr-steps cannot read: the MapReduce steps ask YARN for its capacity)"));
        }
        if (uses(org.trainprep.core.dataset.Engine.SPARK)) {
            lines.add(SparkSizing.onEc2(o.cluster().instanceType(), o.cluster().coreNodes())
                    .map(z -> "# Spark steps: " + z.executors() + " executors of " + z.cores() + " vCPU / " + z.memoryMb()
                            + " MB heap, their partitions sized for " + z.slots() + " task slots")
                    .orElse("# Spark steps: executors as EMR's defaults give them (a type emr-steps cannot read)"));
        }
        List<String> results = new ArrayList<>();
        for (EmrPlanOptions.TypeRun run : o.runs()) {
            results.add(output(run.type()) + run.how().results());
        }
        lines.add("# 3. Results: " + String.join("; ", results) + (o.combine().publicArg() != null && combines()
                ? "; the combine step's log (stdout) ends with the download URL" : ""));
        return lines;
    }
}

package org.trainprep.emr;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.ClusterRun;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What {@code emr-steps} plans: where the data and the jars are, the cluster's shape, and which
 * dataset types run with which of their options, passed through to the job unchanged (so their
 * defaults live in one place, the type's help table). Every registered type with a
 * {@link ClusterRun} can run: the main one on {@code --input}, any other on its {@code --NAME-input}.
 *
 * @param artifacts S3 "directory" holding the -emr jars and the bootstrap script
 * @param runs      the types that run, the main one first
 * @param outDir    local directory the JSON files are written to
 */
public record EmrPlanOptions(String name, String bucket, String output, String artifacts, Cluster cluster,
                             List<TypeRun> runs, Combine combine, String outDir) {

    /**
     * The cluster's shape.
     *
     * @param primaryDiskGb an extra EBS volume on the primary node, 0 for none (nothing is staged there any more)
     */
    public record Cluster(int coreNodes, String instanceType, String primaryInstanceType, int primaryDiskGb,
                          String release) {
    }

    /**
     * How the combine step publishes a merged file.
     *
     * @param shards    its {@code --shards}, or null for one per part
     * @param publicArg its {@code --public[=...]} argument, or null
     */
    public record Combine(String shards, String publicArg) {
    }

    /**
     * One type's run in the plan.
     *
     * @param engine the engine its EMR-on-EC2 step uses: {@code --engine} for a type that runs on
     *               both, else the type's own ({@link ClusterRun#engine}); EMR Serverless runs Spark
     * @param input  the type's input directory on S3
     * @param args   its pass-through options as job arguments ({@code --OPTION VALUE}, as the user gave them)
     */
    public record TypeRun(DatasetType type, ClusterRun how, String engine, String input, List<String> args) {
        public TypeRun {
            args = List.copyOf(args);
        }

        /** Whether the type runs on Spark as well as MapReduce (its options name an engine). */
        static boolean runsOnBoth(DatasetType type) {
            return type.help().options().stream().anyMatch(o -> o.name().equals("engine"));
        }
    }

    /** Every installed type a cluster can run, the main one first. */
    static final List<DatasetType> RUNNABLE = DatasetTypes.installed().all().stream()
            .filter(t -> t.clusterRun().isPresent())
            .sorted(java.util.Comparator.comparing((DatasetType t) -> !t.clusterRun().get().main())).toList();

    /** The main job's type: its input is {@code --input}, its options pass through under their own names. */
    static final DatasetType MAIN = main();

    private static DatasetType main() {
        List<DatasetType> main = RUNNABLE.stream().filter(t -> t.clusterRun().get().main()).toList();
        if (main.size() != 1) {
            throw new IllegalStateException("emr-steps needs one main dataset type, the registry has "
                    + main.stream().map(DatasetType::name).toList());
        }
        return main.get(0);
    }

    /** A type's option as {@code emr-steps} spells it: the main type's under its name, another's prefixed by the type. */
    static String planOption(DatasetType type, String option) {
        return type == MAIN ? option : type.name() + "-" + option;
    }

    public static final Help HELP = withTypes(Help.of("emr-steps", "--bucket B --input s3://B/raw/ [options]", """
            Writes the exact JSON for `aws emr create-cluster` and `aws emr add-steps` that run the main job (and
            any other dataset type given its input) on EMR 7.x: the bootstrap action, the jars' S3 location, the steps
            (a job writing parts, then the S3 combine, where the type merges that way), sized for the cluster. Also
            writes the same runs for EMR Serverless (Spark only): the application and one job run each for `aws
            emr-serverless create-application` and `start-job-run`, and serverless.sh, which submits them in order
            and waits for each. Needs neither Hadoop nor AWS credentials.""")
            .required("bucket", "B", "S3 bucket for the jars, the logs and the default output")
            .required("input", "s3://B/raw/", "the " + MAIN.name() + " job's input")
            .value("output", "s3://B/.../", "run output", "s3://B/trainprep/runs/NAME/")
            .value("name", "NAME", "cluster and run name", "trainprep")
            .value("core-nodes", "N", "core nodes (4-16 for the full dump)", "4")
            .value("instance-type", "TYPE", "core node instance type", "m5.xlarge")
            .value("primary-instance-type", "TYPE", "primary node instance type", "the core type")
            .value("primary-disk-gb", "GB", "primary node EBS volume", "EMR's default")
            .value("release", "emr-7.x.y", "EMR release, 7.8.0 or later 7.x (Java 17, Hadoop 3.4.1, Spark 3.5)", "emr-7.8.0")
            .value("artifacts", "s3://B/.../", "where the jars and bootstrap action are uploaded",
                    "s3://B/trainprep/VERSION/")
            .value("shards", "K", "shards of the combined file", "one per part")
            .flagWithValue("public", "acl|presign", "make the combined file downloadable: =acl a public-read ACL (no"
                    + " expiry), =presign a presigned URL", "plain --public: a public-read ACL, or a presigned URL where the"
                    + " bucket allows no ACLs")
            .value("engine", "mapreduce|spark", "engine of the EMR-on-EC2 steps, for every type that runs on both"
                    + " (EMR Serverless runs Spark whatever this says)", "each type's own: "
                    + String.join(", ", RUNNABLE.stream().map(t -> t.name() + " " + t.clusterRun().get().engine()).toList()))
            .value("out-dir", "DIR", "local directory the JSON files are written to", "emr"))
            .example("bin/pipeline emr-steps --bucket my-bucket --input s3://my-bucket/raw/ --core-nodes 8 --public")
            .example("bin/pipeline emr-steps --bucket my-bucket --input s3://my-bucket/amazon-2023/ --text-field text"
                    + " --label-field rating  # Amazon Reviews 2023")
            .build();

    /** The one-line usage, for messages. */
    public static final String USAGE = "emr-steps --bucket B --input s3://B/raw/ [options]; bin/pipeline emr-steps --help lists them";

    /** The smallest cluster the 4-16 node range starts at. */
    static final int DEFAULT_CORE_NODES = 4;

    /** EMR 7.x: Java 17, Hadoop 3.4.1, Spark 3.5 on Scala 2.12, what the jars are built for. */
    static final Pattern RELEASE = Pattern.compile("emr-7\\.\\d{1,3}\\.\\d+");
    static final Pattern BUCKET = Pattern.compile("[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]");
    static final Pattern INSTANCE_TYPE = Pattern.compile("[a-z][a-z0-9-]*\\.[a-z0-9]+");
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    /**
     * {@code builder} plus every runnable type's pass-through options, each with its meaning and
     * default from the type's help, and for a type other than the main one its {@code --NAME-input}.
     */
    private static Help.Builder withTypes(Help.Builder builder) {
        for (DatasetType type : RUNNABLE) {
            if (type != MAIN) {
                builder.value(type.name() + "-input", "s3://B/" + type.name() + "/", "also run the " + type.name()
                        + " job (" + type.clusterRun().get().engine() + ") on this input", null);
            }
            for (String name : type.clusterRun().get().options()) {
                Help.Option o = option(type, name);
                if (o.kind() == Help.Kind.FLAG) {
                    builder.flag(planOption(type, name), "passed to " + type.name() + ": " + o.meaning());
                } else {
                    builder.value(planOption(type, name), o.value(), "passed to " + type.name() + ": " + o.meaning(), o.dflt());
                }
            }
        }
        return builder;
    }

    private static Help.Option option(DatasetType type, String name) {
        return type.help().options().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException(type.name() + " declares no option --" + name));
    }

    public static EmrPlanOptions parse(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        String bucket = a.required("bucket");
        checkBucket("--bucket", bucket);
        String name = a.optional("name", "trainprep");
        check(NAME.matcher(name).matches(), "--name must be letters, digits, . _ - (at most 64), was '" + name + "'");
        String output = s3Dir("output", a.optional("output", "s3://" + bucket + "/trainprep/runs/" + name + "/"));
        String engine = a.optional("engine", null);
        try {
            engine = engine == null ? null : org.trainprep.core.dataset.Engine.of("--engine", engine).id();
        } catch (IllegalArgumentException e) {
            check(false, e.getMessage());
        }
        List<TypeRun> runs = new ArrayList<>();
        for (DatasetType type : RUNNABLE) {
            String inputOption = type == MAIN ? "input" : type.name() + "-input";
            String input = type == MAIN ? a.required("input") : a.optional(inputOption, null);
            List<String> passed = new ArrayList<>();
            for (String option : type.clusterRun().get().options()) {
                String given = planOption(type, option);
                if (option(type, option).kind() == Help.Kind.FLAG) {
                    if (a.has(given)) {
                        check(input != null, "--" + given + " needs --" + inputOption);
                        passed.add("--" + option);
                    }
                    continue;
                }
                for (String value : a.all(given)) {
                    check(input != null, "--" + given + " needs --" + inputOption);
                    // a file the job reads on the cluster must be where the cluster can read it
                    check(!option(type, option).value().contains("FILE") || value.startsWith("s3://"),
                            "--" + given + " must be an s3:// file, was '" + value + "'");
                    passed.add("--" + option);
                    passed.add(value);
                }
            }
            if (input != null) {
                refusedByTheType(type, inputOption, input, passed);
                ClusterRun how = type.clusterRun().get();
                String runEngine = engine == null || !TypeRun.runsOnBoth(type) ? how.engine() : engine;
                check(engine == null || runEngine.equals(engine), "--engine " + engine + ": " + type.name()
                        + " runs on " + how.engine() + " only; leave --engine out");
                runs.add(new TypeRun(type, how, runEngine, s3Dir(inputOption, input), passed));
            }
        }
        String release = a.optional("release", "emr-7.8.0");
        check(RELEASE.matcher(release).matches() && Integer.parseInt(release.split("\\.")[1]) >= 8, "--release must be"
                + " emr-7.8.0 or a later 7.x (Java 17, Hadoop 3.4.1, which the jars are built against, Spark 3.5; 7.0 to 7.7"
                + " ship an older Hadoop), was '" + release + "'");
        String instanceType = instanceType(a, "instance-type");
        String primaryType = a.has("primary-instance-type") ? instanceType(a, "primary-instance-type") : instanceType;
        String artifacts = s3Dir("artifacts", a.optional("artifacts", "s3://" + bucket + "/trainprep/" + ProjectInfo.version() + "/"));
        String shards = a.has("shards") ? Integer.toString(a.intValue("shards", 0, 1, 1 << 20)) : null;
        // Passed on to the combine step as given; checked here so a typo fails before a cluster starts.
        String mode = a.flagValue("public", "");
        check(mode == null || mode.isEmpty() || mode.equals("acl") || mode.equals("presign"),
                "--public takes no value, =acl or =presign, was '" + mode + "'");
        String publicArg = mode == null ? null : mode.isEmpty() ? "--public" : "--public=" + mode;
        for (TypeRun run : runs) {
            checkApart(run.type() == MAIN ? "input" : run.type().name() + "-input", run.input(), output, artifacts,
                    "s3://" + bucket + "/trainprep/logs/");
        }
        Cluster cluster = new Cluster(a.intValue("core-nodes", DEFAULT_CORE_NODES, 1, 500), instanceType, primaryType,
                a.has("primary-disk-gb") ? a.intValue("primary-disk-gb", 0, 32, 16_384) : 0, release);
        return new EmrPlanOptions(name, bucket, output, artifacts, cluster, List.copyOf(runs),
                new Combine(shards, publicArg), a.optional("out-dir", "emr"));
    }

    /** S3's naming rules for a bucket: 3-63 of a-z 0-9 . -, no IP address, no adjacent dots, no reserved prefix or suffix. */
    private static void checkBucket(String what, String bucket) throws UsageException {
        check(BUCKET.matcher(bucket).matches(), what + " must be an S3 bucket name (3-63 of a-z 0-9 . -), was '" + bucket + "'");
        check(!bucket.matches("\\d+\\.\\d+\\.\\d+\\.\\d+") && !bucket.contains("..") && !bucket.contains(".-")
                        && !bucket.contains("-.") && !bucket.startsWith("xn--") && !bucket.startsWith("sthree-")
                        && !bucket.endsWith("-s3alias") && !bucket.endsWith("--ol-s3") && !bucket.endsWith(".mrap"),
                what + " '" + bucket + "' is not a name S3 allows (no IP address, '..', '.-' or '-.', 'xn--' or"
                        + " 'sthree-' prefix, '-s3alias', '--ol-s3' or '.mrap' suffix)");
    }

    /** The largest EC2 size multiplier (u7in-32tb.224xlarge); past it a type's name is a typo. */
    private static final int MAX_XLARGE = 448;

    private static String instanceType(Args a, String option) throws UsageException {
        String type = a.optional(option, "m5.xlarge");
        check(INSTANCE_TYPE.matcher(type).matches(), "--" + option + " must be an EC2 instance type such as m5.xlarge, was '" + type + "'");
        java.util.regex.Matcher size = java.util.regex.Pattern.compile(".*\\.(\\d+)xlarge").matcher(type);
        check(!size.matches() || size.group(1).length() <= 3 && !size.group(1).startsWith("0")
                        && Integer.parseInt(size.group(1)) >= 2 && Integer.parseInt(size.group(1)) <= MAX_XLARGE,
                "--" + option + " " + type + " is no EC2 size (2xlarge to " + MAX_XLARGE + "xlarge, no leading zero)");
        return type;
    }

    /**
     * An input the jobs would refuse on the cluster, after it started, or one that would sweep up
     * what the plan writes: a bucket's root, a folder holding the output, the jars or the logs, or
     * one inside the output.
     */
    private static void checkApart(String option, String input, String output, String artifacts, String logs)
            throws UsageException {
        check(input.indexOf('/', "s3://".length()) < input.length() - 1 || !logs.startsWith(input), "--" + option + " "
                + input + " is a bucket's root, which holds the plan's output, jars and logs too; give the folder holding"
                + " the data (e.g. " + input + "raw/)");
        check(!output.startsWith(input) && !input.startsWith(output), "--" + option + " " + input + " and --output "
                + output + (output.startsWith(input) ? " hold one another: the jobs would read their own output"
                : " hold one another: the input would be inside the output") + "; give them folders apart");
        check(!artifacts.startsWith(input) && !logs.startsWith(input), "--" + option + " " + input + " holds the plan's "
                + (artifacts.startsWith(input) ? "jars (" + artifacts + ")" : "logs (" + logs + ")")
                + ", which the jobs would read as data; give the folder holding the data only");
    }

    private static String s3Dir(String option, String uri) throws UsageException {
        check(uri.startsWith("s3://") && uri.length() > 5, "--" + option + " must be an s3:// URI (EMRFS), was '" + uri + "'");
        int slash = uri.indexOf('/', "s3://".length());
        checkBucket("--" + option + " " + uri + ": its bucket", uri.substring("s3://".length(), slash < 0 ? uri.length() : slash));
        return uri.endsWith("/") ? uri : uri + "/";
    }

    /**
     * Parses the step's arguments as its job will, so an option the job refuses (a --vocab-size of -1,
     * a --census-val-fraction of 7) fails the plan before a cluster starts, not its step after.
     */
    private static void refusedByTheType(DatasetType type, String inputOption, String input, List<String> passed)
            throws UsageException {
        List<String> args = new ArrayList<>(List.of("--input", input, "--output", "s3://plan-check/out/"));
        args.addAll(passed);
        try {
            type.plan(args.toArray(new String[0]));
        } catch (UsageException e) {
            throw new UsageException("emr-steps: its " + type.name() + " step (--" + inputOption + ") would be refused: "
                    + e.getMessage() + (type == MAIN ? "" : " (given here as --" + type.name() + "-OPTION)"));
        } catch (UnsupportedOperationException e) {
            // a type with a command of its own: its options are checked when its step runs
        }
    }

    private static void check(boolean ok, String message) throws UsageException {
        if (!ok) {
            throw new UsageException("emr-steps: " + message);
        }
    }
}

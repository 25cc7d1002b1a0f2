package org.trainprep.emr;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.UsageException;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What {@code emr-steps} plans: where the data and the jars are, the cluster's shape, and the
 * review options passed through to the job unchanged (so their defaults live in one place, the job).
 *
 * @param primaryDiskGb an extra EBS volume on the primary node, 0 for none (nothing is staged there any more)
 * @param artifacts   S3 "directory" holding the three -emr jars and the bootstrap script
 * @param reviewArgs  review options given by the user, as job arguments
 * @param publicArg   the combine step's {@code --public[=...]} argument, or null
 */
public record EmrPlanOptions(String name, String bucket, String input, String output, String censusInput,
                             String censusSchema, int coreNodes, String instanceType, String primaryInstanceType,
                             int primaryDiskGb, String release, String artifacts, List<String> reviewArgs,
                             String shards, String publicArg, String outDir) {

    public static final String USAGE = "emr-steps --bucket B --input s3://B/raw/ [--output s3://B/trainprep/runs/NAME/]"
            + " [--name NAME] [--census-input s3://B/census/ [--census-schema s3://B/schema.yaml]]"
            + " [--core-nodes 4] [--instance-type m5.xlarge] [--primary-instance-type m5.xlarge] [--primary-disk-gb GB]"
            + " [--release emr-7.8.0] [--artifacts s3://B/trainprep/VERSION/]"
            + " [--vocab-size K] [--seq-len L] [--labels five-class|binary] [--reducers N] [--dtype int32|int64]"
            + " [--shards K] [--public[=acl|presign]] [--out-dir emr]";

    /** The smallest cluster the 4-16 node range starts at. */
    static final int DEFAULT_CORE_NODES = 4;

    /** EMR 7.x: Java 17, Hadoop 3.4.1, Spark 3.5 on Scala 2.12, what the jars are built for. */
    static final Pattern RELEASE = Pattern.compile("emr-7\\.\\d+\\.\\d+");
    static final Pattern BUCKET = Pattern.compile("[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]");
    static final Pattern INSTANCE_TYPE = Pattern.compile("[a-z][a-z0-9-]*\\.[a-z0-9]+");
    static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    static final List<String> REVIEW_OPTIONS = List.of("vocab-size", "seq-len", "labels", "reducers", "dtype");

    public static EmrPlanOptions parse(String[] args) throws UsageException {
        Set<String> valued = new HashSet<>(Set.of("bucket", "input", "output", "name", "census-input",
                "census-schema", "core-nodes", "instance-type", "primary-instance-type", "primary-disk-gb", "release",
                "artifacts", "shards", "out-dir"));
        valued.addAll(REVIEW_OPTIONS);
        Args a = Args.parse("emr-steps", args, valued, Set.of(), Set.of("public"));
        String bucket = a.required("bucket");
        check(BUCKET.matcher(bucket).matches(), "--bucket must be an S3 bucket name (3-63 of a-z 0-9 . -), was '" + bucket + "'");
        String name = a.optional("name", "trainprep");
        check(NAME.matcher(name).matches(), "--name must be letters, digits, . _ - (at most 64), was '" + name + "'");
        String input = s3Dir("input", a.required("input"));
        String output = s3Dir("output", a.optional("output", "s3://" + bucket + "/trainprep/runs/" + name + "/"));
        String census = a.has("census-input") ? s3Dir("census-input", a.optional("census-input", null)) : null;
        String schema = a.optional("census-schema", null);
        if (schema != null) {
            check(census != null, "--census-schema needs --census-input");
            check(schema.startsWith("s3://"), "--census-schema must be an s3:// file, was '" + schema + "'");
        }
        String release = a.optional("release", "emr-7.8.0");
        check(RELEASE.matcher(release).matches(), "--release must be an EMR 7.x label such as emr-7.8.0 (Java 17,"
                + " Hadoop 3.4.1, Spark 3.5), was '" + release + "'");
        String instanceType = instanceType(a, "instance-type");
        String primaryType = a.has("primary-instance-type") ? instanceType(a, "primary-instance-type") : instanceType;
        String artifacts = s3Dir("artifacts", a.optional("artifacts", "s3://" + bucket + "/trainprep/" + ProjectInfo.version() + "/"));
        List<String> reviewArgs = new ArrayList<>();
        for (String option : REVIEW_OPTIONS) {
            if (a.has(option)) {
                reviewArgs.add("--" + option);
                reviewArgs.add(a.optional(option, null));
            }
        }
        String shards = a.has("shards") ? Integer.toString(a.intValue("shards", 0, 1, 1 << 20)) : null;
        // Passed on to the combine step as given; checked here so a typo fails before a cluster starts.
        String mode = a.flagValue("public", "");
        check(mode == null || mode.isEmpty() || mode.equals("acl") || mode.equals("presign"),
                "--public takes no value, =acl or =presign, was '" + mode + "'");
        String publicArg = mode == null ? null : mode.isEmpty() ? "--public" : "--public=" + mode;
        return new EmrPlanOptions(name, bucket, input, output, census, schema, a.intValue("core-nodes", DEFAULT_CORE_NODES, 1, 500),
                instanceType, primaryType, a.has("primary-disk-gb") ? a.intValue("primary-disk-gb", 0, 32, 16_384) : 0, release, artifacts,
                List.copyOf(reviewArgs), shards, publicArg, a.optional("out-dir", "emr"));
    }

    private static String instanceType(Args a, String option) throws UsageException {
        String type = a.optional(option, "m5.xlarge");
        check(INSTANCE_TYPE.matcher(type).matches(), "--" + option + " must be an EC2 instance type such as m5.xlarge, was '" + type + "'");
        return type;
    }

    private static String s3Dir(String option, String uri) throws UsageException {
        check(uri.startsWith("s3://") && uri.length() > 5, "--" + option + " must be an s3:// URI (EMRFS), was '" + uri + "'");
        return uri.endsWith("/") ? uri : uri + "/";
    }

    private static void check(boolean ok, String message) throws UsageException {
        if (!ok) {
            throw new UsageException("emr-steps: " + message);
        }
    }
}

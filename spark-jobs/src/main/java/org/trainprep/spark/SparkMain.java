package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.cli.UsageException;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * Entry point for {@code spark-submit --class org.trainprep.spark.SparkMain spark-jobs.jar TYPE ...}
 * and for {@code bin/pipeline TYPE --engine spark}: every dataset type with a Spark adapter on the
 * class path ({@link SparkSlice}). Without a configured master it runs in {@code local[2]}.
 * Exit 0 on success, 2 on bad arguments (one line), 1 when the job fails.
 */
public final class SparkMain {

    private SparkMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Map<String, SparkSlice> slices = new TreeMap<>();
        for (SparkSlice s : ServiceLoader.load(SparkSlice.class, SparkMain.class.getClassLoader())) {
            slices.put(s.type().name(), s);
        }
        SparkSlice slice = args.length == 0 ? null : slices.get(args[0]);
        if (slice == null) {
            err.println("usage: " + String.join("|", slices.keySet()) + " [options]; the Spark jobs are: "
                    + String.join(", ", slices.keySet()));
            return UsageException.EXIT_CODE;
        }
        return CommandLine.run(args[0], slice.type().help().text(), Arrays.copyOfRange(args, 1, args.length), out, err,
                rest -> {
                    slice.check(rest);
                    run(slice, rest, out);
                });
    }

    private static void run(SparkSlice slice, String[] args, PrintStream out) throws Exception {
        // Kryo is much cheaper than Java serialization for what travels between executors and driver.
        SparkConf conf = new SparkConf().setAppName("trainprep " + slice.type().name())
                .setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[2]").set("spark.ui.enabled", "false");
        }
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            slice.run(sc, args, out);
        }
    }
}

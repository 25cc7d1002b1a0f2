package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.census.CensusOptions;
import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.cli.UsageException;
import org.trainprep.spark.census.SparkCensusJob;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * Entry point for {@code spark-submit --class org.trainprep.spark.SparkMain spark-jobs.jar census ...}
 * and for {@code bin/pipeline census --engine spark}. Without a configured master it runs in
 * {@code local[2]}. Exit 0 on success, 2 on bad arguments (one line), 1 when the job fails.
 */
public final class SparkMain {

    private SparkMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || !args[0].equals("census")) {
            err.println("usage: census [options]; the Spark jobs are: census");
            return UsageException.EXIT_CODE;
        }
        return CommandLine.run("census", CensusOptions.HELP.text(), Arrays.copyOfRange(args, 1, args.length), out, err,
                rest -> census(rest, out));
    }

    private static void census(String[] args, PrintStream out) throws Exception {
        CensusOptions options = CensusOptions.parse(args);
        if (!options.engine().equals("spark") && Arrays.asList(args).contains("--engine")) {
            throw new UsageException("census: this is the Spark job; run --engine mapreduce with hadoop jar or bin/pipeline");
        }
        // Kryo is much cheaper than Java serialization for what travels between executors and driver.
        SparkConf conf = new SparkConf().setAppName("trainprep census")
                .setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[2]").set("spark.ui.enabled", "false");
        }
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            new SparkCensusJob(sc, sc.hadoopConfiguration()).run(options).print(out);
        }
    }
}

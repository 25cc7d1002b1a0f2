package org.trainprep.combiner;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.util.ToolRunner;

/**
 * The combiner as a Spark application's driver, for platforms that run Spark jobs and nothing
 * else (EMR Serverless, EMR on EKS, Databricks jar tasks):
 * {@code spark-submit --class org.trainprep.combiner.SparkDriverCombine h5-combiner-*-emr.jar --input ... --output ...}.
 * It takes the platform's Spark context, because those platforms fail a driver that never makes
 * one, and uses that context's Hadoop configuration (the platform's S3 settings), then runs the
 * same combine as {@link CombinerTool}. It runs no tasks: S3 composes the file server-side.
 * Spark is reached by reflection: this module does not build against Spark (docs/ARCHITECTURE.md),
 * and spark-submit puts it on the class path.
 */
public final class SparkDriverCombine {

    private SparkDriverCombine() {
    }

    public static void main(String[] args) throws Exception {
        Class<?> sparkContext;
        try {
            sparkContext = Class.forName("org.apache.spark.SparkContext");
        } catch (ClassNotFoundException e) {
            System.err.println("combine: SparkDriverCombine runs under spark-submit; without Spark use "
                    + CombinerTool.class.getName() + " (hadoop jar h5-combiner-*-emr.jar ...)");
            System.exit(2);
            return;
        }
        Object sc = sparkContext.getMethod("getOrCreate").invoke(null);
        int code;
        try {
            Configuration conf = new Configuration((Configuration) sparkContext.getMethod("hadoopConfiguration").invoke(sc));
            code = ToolRunner.run(conf, new CombinerTool(), args);
        } finally {
            sparkContext.getMethod("stop").invoke(sc);
        }
        if (code != 0) {
            // the tool has said why in one line; the platform marks the run failed
            System.exit(code);
        }
        // returning (not exiting 0) lets a cluster-mode driver report success before the JVM ends
    }
}

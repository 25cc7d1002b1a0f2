package org.trainprep.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/** Test helper: a Spark context in {@code local[2]} on loopback, with the serializer settings {@link SparkMain} sets. */
public final class LocalSpark {

    private LocalSpark() {
    }

    public static JavaSparkContext start(String app) {
        return new JavaSparkContext(SparkMain.serializer(new SparkConf().setMaster("local[2]").setAppName(app)
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")));
    }
}

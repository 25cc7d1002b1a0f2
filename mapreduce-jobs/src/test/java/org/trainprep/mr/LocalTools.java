package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.hadoop.CommandTool;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;

/** Runs a command in Hadoop's local mode on local files, as the tests of whole runs need. */
final class LocalTools {

    private LocalTools() {
    }

    static Configuration local() {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        return conf;
    }

    /** The command's stdout; fails the test, quoting stderr, unless it exits 0. */
    static String run(BiFunction<PrintStream, PrintStream, CommandTool> make, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandTool tool = make.apply(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        tool.setConf(local());
        assertThat(tool.run(args)).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }
}

package org.trainprep.mr.job;

import org.apache.hadoop.conf.Configuration;

/**
 * What {@link JobSetup#tuneLocalMode} makes of the configuration a fresh JVM starts with, as
 * {@code hadoop jar} starts the client: nothing has loaded {@code JobConf} yet. Prints the
 * settings local mode would change, one per line.
 */
public final class LocalModeProbe {

    private LocalModeProbe() {
    }

    public static void main(String[] args) {
        Configuration conf = new Configuration();
        JobSetup.tuneLocalMode(conf);
        for (String key : new String[]{"fs.file.impl", "io.file.buffer.size", "mapreduce.task.io.sort.mb",
                "mapreduce.reduce.memory.totalbytes"}) {
            System.out.println(key + "=" + conf.get(key));
        }
    }
}

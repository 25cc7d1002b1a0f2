package org.trainprep.mr.parallel;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.parallel.BpeCodes;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.TokenIds;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** What the parallel jobs' tasks read from their configuration, set by {@link ParallelPasses}. */
final class ParallelConf {

    static final String SRC = "trainprep.parallel.src";
    static final String TGT = "trainprep.parallel.tgt";
    static final String SETTINGS = "trainprep.parallel.settings";
    static final String SPLIT_LINES = "trainprep.parallel.split-lines";
    static final String CODES = "trainprep.parallel.codes";
    static final String LINES = "trainprep.parallel.lines";
    /** Partitions of the pairs (reduce tasks of pass 2, parts): sized from the input unless given. */
    static final String PARTITIONS = org.trainprep.hadoop.parallel.ParallelInputs.PARTITIONS;
    static final String REJECTS_PER_TASK = "trainprep.parallel.rejects-per-task";
    /** {@code --h5}'s counting pass: the part tasks count tokens and write no part. */
    static final String COUNT_ONLY = "trainprep.parallel.count-only";
    /** {@code --h5}: the counted vocabulary (one token a line), whose order gives the ids. */
    static final String IDS = "trainprep.parallel.ids";

    private static final ObjectMapper JSON = new ObjectMapper();

    private ParallelConf() {
    }

    /** 0 for the source side, 1 for the target side. */
    static int side(Configuration conf, String file) throws IOException {
        if (file.equals(conf.get(SRC))) {
            return 0;
        }
        if (file.equals(conf.get(TGT))) {
            return 1;
        }
        throw new IOException(file + " is neither the run's --src nor its --tgt");
    }

    static void setSettings(Configuration conf, ParallelSettings s) throws IOException {
        conf.set(SETTINGS, JSON.writeValueAsString(s));
    }

    static ParallelSettings settings(Configuration conf) throws IOException {
        return JSON.readValue(conf.get(SETTINGS), ParallelSettings.class);
    }

    static String read(Configuration conf, String key) throws IOException {
        Path p = new Path(conf.get(key));
        try (FSDataInputStream in = p.getFileSystem(conf).open(p)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The run's token ids, or null without {@code --h5}. */
    static TokenIds ids(Configuration conf) throws IOException {
        return conf.get(IDS) == null ? null : TokenIds.of(read(conf, IDS));
    }

    static BpeCodes codes(Configuration conf) throws IOException {
        Path p = new Path(conf.get(CODES));
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getFileSystem(conf).open(p), StandardCharsets.UTF_8))) {
            return BpeCodes.read(r);
        }
    }
}

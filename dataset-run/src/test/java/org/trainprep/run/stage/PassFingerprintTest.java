package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A pass is reused only when what decides its output, the input's splits among it, is unchanged. */
class PassFingerprintTest {

    private static final byte[] PASS = {1, 2, 3};

    private static String of(List<FileStatus> listed, Configuration conf) {
        return PassFingerprint.of(listed, PASS, List.of(PassFingerprintTest.class), PassFingerprint.splitLayout(conf));
    }

    private static FileStatus file(long blockSize) {
        return new FileStatus(1_000_000, false, 1, blockSize, 1_700_000_000_000L, new Path("file:/in/a.json.gz"));
    }

    @Test
    void aLinePassWhoseInputWouldBeSplitOtherwiseIsNotReused() {
        // parallel text's join looks its lines up by the splits its lines pass counted: resumed with
        // another range size, the reused count failed every join ("the two passes split the input differently")
        List<FileStatus> listed = List.of(file(32L << 20));
        Configuration conf = new Configuration(false);
        String before = of(listed, conf);
        assertThat(of(listed, new Configuration(conf))).isEqualTo(before);
        for (String key : List.of("trainprep.input.compressed-range-bytes", "mapreduce.input.fileinputformat.split.maxsize",
                "mapreduce.input.fileinputformat.split.minsize", "textinputformat.record.delimiter")) {
            Configuration other = new Configuration(conf);
            other.set(key, "65536");
            assertThat(of(listed, other)).as(key).isNotEqualTo(before);
        }
        assertThat(of(List.of(file(128L << 20)), conf)).as("a block size").isNotEqualTo(before);
        assertThat(PassFingerprint.of(listed, PASS, List.of(PassFingerprintTest.class), "")).as("a pass reading no lines")
                .isNotEqualTo(before);
    }
}

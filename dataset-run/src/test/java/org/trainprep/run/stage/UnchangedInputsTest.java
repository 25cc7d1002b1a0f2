package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UnchangedInputsTest {

    @TempDir
    java.nio.file.Path dir;

    private List<FileStatus> listed(java.nio.file.Path folder, int files) throws Exception {
        Files.createDirectories(folder);
        Configuration conf = new Configuration();
        FileSystem fs = FileSystem.getLocal(conf);
        List<FileStatus> listed = new ArrayList<>();
        for (int i = 0; i < files; i++) {
            java.nio.file.Path f = Files.writeString(folder.resolve("in-" + i + ".json"), "{\"line\": " + i + "}\n");
            listed.add(fs.getFileStatus(new Path(f.toUri())));
        }
        return listed;
    }

    @Test
    void aFileAppendedToOrRemovedSinceTheListingFailsTheRunNamingIt() throws Exception {
        Configuration conf = new Configuration();
        // a few files asked for one by one, and a folder of many listed once
        for (int files : new int[]{3, 20}) {
            java.nio.file.Path folder = dir.resolve("f" + files);
            List<FileStatus> listed = listed(folder, files);
            assertThatCode(() -> UnchangedInputs.check(conf, listed)).doesNotThrowAnyException();
            Files.writeString(folder.resolve("in-1.json"), "{\"line\": 99}\n", StandardOpenOption.APPEND);
            assertThatThrownBy(() -> UnchangedInputs.check(conf, listed)).hasMessageContaining("in-1.json changed while"
                    + " the run read it (12 bytes when listed, 25 now)");
            Files.delete(folder.resolve("in-1.json"));
            assertThatThrownBy(() -> UnchangedInputs.check(conf, listed)).hasMessageContaining("in-1.json is gone");
        }
        assertThat(dir).isDirectory();
    }

    private static FileStatus status(long len, long time) {
        return new FileStatus(len, false, 1, 32L << 20, time, new Path("s3a://b/raw/a.json"));
    }

    /** A status carrying an entity tag, as S3A's do. */
    private static final class Tagged extends FileStatus implements org.apache.hadoop.fs.EtagSource {
        private final String etag;

        Tagged(long len, long time, String etag) {
            super(len, false, 1, 32L << 20, time, new Path("s3a://b/raw/a.json"));
            this.etag = etag;
        }

        @Override
        public String getEtag() {
            return etag;
        }
    }

    @Test
    void aStoreGivingItsListingMillisecondsAndItsLookupWholeSecondsIsNotAChange() {
        // MinIO, Ceph: a listing's LastModified 10:00:00.370, a HEAD's Last-Modified 10:00:00
        assertThat(UnchangedInputs.same(status(93, 1_795_773_600_370L), status(93, 1_795_773_600_000L))).isTrue();
        assertThat(UnchangedInputs.same(status(93, 1_795_773_600_000L), status(93, 1_795_773_600_370L))).isTrue();
        assertThat(UnchangedInputs.same(status(93, 1_795_773_600_370L), status(93, 1_795_773_601_000L)))
                .as("rewritten a second later").isFalse();
        assertThat(UnchangedInputs.same(status(93, 1_795_773_600_370L), status(93, 1_795_773_600_371L)))
                .as("both to the millisecond").isFalse();
        assertThat(UnchangedInputs.same(status(93, 1_795_773_600_370L), status(94, 1_795_773_600_370L))).isFalse();
        // where both have a tag, it decides, whatever the times' precision
        assertThat(UnchangedInputs.same(new Tagged(93, 1_795_773_600_370L, "\"e1\""),
                new Tagged(93, 1_795_773_600_000L, "\"e1\""))).isTrue();
        assertThat(UnchangedInputs.same(new Tagged(93, 1_795_773_600_000L, "\"e1\""),
                new Tagged(93, 1_795_773_600_000L, "\"e2\""))).as("rewritten within the second").isFalse();
        assertThat(UnchangedInputs.same(new Tagged(93, 1_795_773_600_000L, null), status(93, 1_795_773_600_000L))).isTrue();
    }
}

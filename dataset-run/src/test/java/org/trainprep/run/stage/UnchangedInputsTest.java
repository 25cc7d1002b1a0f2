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
}

package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumException;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HadoopDriverFilesTest {

    @TempDir
    Path dir;

    /**
     * A local file edited after Hadoop wrote its checksum file beside it: the sizing sample reads it
     * as it is (the reading pass names it), every other read in the driver (a parallel run's
     * development pair) still checks it.
     */
    @Test
    void onlyTheSizingSampleReadsALocalFilePastItsChecksumFile() throws Exception {
        Configuration conf = new Configuration();
        Path file = dir.resolve("dev.en");
        byte[] text = "a line of the development set\n".repeat(100).getBytes(StandardCharsets.UTF_8);
        try (OutputStream o = FileSystem.getLocal(conf).create(new org.apache.hadoop.fs.Path(file.toUri()))) {
            o.write(text);
        }
        assertThat(dir.resolve(".dev.en.crc")).exists();
        text[text.length - 3] = 'X';
        Files.write(file, text);

        HadoopDriverFiles files = new HadoopDriverFiles(conf, null, Optional.empty());
        AtomicLong stored = new AtomicLong();
        try (InputStream in = files.sample(file.toUri().toString(), stored)) {
            assertThat(in.readAllBytes()).isEqualTo(text);
        }
        assertThat(stored).hasValue(text.length);
        assertThatThrownBy(() -> {
            try (InputStream in = files.open(file.toUri().toString())) {
                in.readAllBytes();
            }
        }).isInstanceOf(ChecksumException.class);
    }
}

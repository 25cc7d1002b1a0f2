package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DiskFullTest {

    @TempDir
    java.nio.file.Path tmp;

    /** A full disk while a file is published ("reviews failed: No space left on device", no path): named, nothing left. */
    @Test
    void aFullDiskWhilePublishingNamesTheFileAndLeavesNoTemporaryFile() throws Exception {
        FilePublisher publisher = new FilePublisher(new Configuration());
        Path dir = LocalFiles.hadoop(tmp);
        assertThatThrownBy(() -> publisher.publishStreamed(dir, "combined_result_5class.h5", out -> {
            throw new IOException("No space left on device");
        })).hasMessage("No space left on device writing " + new Path(dir, "combined_result_5class.h5")
                + ": free space there or choose another --output");
        try (var files = Files.list(tmp)) {
            assertThat(files).isEmpty();
        }
        // another failure is left as it is
        IOException other = new IOException("connection reset");
        assertThat(DiskFull.naming(other, dir)).isSameAs(other);
    }
}

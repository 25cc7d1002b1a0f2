package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class LocalChecksumsTest {

    @TempDir
    Path tmp;

    private final Configuration conf = new Configuration();

    /** {@code name} written through Hadoop's local file system, which writes its checksum file beside it. */
    private org.apache.hadoop.fs.Path written(String name, String text) throws IOException {
        org.apache.hadoop.fs.Path p = LocalFiles.hadoop(tmp.resolve(name));
        try (FSDataOutputStream out = FileSystem.getLocal(conf).create(p)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(tmp.resolve("." + name + ".crc")).isNotEmptyFile();
        return p;
    }

    private List<FileStatus> listed(String... names) throws IOException {
        FileSystem fs = FileSystem.getLocal(conf);
        return java.util.Arrays.stream(names).map(n -> {
            try {
                return fs.getFileStatus(LocalFiles.hadoop(tmp.resolve(n)));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).toList();
    }

    @Test
    void aChecksumFileThatIsNotOneIsNamedOnceWithTheFileToDelete() throws Exception {
        written("good.json", "{\"reviewText\": \"fine\", \"overall\": 5}\n");
        Files.writeString(tmp.resolve("plain.json"), "{}\n");
        Files.writeString(tmp.resolve("empty.json"), "{}\n");
        Files.writeString(tmp.resolve(".empty.json.crc"), "");
        Files.writeString(tmp.resolve("cut.json"), "{}\n");
        Files.write(tmp.resolve(".cut.json.crc"), new byte[] {'c', 'r', 'c', 0, 0});
        Files.writeString(tmp.resolve("other.json"), "{}\n");
        Files.writeString(tmp.resolve(".other.json.crc"), "{\"not\": \"a checksum\"}\n");

        assertThat(LocalChecksums.unusable(conf, listed("good.json", "plain.json"))).isEmpty();
        String warning = LocalChecksums.unusable(conf, listed("good.json", "empty.json", "cut.json", "other.json")).orElseThrow();
        assertThat(warning).startsWith("warning: 3 input file(s)").doesNotContain("\n")
                .contains(tmp.resolve(".empty.json.crc").toString(), tmp.resolve(".cut.json.crc").toString(),
                        tmp.resolve(".other.json.crc").toString())
                .contains("rm '" + tmp.resolve(".empty.json.crc") + "'")
                .doesNotContain(".good.json.crc");
        // Hadoop's own reader agrees: it reads such a file whole, without its checksum
        try (FSDataInputStream in = FileSystem.getLocal(conf).open(LocalFiles.hadoop(tmp.resolve("empty.json")))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("{}\n");
        }
    }

    @Test
    void aFileChangedAfterHadoopWroteItsChecksumsFailsNamingTheChecksumFileToDelete() throws Exception {
        org.apache.hadoop.fs.Path p = written("edited.json", "{\"reviewText\": \"fine\", \"overall\": 5}\n".repeat(100));
        byte[] bytes = Files.readAllBytes(tmp.resolve("edited.json"));
        bytes[700] = 'X';
        Files.write(tmp.resolve("edited.json"), bytes);

        IOException failed = catchThrowableOfType(() -> {
            try (FSDataInputStream in = FileSystem.getLocal(conf).open(p)) {
                in.readAllBytes();
            }
        }, IOException.class);
        IOException explained = LocalChecksums.explained(conf, p.toString(), failed);
        assertThat(explained.getMessage()).startsWith(failed.getMessage())
                .contains(tmp.resolve(".edited.json.crc").toString())
                .contains("delete that checksum file").doesNotContain("\n");

        // other failures, and files of other stores, keep their message
        IOException other = new IOException("Connection reset");
        assertThat(LocalChecksums.explained(conf, p.toString(), other)).isSameAs(other);
        assertThat(LocalChecksums.explained(conf, "hdfs://localhost:1/raw/a.json", failed)).isSameAs(failed);
        assertThat(LocalChecksums.explained(conf, "not a path: [", failed)).isSameAs(failed);
    }
}

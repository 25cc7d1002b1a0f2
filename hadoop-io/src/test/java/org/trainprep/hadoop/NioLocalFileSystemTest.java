package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileNotFoundException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The local file system without forks gives files and folders the modes Hadoop's chmod would. */
class NioLocalFileSystemTest {

    @TempDir
    java.nio.file.Path tmp;

    private FileSystem fs;

    @BeforeEach
    void open() throws Exception {
        Configuration conf = new Configuration(false);
        conf.set("fs.file.impl", NioLocalFileSystem.class.getName());
        conf.set("fs.permissions.umask-mode", "022");
        fs = FileSystem.newInstance(URI.create("file:///"), conf);
    }

    @AfterEach
    void close() throws Exception {
        fs.close();
    }

    private String mode(String name) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve(name)));
    }

    @Test
    void itIsTheFileSystemForFileUrisAndKeepsHadoopsChecksums() throws Exception {
        assertThat(fs).isInstanceOf(NioLocalFileSystem.class);
        Path file = new Path(tmp.toUri().toString(), "a.txt");
        try (var out = fs.create(file)) {
            out.write(new byte[]{1, 2, 3});
        }
        assertThat(fs.getFileStatus(file).getLen()).isEqualTo(3);
        assertThat(Files.exists(tmp.resolve(".a.txt.crc"))).isTrue();
        assertThat(mode("a.txt")).isEqualTo("rw-r--r--");
    }

    @Test
    void filesAndFoldersGetTheModesAskedForLessTheUmask() throws Exception {
        Path dir = new Path(tmp.toUri().toString(), "d/e");
        assertThat(fs.mkdirs(dir, new FsPermission((short) 0777))).isTrue();
        assertThat(mode("d")).isEqualTo("rwxr-xr-x");
        assertThat(mode("d/e")).isEqualTo("rwxr-xr-x");
        fs.setPermission(dir, new FsPermission((short) 0700));
        assertThat(mode("d/e")).isEqualTo("rwx------");
        Path file = new Path(dir, "f");
        fs.create(file, new FsPermission((short) 0640), false, 4096, (short) 1, 1 << 20, null).close();
        assertThat(mode("d/e/f")).isEqualTo("rw-r-----");
        fs.setPermission(file, new FsPermission((short) 0751));
        assertThat(mode("d/e/f")).isEqualTo("rwxr-x--x");
        assertThat(fs.getFileStatus(file).getPermission()).isEqualTo(new FsPermission((short) 0751));
    }

    @Test
    void theStickyBitIsLeftToHadoopsOwnWay() throws Exception {
        Path dir = new Path(tmp.toUri().toString(), "shared");
        fs.mkdirs(dir);
        fs.setPermission(dir, new FsPermission((short) 01777));
        assertThat(mode("shared")).isEqualTo("rwxrwxrwx");
        assertThat(fs.getFileStatus(dir).getPermission().getStickyBit()).isTrue();
    }

    @Test
    void aMissingPathIsNamed() {
        Path missing = new Path(tmp.toUri().toString(), "nothing");
        assertThatThrownBy(() -> fs.setPermission(missing, new FsPermission((short) 0644)))
                .isInstanceOf(FileNotFoundException.class).hasMessageContaining("nothing");
    }
}

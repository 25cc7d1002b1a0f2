package org.trainprep.mr.reviews;

import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;

import java.io.IOException;
import java.nio.file.Files;

/**
 * The local file system, except that making a run's work directory first writes the file named by
 * {@code trainprep.test.ready-file} and then waits a minute: a run held right after it claimed its
 * output, so a test can signal it at that moment ({@code -D fs.file.impl=} this class).
 */
public final class SlowWorkDirFileSystem extends LocalFileSystem {

    @Override
    public boolean mkdirs(Path f) throws IOException {
        hold(f);
        return super.mkdirs(f);
    }

    @Override
    public boolean mkdirs(Path f, FsPermission permission) throws IOException {
        hold(f);
        return super.mkdirs(f, permission);
    }

    private void hold(Path f) throws IOException {
        String ready = getConf().get("trainprep.test.ready-file");
        if (ready != null && f.getName().equals("_work") && !Files.exists(java.nio.file.Path.of(ready))) {
            Files.writeString(java.nio.file.Path.of(ready), "claimed\n");
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

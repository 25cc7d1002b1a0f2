package org.trainprep.merge;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** Which files of a directory are parts to merge, on every store: the {@code *.h5} files, by name. */
public final class PartFiles {

    private PartFiles() {
    }

    /** Skips {@code _SUCCESS}, {@code _rejects/}, {@code _temporary/} and hidden or temporary files. */
    public static boolean isPartName(String name) {
        return name.endsWith(".h5") && !name.startsWith("_") && !name.startsWith(".");
    }

    /** The parts directly under {@code dir} on any Hadoop FileSystem, by name; none is an error. */
    public static List<FileStatus> list(Configuration conf, Path dir) throws IOException {
        FileSystem fs = dir.getFileSystem(conf);
        FileStatus[] statuses;
        try {
            statuses = fs.listStatus(dir);
        } catch (FileNotFoundException e) {
            throw new FileNotFoundException("no such input directory: " + dir);
        }
        List<FileStatus> parts = Arrays.stream(statuses)
                .filter(s -> s.isFile() && isPartName(s.getPath().getName()))
                .sorted(Comparator.comparing(s -> s.getPath().getName()))
                .toList();
        if (parts.isEmpty()) {
            throw new FileNotFoundException("no HDF5 parts (*.h5) in " + dir);
        }
        return parts;
    }
}

package org.trainprep.merge;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.FilePublisher;

import java.io.IOException;
import java.io.InputStream;

/** An output directory on any Hadoop FileSystem (local, HDFS, EMRFS, S3A), as {@code verify}'s checks read it. */
final class HadoopPublishedFiles implements PublishedFiles {

    private final Configuration conf;
    private final Path dir;
    private final FileSystem fs;
    private final ScratchDir scratch;

    HadoopPublishedFiles(Configuration conf, Path dir, ScratchDir scratch) throws IOException {
        this.conf = conf;
        this.dir = dir;
        this.fs = dir.getFileSystem(conf);
        this.scratch = scratch;
    }

    private Path path(String name) {
        return new Path(dir, name);
    }

    @Override
    public String uri(String name) {
        return path(name).toString();
    }

    @Override
    public boolean exists(String name) throws IOException {
        return fs.exists(path(name));
    }

    @Override
    public long size(String name) throws IOException {
        return fs.getFileStatus(path(name)).getLen();
    }

    @Override
    public RandomAccessSource open(String name) throws IOException {
        return new FilePublisher(conf).open(fs.getFileStatus(path(name)));
    }

    @Override
    public java.util.List<String> list(String folder) throws IOException {
        Path p = path(folder);
        if (!fs.exists(p)) {
            return java.util.List.of();
        }
        java.util.List<String> names = new java.util.ArrayList<>();
        for (org.apache.hadoop.fs.FileStatus f : fs.listStatus(p)) {
            String name = f.getPath().getName();
            if (f.isFile() && !name.startsWith(".") && !name.startsWith("_")) {
                names.add(folder + "/" + name);
            }
        }
        java.util.Collections.sort(names);
        return names;
    }

    @Override
    public InputStream read(String name) throws IOException {
        return fs.open(path(name));
    }

    @Override
    public java.nio.file.Path scratch() {
        return scratch.path();
    }
}

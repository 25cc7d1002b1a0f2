package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.hadoop.InputFiles;
import org.trainprep.hadoop.SuppliedFile;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** {@link DriverFiles} through Hadoop's file systems, with the run's configuration. */
final class HadoopDriverFiles implements DriverFiles {

    private final Configuration conf;
    private final RunPlan plan;
    private final Optional<PartitionLimit> limit;

    HadoopDriverFiles(Configuration conf, RunPlan plan, Optional<PartitionLimit> limit) {
        this.conf = conf;
        this.plan = plan;
        this.limit = limit;
    }

    @Override
    public List<String> inputs() throws IOException, UsageException {
        return InputFiles.listed(conf, plan.inputs(), plan.type().name(), plan::inputOption).stream()
                .map(s -> s.getPath().toString()).toList();
    }

    @Override
    public String firstLine(String file) throws IOException {
        return InputFiles.firstLine(conf, new Path(file));
    }

    @Override
    public <T> T supplied(String file, String noun, String option, Parser<T> parser) throws IOException, UsageException {
        return SuppliedFile.read(conf, file, plan.type().name(), noun, option, parser::parse);
    }

    @Override
    public String qualified(String path) throws IOException {
        Path p = new Path(path);
        return p.getFileSystem(conf).makeQualified(p).toString();
    }

    @Override
    public boolean isFile(String path) throws IOException {
        Path p = new Path(path);
        org.apache.hadoop.fs.FileSystem fs = p.getFileSystem(conf);
        return fs.exists(p) && fs.getFileStatus(p).isFile();
    }

    @Override
    public boolean isFolder(String path) throws IOException {
        Path p = new Path(path);
        org.apache.hadoop.fs.FileSystem fs = p.getFileSystem(conf);
        return fs.exists(p) && fs.getFileStatus(p).isDirectory();
    }

    @Override
    public List<String> list(String folder) throws IOException {
        Path p = new Path(folder);
        org.apache.hadoop.fs.FileStatus[] entries = p.getFileSystem(conf).listStatus(p);
        java.util.Arrays.sort(entries);
        return java.util.Arrays.stream(entries).filter(org.apache.hadoop.fs.FileStatus::isFile)
                .map(s -> s.getPath().toString()).toList();
    }

    @Override
    public long size(String file) throws IOException {
        Path p = new Path(file);
        return p.getFileSystem(conf).getFileStatus(p).getLen();
    }

    @Override
    public java.io.InputStream open(String file, java.util.concurrent.atomic.AtomicLong stored) throws IOException {
        Path p = new Path(file);
        return opened(p, p.getFileSystem(conf), stored);
    }

    /**
     * A sample sizes the run, it is not its input: a local file that disagrees with its checksum file
     * ({@code .x.json.crc}) is sampled as it is, and named by the pass that reads it, not sized as
     * "sample unreadable" first.
     */
    @Override
    public java.io.InputStream sample(String file, java.util.concurrent.atomic.AtomicLong stored) throws IOException {
        Path p = new Path(file);
        org.apache.hadoop.fs.FileSystem fs = p.getFileSystem(conf);
        return opened(p, fs instanceof org.apache.hadoop.fs.ChecksumFileSystem checked ? checked.getRawFileSystem() : fs,
                stored);
    }

    private java.io.InputStream opened(Path p, org.apache.hadoop.fs.FileSystem fs, java.util.concurrent.atomic.AtomicLong stored)
            throws IOException {
        org.apache.hadoop.io.compress.CompressionCodec codec = codec(p);
        java.io.InputStream raw = new Counting(fs.open(p), stored);
        return codec == null ? raw : codec.createInputStream(raw);
    }

    @Override
    public String compression(String file) {
        org.apache.hadoop.io.compress.CompressionCodec codec = codec(new Path(file));
        return codec == null ? "" : codec.getDefaultExtension();
    }

    private org.apache.hadoop.io.compress.CompressionCodec codec(Path p) {
        return new org.apache.hadoop.io.compress.CompressionCodecFactory(org.trainprep.hadoop.Codecs.register(conf))
                .getCodec(p);
    }

    @Override
    public Optional<PartitionLimit> partitionLimit() {
        return limit;
    }

    /** Counts the bytes read through it. */
    private static final class Counting extends java.io.FilterInputStream {
        private final java.util.concurrent.atomic.AtomicLong count;

        Counting(java.io.InputStream in, java.util.concurrent.atomic.AtomicLong count) {
            super(in);
            this.count = count;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count.incrementAndGet();
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count.addAndGet(n);
            }
            return n;
        }
    }

    @Override
    public Optional<String> setting(String key) {
        return Optional.ofNullable(conf.get(key));
    }
}

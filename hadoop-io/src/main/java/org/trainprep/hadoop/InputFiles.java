package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.rejects.DamagedInputs;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Input arguments expanded to files, in the order every engine must agree on. */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * Files in input order: arguments (files, directories or globs) as given; a directory's files
     * by name, its subdirectories' files after them, recursively (the {@code raw/2014/},
     * {@code raw/2018/} layout); {@code _} and {@code .} names skipped at every level, as Hadoop
     * does; glob matches by name; each file once; all fully qualified.
     *
     * @param command for the one-line error when an input does not exist or holds no file
     */
    public static List<Path> expand(Configuration conf, List<String> inputs, String command)
            throws IOException, UsageException {
        return listed(conf, inputs, command).stream().map(FileStatus::getPath).toList();
    }

    /** {@link #expand}, keeping each file's listed status (its size), so nothing asks for it again. */
    public static List<FileStatus> listed(Configuration conf, List<String> inputs, String command)
            throws IOException, UsageException {
        java.util.LinkedHashMap<Path, FileStatus> files = new java.util.LinkedHashMap<>();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(p);
            if (matches == null || matches.length == 0) {
                throw new UsageException(command + ": input " + in + " does not exist; check --input");
            }
            Arrays.sort(matches);
            int before = files.size();
            for (FileStatus m : matches) {
                if (m.isDirectory()) {
                    addDirectory(fs, m.getPath(), files);
                } else {
                    add(fs, m, files);
                }
            }
            if (files.size() == before) {
                throw new UsageException(command + ": input " + in + " holds no files (hidden and _ names are skipped);"
                        + " check --input");
            }
        }
        return new ArrayList<>(files.values());
    }

    private static void add(FileSystem fs, FileStatus file, java.util.Map<Path, FileStatus> files) {
        Path qualified = fs.makeQualified(file.getPath());
        file.setPath(qualified);
        files.putIfAbsent(qualified, file);
    }

    private static void addDirectory(FileSystem fs, Path dir, java.util.Map<Path, FileStatus> files) throws IOException {
        FileStatus[] children = fs.listStatus(dir, c -> visible(c.getName()));
        Arrays.sort(children);
        List<Path> subdirectories = new ArrayList<>();
        for (FileStatus c : children) {
            if (c.isFile()) {
                add(fs, c, files);
            } else if (c.isDirectory()) {
                subdirectories.add(c.getPath());
            }
        }
        for (Path sub : subdirectories) {
            addDirectory(fs, sub, files);
        }
    }

    /** What Hadoop's FileInputFormat reads: not {@code _SUCCESS}, {@code _logs}, {@code .crc} and the like. */
    public static boolean visible(String name) {
        return !name.startsWith("_") && !name.startsWith(".");
    }

    /**
     * The first line of a file (decompressed as Hadoop would; at most 64 KiB; "" when empty), without
     * its newline.
     *
     * @throws IOException naming the file ({@link DamagedInputs#failure}) when it cannot be decompressed
     */
    public static String firstLine(Configuration conf, Path file) throws IOException {
        try {
            return readFirstLine(conf, file);
        } catch (IOException e) {
            if (DamagedInputs.isDamage(e)) {
                throw new IOException(DamagedInputs.failure(Map.of(file.toString(), String.valueOf(e.getMessage())), false), e);
            }
            throw e;
        }
    }

    private static String readFirstLine(Configuration conf, Path file) throws IOException {
        FileSystem fs = file.getFileSystem(conf);
        org.apache.hadoop.io.compress.CompressionCodec codec =
                new org.apache.hadoop.io.compress.CompressionCodecFactory(conf).getCodec(file);
        try (java.io.InputStream raw = fs.open(file);
             java.io.InputStream in = codec == null ? raw : codec.createInputStream(raw)) {
            java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
            int b;
            while (line.size() < (64 << 10) && (b = in.read()) >= 0 && b != '\n') {
                line.write(b);
            }
            return line.toString(java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}

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

    /**
     * A warning when the inputs hold a file and its compressed copy ({@code x.json} beside
     * {@code x.json.gz}, what {@code gzip -k} leaves): both are read, every line twice, which
     * deduplication hides in the rows but not in the counts or the time.
     */
    public static java.util.Optional<String> compressedCopies(List<FileStatus> listed) {
        java.util.Set<Path> paths = new java.util.HashSet<>();
        listed.forEach(f -> paths.add(f.getPath()));
        List<String> pairs = new ArrayList<>();
        for (FileStatus f : listed) {
            String name = f.getPath().getName();
            for (String ext : new String[]{".gz", ".bz2", ".zst"}) {
                if (name.endsWith(ext) && paths.contains(new Path(f.getPath().getParent(),
                        name.substring(0, name.length() - ext.length())))) {
                    pairs.add(name);
                }
            }
        }
        if (pairs.isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("warning: " + pairs.size() + " input file(s) are read beside their uncompressed"
                + " copy, every line twice (" + String.join(", ", pairs.subList(0, Math.min(3, pairs.size())))
                + (pairs.size() > 3 ? ", ..." : "") + "); remove one of each pair, or name the files to read");
    }

    /** {@link #expand}, keeping each file's listed status (its size), so nothing asks for it again. */
    public static List<FileStatus> listed(Configuration conf, List<String> inputs, String command)
            throws IOException, UsageException {
        return listed(conf, inputs, command, in -> "--input");
    }

    /** {@link #listed}, a missing input's message naming the option that gave it ({@code option}). */
    public static List<FileStatus> listed(Configuration conf, List<String> inputs, String command,
                                          java.util.function.Function<String, String> option)
            throws IOException, UsageException {
        Codecs.register(conf);
        java.util.LinkedHashMap<Path, FileStatus> files = new java.util.LinkedHashMap<>();
        Seen seen = new Seen();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] matches;
            if (fs.exists(p)) {
                // the name itself, even when it holds glob characters ("data[2020].json") or a colon, which
                // Hadoop's glob cannot parse as a path ("a:b.json")
                matches = new FileStatus[]{fs.getFileStatus(p)};
            } else {
                try {
                    matches = fs.globStatus(p);
                } catch (IllegalArgumentException e) {
                    throw new UsageException(command + ": input " + in + " does not exist, and Hadoop cannot read it as a"
                            + " pattern (" + e.getMessage() + "); check " + option.apply(in));
                }
            }
            if (matches == null || matches.length == 0) {
                throw new UsageException(command + ": input " + in + (in.matches(".*[*?\\[{].*")
                        ? " does not exist, and as a pattern matches no file" : " does not exist") + "; check "
                        + option.apply(in));
            }
            Arrays.sort(matches);
            int before = files.size();
            seen.given = in;
            seen.ordinal++;
            seen.repeated = null;
            for (FileStatus m : matches) {
                if (m.isDirectory()) {
                    addDirectory(fs, m.getPath(), files, seen, command);
                } else {
                    add(fs, m, files, seen, command);
                }
            }
            if (files.size() == before && seen.repeated != null) {
                throw new UsageException(command + ": " + option.apply(in) + " " + in + " is " + (seen.repeated.equals(in)
                        ? "given twice" : "already read through " + option.apply(seen.repeated) + " " + seen.repeated)
                        + "; give each input once");
            }
            if (files.size() == before) {
                throw new UsageException(command + ": input " + in + " holds no files (hidden and _ names are skipped);"
                        + " check " + option.apply(in));
            }
        }
        return new ArrayList<>(files.values());
    }

    /**
     * What the listing has reached, by real path on local disk, where symbolic links can make a
     * folder its own ancestor (a loop) or reach one file or folder twice (an alias): each real
     * folder is entered once and each real file read once.
     */
    private static final class Seen {
        /** Each real folder entered, with the input (its place in the list, its text) that reached it first. */
        private final java.util.Map<java.nio.file.Path, java.util.Map.Entry<Integer, String>> dirs = new java.util.HashMap<>();
        /** The place of the input being listed. */
        private int ordinal;
        /** Each file read, by real path on local disk or qualified path elsewhere, with the input that gave it. */
        private final java.util.Map<Object, String> files = new java.util.HashMap<>();
        /** The input being listed. */
        private String given;
        /** The earlier input that already gave a file the one being listed gives, or null. */
        private String repeated;

        /** Records a file of the input being listed; false when an earlier one gave it already. */
        boolean first(Object file) {
            String earlier = files.putIfAbsent(file, given);
            if (earlier != null) {
                repeated = earlier;
                return false;
            }
            return true;
        }

        /** The real path of a local path, or null elsewhere (HDFS and object stores have no such links). */
        static java.nio.file.Path real(FileSystem fs, Path p) throws IOException {
            return LocalFiles.isLocal(fs) ? LocalFiles.local(fs.makeQualified(p)).toRealPath() : null;
        }
    }

    /** Compressions and archives no job reads, by file name ending: their bytes would be parsed as lines. */
    private static final java.util.Map<String, String> UNREAD = java.util.Map.ofEntries(
            java.util.Map.entry(".xz", "xz-compressed (xz -d FILE)"),
            java.util.Map.entry(".lzma", "lzma-compressed (xz -d FILE)"),
            java.util.Map.entry(".lz4", "lz4-compressed (lz4 -d FILE)"),
            java.util.Map.entry(".zstd", "zstd-compressed under a name no codec claims (rename it to .zst)"),
            java.util.Map.entry(".br", "brotli-compressed (brotli -d FILE)"),
            java.util.Map.entry(".z", "compress(1)-compressed (uncompress FILE)"),
            java.util.Map.entry(".lzo", "lzo-compressed (lzop -d FILE)"),
            java.util.Map.entry(".snappy", "snappy-compressed"),
            java.util.Map.entry(".7z", "a 7-Zip archive (7z x FILE)"),
            java.util.Map.entry(".zip", "a zip archive (unzip FILE)"),
            java.util.Map.entry(".rar", "a RAR archive (unrar x FILE)"),
            java.util.Map.entry(".tar", "a tar archive (tar xf FILE)"),
            java.util.Map.entry(".tgz", "a tar archive (tar xzf FILE)"),
            java.util.Map.entry(".tar.gz", "a tar archive (tar xzf FILE)"),
            java.util.Map.entry(".tar.bz2", "a tar archive (tar xjf FILE)"));

    /** Why a file cannot be read as lines, judged by its name, or null when it can be. */
    static String unreadable(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        String kind = null;
        int longest = 0;
        for (java.util.Map.Entry<String, String> e : UNREAD.entrySet()) {
            if (lower.endsWith(e.getKey()) && e.getKey().length() > longest) {
                kind = e.getValue();
                longest = e.getKey().length();
            }
        }
        return kind == null ? null : kind.replace("FILE", name);
    }

    private static void add(FileSystem fs, FileStatus file, java.util.Map<Path, FileStatus> files, Seen seen,
                            String command) throws IOException, UsageException {
        Path qualified = fs.makeQualified(file.getPath());
        String unread = unreadable(file.getPath().getName());
        if (unread != null) {
            int paren = unread.indexOf(" (");
            throw new UsageException(command + ": input " + file.getPath().toUri().getPath() + " is "
                    + (paren < 0 ? unread : unread.substring(0, paren)) + ", which trainprep does not read; "
                    + (paren < 0 ? "decompress it" : "unpack it" + unread.substring(paren).replace("(", "(e.g. "))
                    + " into plain, .gz, .bz2 or .zst text, or move it out of the input");
        }
        if (LocalFiles.isLocal(fs)) {
            java.nio.file.Path local = LocalFiles.local(qualified);
            if (!java.nio.file.Files.exists(local)) {
                return; // a symbolic link to nothing holds no data
            }
            if (!java.nio.file.Files.isRegularFile(local)) {
                // a pipe (--input <(cat f)), a FIFO or a device: the jobs split, sample and re-read their input
                throw new UsageException(command + ": input " + file.getPath().toUri().getPath() + " is not a regular file"
                        + " (a pipe or a device), which cannot be split and read again; save it to a file first,"
                        + " e.g. cat ... > input.json");
            }
            if (file.getPath().getName().contains(":")) {
                // Hadoop's checksummed local file system parses the name of the file's .crc companion as a URI
                String name = file.getPath().getName();
                throw new UsageException(command + ": input " + local + " has a ':' in its name, which Hadoop's local"
                        + " file system cannot open; rename it (mv '" + name + "' '" + name.replace(':', '_')
                        + "'), or give a symbolic link to it whose name has none");
            }
            if (!seen.first(local.toRealPath())) {
                return;
            }
        } else if (!seen.first(qualified)) {
            return;
        }
        file.setPath(qualified);
        files.putIfAbsent(qualified, file);
    }

    private static void addDirectory(FileSystem fs, Path dir, java.util.Map<Path, FileStatus> files, Seen seen,
                                     String command) throws IOException, UsageException {
        java.nio.file.Path real = Seen.real(fs, dir);
        java.util.Map.Entry<Integer, String> earlier = real == null ? null
                : seen.dirs.putIfAbsent(real, java.util.Map.entry(seen.ordinal, seen.given));
        if (earlier != null) {
            // a link back to a folder already read (a loop), a second name for one (an alias), or one given twice
            if (earlier.getKey() != seen.ordinal) {
                seen.repeated = earlier.getValue();
            }
            return;
        }
        FileStatus[] children = fs.listStatus(dir, c -> visible(c.getName()));
        Arrays.sort(children);
        List<Path> subdirectories = new ArrayList<>();
        for (FileStatus c : children) {
            if (c.isDirectory()) {
                subdirectories.add(c.getPath());
            } else {
                add(fs, c, files, seen, command);
            }
        }
        for (Path sub : subdirectories) {
            addDirectory(fs, sub, files, seen, command);
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

package org.trainprep.run.stage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.ProjectInfo;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a pass's output depends on, as one SHA-256: the input listing (path, size, modification
 * time and block size of every file), for a pass reading the lines the settings that cut them into
 * splits ({@link #splitLayout}), the pass as its tasks get it (its functions with every option and learned
 * value the driver gave them, serialized), and the code (the version, and the size and time of
 * each jar the pass's classes come from). A finished pass writes it to {@code _PASS} in its folder
 * after its tasks, so a folder without it is a pass that did not finish; {@code --resume} reuses a
 * pass only when the fingerprint it would have now is the one written.
 */
final class PassFingerprint {

    static final String FILE = "_PASS";
    private static final ObjectMapper JSON = new ObjectMapper();

    private PassFingerprint() {
    }

    /**
     * What decides how a pass reading the input lines cuts them into splits besides the listing
     * (each file's block size is in its line): a later pass may look its lines up by the splits this
     * one counted (parallel text's join), so a pass whose splits would differ now is not reused.
     */
    static String splitLayout(Configuration conf) {
        StringBuilder b = new StringBuilder();
        for (String key : new String[] {"mapreduce.input.fileinputformat.split.minsize",
                "mapreduce.input.fileinputformat.split.maxsize", org.trainprep.hadoop.DecompressedRange.RANGE_BYTES,
                "textinputformat.record.delimiter"}) {
            b.append("split\t").append(key).append('=').append(conf.get(key, "")).append('\n');
        }
        return b.toString();
    }

    /** @param layout {@link #splitLayout} for a pass reading the input lines, else empty */
    static String of(List<FileStatus> listed, byte[] pass, List<Class<?>> code, String layout) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder b = new StringBuilder(ProjectInfo.createdBy()).append('\n');
        Set<String> jars = new LinkedHashSet<>();
        for (Class<?> c : code) {
            CodeSource source = c.getProtectionDomain().getCodeSource();
            if (source != null && source.getLocation() != null && "file".equals(source.getLocation().getProtocol())) {
                File f = new File(source.getLocation().getPath());
                // a jar's size and time stand for its build; a folder of classes (a build tree) for nothing more
                jars.add(f.getPath() + (f.isFile() ? "\t" + f.length() + "\t" + f.lastModified() : ""));
            }
        }
        jars.forEach(j -> b.append("code\t").append(j).append('\n'));
        for (FileStatus f : listed) {
            b.append("input\t").append(f.getPath()).append('\t').append(f.getLen()).append('\t')
                    .append(f.getModificationTime()).append('\t').append(f.getBlockSize()).append('\n');
        }
        b.append(layout);
        sha.update(b.toString().getBytes(StandardCharsets.UTF_8));
        sha.update(pass);
        return HexFormat.of().formatHex(sha.digest());
    }

    /** Marks the pass in {@code dir} finished, with how many tasks and partitions it had. */
    static void write(Configuration conf, Path dir, String fingerprint, int tasks, int partitions) throws IOException {
        ObjectNode j = JSON.createObjectNode();
        j.put("fingerprint", fingerprint);
        j.put("tasks", tasks);
        j.put("partitions", partitions);
        FileSystem fs = dir.getFileSystem(conf);
        try (FSDataOutputStream out = fs.create(new Path(dir, FILE), true)) {
            out.write((j + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** What the finished pass in {@code dir} wrote, when it finished with {@code fingerprint}. */
    static Optional<JsonNode> finished(Configuration conf, Path dir, String fingerprint) throws IOException {
        Path file = new Path(dir, FILE);
        FileSystem fs = file.getFileSystem(conf);
        if (!fs.exists(file)) {
            return Optional.empty();
        }
        JsonNode j;
        try (FSDataInputStream in = fs.open(file)) {
            j = JSON.readTree(in);
        } catch (IOException e) {
            return Optional.empty();
        }
        return fingerprint.equals(j.path("fingerprint").asText()) ? Optional.of(j) : Optional.empty();
    }
}

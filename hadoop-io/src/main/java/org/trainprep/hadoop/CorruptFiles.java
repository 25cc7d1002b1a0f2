package org.trainprep.hadoop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.rejects.DamagedInputs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Damaged input files ({@link DamagedInputs}) on MapReduce: the record reader ({@link DamageAwareTextInputFormat})
 * records the file and the cause under the job output's {@code _corrupt/} and ends the split, and
 * the driver fails the run naming it, or with {@code --skip-corrupt-files} lists it and goes on.
 */
public final class CorruptFiles {

    public static final String OUTPUT = "corrupt";
    public static final String DIR = "_corrupt";
    private static final ObjectMapper JSON = new ObjectMapper();

    private CorruptFiles() {
    }

    /**
     * Records {@code file} as damaged, from a task: one JSON line in a file named after the attempt
     * under {@code outputDir/_corrupt/} (outside the committer: a retried attempt only repeats it).
     */
    public static void record(Configuration conf, Path outputDir, String attempt, String file, IOException cause)
            throws IOException {
        ObjectNode n = JSON.createObjectNode();
        n.put("file", file);
        n.put("cause", String.valueOf(cause.getMessage()));
        Path marker = new Path(new Path(outputDir, DIR), "corrupt-" + attempt + ".jsonl");
        FileSystem fs = marker.getFileSystem(conf);
        // one level at most: a task of a stopped run must not make the run's removed directory again
        FilePublisher.makeDir(fs, marker.getParent());
        try (FSDataOutputStream out = FilePublisher.create(fs, marker)) {
            out.write((JSON.writeValueAsString(n) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The damaged files the tasks recorded under {@code dir}, each once, with a cause. */
    public static Map<String, String> read(Configuration conf, Path dir) throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        for (String line : SideFiles.lines(conf, dir, p -> p.getName().startsWith("corrupt"), Integer.MAX_VALUE)) {
            JsonNode n = JSON.readTree(line);
            files.putIfAbsent(n.get("file").asText(), n.get("cause").asText());
        }
        return files;
    }
}

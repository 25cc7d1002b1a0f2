package org.trainprep.mr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.hadoop.SideFiles;

import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.ZipException;

/**
 * Input files that cannot be read to the end because they are damaged (a truncated gzip or
 * bzip2 file, plain text named {@code .gz}): the record reader ({@link DamageAwareTextInputFormat})
 * records the file and the cause under the job output's {@code _corrupt/} and ends the split, and
 * the driver fails the run naming it, or with {@code --skip-corrupt-files} lists it and goes on.
 * Retrying such a task cannot help, so it is not left to fail its attempts one by one; a failure
 * that may be passing (a dropped connection) is not recorded and fails the task as before, for
 * Hadoop to retry.
 */
public final class CorruptFiles {

    public static final String OUTPUT = "corrupt";
    public static final String DIR = "_corrupt";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** What Hadoop's and the JDK's decompressors say about damaged data. */
    private static final Pattern DAMAGE = Pattern.compile(
            "(?i).*(unexpected end of (input )?stream|not (in )?(a )?gzip (format|file)|crc|bad block header|invalid (block|stored block|distance|code)|corrupt).*");

    private CorruptFiles() {
    }

    /** Whether a read failure means the file itself is damaged, so that reading it again cannot help. */
    public static boolean isDamage(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EOFException || t instanceof ZipException
                    || t.getMessage() != null && DAMAGE.matcher(t.getMessage()).matches()) {
                return true;
            }
        }
        return false;
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
        try (FSDataOutputStream out = fs.create(marker, true)) {
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

    /** The one-line failure for files that could not be read, for a command with {@code --skip-corrupt-files}. */
    public static String failure(Map<String, String> files) {
        return failure(files, true);
    }

    /** @param canSkip whether the command has {@code --skip-corrupt-files} to suggest */
    public static String failure(Map<String, String> files, boolean canSkip) {
        Map.Entry<String, String> first = files.entrySet().iterator().next();
        return "input " + first.getKey() + " cannot be read: " + first.getValue()
                + (files.size() > 1 ? " (and " + (files.size() - 1) + " more damaged file(s))" : "")
                + (canSkip ? "; replace it, or pass --skip-corrupt-files to skip unreadable files" : "; replace it");
    }
}

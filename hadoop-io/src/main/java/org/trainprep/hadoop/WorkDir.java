package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;

/**
 * Where a run keeps its intermediate data: on the cluster's own file system, never on S3, where
 * every job output would be committed by copy and read back by the next job over the network.
 * <ul>
 *   <li>{@code --work-dir DIR} given: {@code DIR/RUN-ID};</li>
 *   <li>else, when the default file system is a cluster file system (HDFS on EMR):
 *       {@code hdfs:///tmp/trainprep/RUN-ID};</li>
 *   <li>else (local mode): {@code OUTPUT/_work}.</li>
 * </ul>
 * {@code RUN-ID} is the command, the UTC start time and a random suffix, so concurrent runs never
 * share a directory.
 */
public final class WorkDir {

    /** The name of the work directory when it lives under the output (local mode). */
    public static final String UNDER_OUTPUT = "_work";
    static final String CLUSTER_ROOT = "/tmp/trainprep";
    /** Default file systems that live on the cluster's own disks. */
    private static final Set<String> CLUSTER_SCHEMES = Set.of("hdfs", "viewfs");

    private final FileSystem fs;
    private final Path path;

    private WorkDir(FileSystem fs, Path path) {
        this.fs = fs;
        this.path = path;
    }

    /**
     * Resolves and creates the run's work directory.
     *
     * @param given   {@code --work-dir}, or null for the default
     * @param output  the run's (qualified) output directory
     * @param runId   the run's identity ({@link #runId(String)})
     */
    public static WorkDir create(Configuration conf, String given, Path output, String runId) throws IOException {
        Path path = where(conf, given, output, runId);
        FileSystem fs = path.getFileSystem(conf);
        if (!fs.mkdirs(path)) {
            throw new IOException("could not create work directory " + path);
        }
        return new WorkDir(fs, path);
    }

    /** The work directory run {@code runId} made with the same settings, when it is still there ({@code --resume}). */
    public static java.util.Optional<WorkDir> existing(Configuration conf, String given, Path output, String runId)
            throws IOException {
        Path path = where(conf, given, output, runId);
        FileSystem fs = path.getFileSystem(conf);
        return fs.exists(path) ? java.util.Optional.of(new WorkDir(fs, path)) : java.util.Optional.empty();
    }

    private static Path where(Configuration conf, String given, Path output, String runId) throws IOException {
        Path path;
        if (given != null) {
            path = new Path(given, runId);
        } else {
            FileSystem defaultFs = FileSystem.get(conf);
            String scheme = defaultFs.getUri().getScheme();
            path = scheme != null && CLUSTER_SCHEMES.contains(scheme.toLowerCase(Locale.ROOT))
                    ? defaultFs.makeQualified(new Path(CLUSTER_ROOT, runId))
                    : new Path(output, UNDER_OUTPUT);
        }
        return path.getFileSystem(conf).makeQualified(path);
    }

    /** A run's identity: the command, the UTC start time and a random suffix. */
    public static String runId(String command) {
        byte[] random = new byte[3];
        new SecureRandom().nextBytes(random);
        return command + "-" + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").format(ZonedDateTime.now(ZoneOffset.UTC))
                + "-" + HexFormat.of().formatHex(random);
    }

    public Path path() {
        return path;
    }

    public Path path(String child) {
        return new Path(path, child);
    }

    /** Empties the directory, for a pass that is run again from the start. */
    public void clear() throws IOException {
        WholeRemoval.remove(fs, path);
        if (!fs.mkdirs(path)) {
            throw new IOException("could not create work directory " + path);
        }
    }

    /** Removes the directory and everything in it; a failure to do so is not worth failing a run over. */
    public void delete() {
        try {
            WholeRemoval.remove(fs, path);
        } catch (IOException e) {
            System.err.println("could not remove work directory " + path + ": " + e.getMessage());
        }
    }
}

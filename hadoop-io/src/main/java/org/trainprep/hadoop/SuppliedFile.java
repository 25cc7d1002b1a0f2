package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.InputStream;

/**
 * A small file the user names on the command line (a schema, a vocabulary) read from any Hadoop
 * path, with a missing or unparsable file reported as a one-line usage error naming the option.
 */
public final class SuppliedFile {

    /** Parses the stream; an {@link IllegalArgumentException} means the content is wrong. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(InputStream in) throws IOException;
    }

    private SuppliedFile() {
    }

    /**
     * @param command the command, for the message ({@code census})
     * @param noun    what the file is ({@code schema})
     * @param option  the option naming it ({@code schema}, without dashes)
     */
    public static <T> T read(Configuration conf, String file, String command, String noun, String option,
                             Parser<T> parser) throws IOException, UsageException {
        Path p = new Path(file);
        FileSystem fs = p.getFileSystem(conf);
        if (!fs.exists(p)) {
            throw new UsageException(command + ": " + noun + " " + file + " does not exist; check --" + option);
        }
        if (fs.getFileStatus(p).isDirectory()) {
            throw new UsageException(command + ": " + noun + " " + file + " is a directory; give --" + option
                    + " the " + noun + " file itself");
        }
        try (InputStream in = fs.open(p)) {
            return parser.parse(in);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": --" + option + " " + file + ": " + e.getMessage());
        }
    }
}

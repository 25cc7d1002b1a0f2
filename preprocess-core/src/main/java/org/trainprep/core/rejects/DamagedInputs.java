package org.trainprep.core.rejects;

import java.io.EOFException;
import java.io.IOException;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.ZipException;

/**
 * Input files that cannot be read to the end because they are damaged (a truncated gzip or
 * bzip2 file, plain text named {@code .gz}). Every engine ends the damaged split, records the file
 * and the cause, and its driver fails the run with {@link #failure} (or skips the files where the
 * command allows it). Retrying such a task cannot help; a failure that may pass (a dropped
 * connection) is not damage, and is left to the engine to retry.
 */
public final class DamagedInputs {

    /** What Hadoop's and the JDK's decompressors say about damaged data. */
    private static final Pattern DAMAGE = Pattern.compile(
            "(?i).*(unexpected end of (input )?stream|not (in )?(a )?gzip (format|file)|crc|bad block header|invalid (block|stored block|distance|code)|corrupt"
                    // Hadoop's checksummed file systems: a local file that disagrees with its .crc, a block
                    // whose every replica failed its checksum
                    + "|checksum error"
                    // aircompressor's zstd: a cut file, a file that is not zstd
                    + "|not enough input bytes|invalid magic.*|.*malformed.*).*");

    private DamagedInputs() {
    }

    /** Whether a read failure means the file itself is damaged, so that reading it again cannot help. */
    public static boolean isDamage(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EOFException || t instanceof ZipException
                    // aircompressor's, by name: the job jars relocate its package
                    || t.getClass().getSimpleName().equals("MalformedInputException")
                    || t instanceof IOException && t.getMessage() != null && DAMAGE.matcher(t.getMessage()).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The one-line failure for files that could not be read (file -> cause, not empty).
     *
     * @param canSkip whether the command has {@code --skip-corrupt-files} to suggest
     */
    public static String failure(Map<String, String> files, boolean canSkip) {
        Map.Entry<String, String> first = files.entrySet().iterator().next();
        return "input " + first.getKey() + " cannot be read: " + first.getValue()
                + (files.size() > 1 ? " (and " + (files.size() - 1) + " more damaged file(s))" : "")
                + (canSkip ? "; replace it, or pass --skip-corrupt-files to skip unreadable files" : "; replace it");
    }
}

package org.trainprep.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Name and version stamped into every output ({@code created_by}) so a file can be traced to its code. */
public final class ProjectInfo {

    private static final String VERSION = load();

    private ProjectInfo() {
    }

    public static String version() {
        return VERSION;
    }

    /** E.g. {@code trainprep 0.1.0}. */
    public static String createdBy() {
        return "trainprep " + VERSION;
    }

    private static String load() {
        try (InputStream in = ProjectInfo.class.getResourceAsStream("project.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

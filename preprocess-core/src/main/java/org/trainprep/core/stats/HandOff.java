package org.trainprep.core.stats;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;


/**
 * What a trainer needs to load a run's file, in the words of the example loaders in
 * {@code examples/pytorch/}: the last lines of the summary and a section of {@code stats.json}.
 *
 * @param file    the published file's path or URL
 * @param facts   e.g. {@code n_vocab 10,003, seq_len 100, labels five-class (1..5), 12,345 rows}
 * @param command the example loader's command line for it
 */
public record HandOff(String file, String facts, String command) {




    /** System property {@code bin/pipeline} sets to its checkout, where {@code examples/pytorch/} is. */
    public static final String HOME = "trainprep.home";

    /**
     * The command line running one of {@code examples/pytorch/}'s scripts: by its absolute path when
     * the run knows where the checkout is (so the line works pasted anywhere), else from the checkout.
     */
    public static String exampleCommand(String script) {
        String home = System.getProperty(HOME);
        String relative = "examples/pytorch/" + script;
        if (home != null && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(home, relative))) {
            return "/usr/bin/python3 " + org.trainprep.core.util.ShellWords.quote(java.nio.file.Path.of(home, relative)
                    .toString());
        }
        return "/usr/bin/python3 " + relative;
    }

    /**
     * A path the loader can open: a local file's path, anything else as given (download it first).
     * Hadoop writes a local path unescaped ({@code file:/out[1]/x.h5}), so it is not parsed as a URI.
     */
    public static String local(String file) {
        if (!file.startsWith("file:")) {
            return file;
        }
        String path = file.substring("file:".length());
        if (path.startsWith("//")) {
            int slash = path.indexOf('/', 2);
            path = slash < 0 ? "/" : path.substring(slash);
        }
        return path;
    }

    public ObjectNode toJson() {
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        n.put("file", file);
        n.put("facts", facts);
        n.put("command", command);
        return n;
    }

    /** The summary's closing lines. */
    public void print(java.io.PrintStream out) {
        out.printf("  hand-off              %s%n", file);
        out.printf("    %s%n", facts);
        out.printf("    %s%n", command);
    }
}

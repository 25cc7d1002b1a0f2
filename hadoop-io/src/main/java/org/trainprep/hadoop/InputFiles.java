package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;

/** Input arguments expanded to files, in the order every engine must agree on. */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * Files in input order: arguments (files, directories or globs) as given, a directory's
     * files by name (skipping {@code _}/{@code .} names), glob matches by name, each file once;
     * all fully qualified.
     *
     * @param command for the one-line error when an input does not exist
     */
    public static List<Path> expand(Configuration conf, List<String> inputs, String command)
            throws IOException, UsageException {
        LinkedHashSet<Path> files = new LinkedHashSet<>();
        for (String in : inputs) {
            Path p = new Path(in);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus[] matches = fs.globStatus(p);
            if (matches == null || matches.length == 0) {
                throw new UsageException(command + ": input " + in + " does not exist; check --input");
            }
            Arrays.sort(matches);
            for (FileStatus m : matches) {
                if (m.isDirectory()) {
                    FileStatus[] children = fs.listStatus(m.getPath(),
                            c -> !c.getName().startsWith("_") && !c.getName().startsWith("."));
                    Arrays.sort(children);
                    for (FileStatus c : children) {
                        if (c.isFile()) {
                            files.add(fs.makeQualified(c.getPath()));
                        }
                    }
                } else {
                    files.add(fs.makeQualified(m.getPath()));
                }
            }
        }
        return new ArrayList<>(files);
    }
}

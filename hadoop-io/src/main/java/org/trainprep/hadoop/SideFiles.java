package org.trainprep.hadoop;

import org.trainprep.core.rejects.RejectRecord;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.PathFilter;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Small text files tasks leave beside a job's output (reject samples, damaged-file records), read by the driver. */
public final class SideFiles {

    private SideFiles() {
    }

    /** The first {@code max} reject samples ({@link RejectRecord} JSON lines, {@code *.jsonl}) under {@code dir}, files by name. */
    public static List<RejectRecord> rejectSamples(Configuration conf, Path dir, int max) throws IOException {
        return lines(conf, dir, p -> p.getName().endsWith(".jsonl"), max).stream().map(RejectRecord::parse).toList();
    }

    /** The first {@code max} lines of the files in {@code dir} that {@code filter} accepts, files by name; none if no dir. */
    public static List<String> lines(Configuration conf, Path dir, PathFilter filter, int max) throws IOException {
        List<String> lines = new ArrayList<>();
        FileSystem fs = dir.getFileSystem(conf);
        if (!fs.exists(dir)) {
            return lines;
        }
        FileStatus[] files = fs.listStatus(dir, filter);
        Arrays.sort(files);
        for (FileStatus f : files) {
            try (FSDataInputStream in = fs.open(f.getPath());
                 BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while (lines.size() < max && (line = r.readLine()) != null) {
                    lines.add(line);
                }
            }
            if (lines.size() >= max) {
                break;
            }
        }
        return lines;
    }
}

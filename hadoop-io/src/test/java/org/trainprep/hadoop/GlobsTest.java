package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GlobsTest {

    @TempDir
    java.nio.file.Path tmp;

    @Test
    void aDirectoryNamedWithGlobCharactersIsListedLiterallyWithAPatternAfterIt() throws Exception {
        Configuration conf = new Configuration();
        for (String name : List.of("out[1]", "out{a,b}", "o*ut?", "back\\slash", "comma,name")) {
            java.nio.file.Path dir = Files.createDirectories(tmp.resolve(name).resolve("_work").resolve("pairs"));
            Files.writeString(dir.resolve("part-0"), "x\n");
            Files.writeString(dir.resolve("part-1"), "y\n");
            Files.writeString(dir.resolve("other"), "z\n");
            Path hadoop = LocalFiles.hadoop(dir);
            FileSystem fs = hadoop.getFileSystem(conf);
            FileStatus[] parts = fs.globStatus(new Path(Globs.literal(hadoop), "part-*"));
            assertThat(parts).as(name).hasSize(2);
            // through a job's input paths (escaped, comma-joined, read back), as the jobs list them
            Job job = Job.getInstance(conf);
            FileInputFormat.setInputPaths(job, Globs.literal(hadoop));
            List<String> listed = new TextInputFormat() {
                List<String> names(Job j) throws java.io.IOException {
                    return listStatus(j).stream().map(s -> s.getPath().getName()).sorted().toList();
                }
            }.names(job);
            assertThat(listed).as(name).containsExactly("other", "part-0", "part-1");
        }
    }
}

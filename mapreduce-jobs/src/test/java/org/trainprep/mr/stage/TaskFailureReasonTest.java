package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.Pass;
import org.trainprep.mr.job.JobSetup;

import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A local task's error reaches the driver's one line; local mode keeps no task diagnostics. */
class TaskFailureReasonTest {

    @TempDir
    Path dir;

    @Test
    void aLocalMapTaskOutOfMemoryIsSaidAsOutOfMemoryInsteadOfNoReason() throws Exception {
        Path input = Files.writeString(dir.resolve("in.txt"), "one\ntwo\n");
        Path plan = dir.resolve("_pass.ser");
        Pass pass = Pass.overLines("t", List.of(input.toString()), false, (offset, bytes, length, out) -> {
            throw new OutOfMemoryError("Java heap space");
        }).build();
        try (OutputStream f = Files.newOutputStream(plan); ObjectOutputStream o = new ObjectOutputStream(f)) {
            o.writeObject(new TaskPlan(pass, dir.toString(), "run", 1, 1, 1));
        }
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        conf.set(TaskPlan.KEY, plan.toString());
        Job job = Job.getInstance(conf, "trainprep t: encode");
        job.setInputFormatClass(LineInputFormat.class);
        job.setMapperClass(StageLineMapper.class);
        job.setMapOutputKeyClass(BytesWritable.class);
        job.setMapOutputValueClass(BytesWritable.class);
        job.setNumReduceTasks(0);
        FileInputFormat.addInputPath(job, new org.apache.hadoop.fs.Path(input.toString()));
        FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(dir.resolve("out").toString()));
        assertThat(job.waitForCompletion(false)).isFalse();

        String why = JobSetup.failure(job);
        assertThat(why).matches("task attempt_local\\d+_\\d+_m_000000_0: java.lang.OutOfMemoryError: Java heap space");
        assertThat(JobSetup.outOfMemory(why, job.getJobName()))
                .hasMessage("Java heap space, in a task of job 'trainprep t: encode'");
        assertThat(JobSetup.outOfMemory("task x: java.io.IOException: disk", "j")).isNull();
    }
}

package org.trainprep.spark.stage;

import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How many tasks share an executor's heap, by master and executor settings; a failed job's other tasks. */
class SparkStagesTest {

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tmp;

    private static int tasks(String master, String... settings) {
        SparkConf conf = new SparkConf(false).set("spark.master", master);
        for (int i = 0; i < settings.length; i += 2) {
            conf.set(settings[i], settings[i + 1]);
        }
        return SparkStages.tasksPerExecutor(conf);
    }

    @Test
    void aLocalMastersThreadsShareItsHeap() {
        assertThat(tasks("local")).isEqualTo(1);
        assertThat(tasks("local[2]")).isEqualTo(2);
        assertThat(tasks("local[16,3]")).isEqualTo(16);
        assertThat(tasks("local[*]")).isZero();
        assertThat(tasks("local-cluster[2,3,1024]")).isEqualTo(3);
    }

    @Test
    void aClustersExecutorRunsItsCoresOverEachTasksAtOnce() {
        assertThat(tasks("yarn")).isEqualTo(1);
        assertThat(tasks("yarn", "spark.executor.cores", "4")).isEqualTo(4);
        assertThat(tasks("yarn", "spark.executor.cores", "4", "spark.task.cpus", "2")).isEqualTo(2);
        assertThat(tasks("k8s://https://host:443", "spark.executor.cores", "3")).isEqualTo(3);
        // a standalone executor takes all of its worker's cores unless told
        assertThat(tasks("spark://host:7077")).isZero();
    }

    @Test
    void aTasksShareIsAQuarterOfTheHeapOverTheTasksAtOnce() {
        long heap = Runtime.getRuntime().maxMemory();
        assertThat(SparkStages.taskMemory(2)).isEqualTo(heap / 4 / 2);
        assertThat(SparkStages.taskMemory(0)).isEqualTo(heap / 4 / Runtime.getRuntime().availableProcessors());
    }

    @Test
    void aFailedJobReturnsOnlyOnceItsOtherRunningTaskEnded() throws Exception {
        String late = tmp.resolve("written-after-the-failure").toString();
        try (org.apache.spark.api.java.JavaSparkContext sc = org.trainprep.spark.LocalSpark.start("failed job")) {
            Throwable failed = org.assertj.core.api.Assertions.catchThrowable(() -> SparkStages.endingItsTasks(() -> {
                sc.parallelize(java.util.List.of(0, 1), 2).foreach(i -> {
                    if (i == 0) {
                        Thread.sleep(300);
                        throw new IllegalStateException("task 0 fails");
                    }
                    // a task still writing when the job is given up on: Spark does not interrupt it
                    Thread.sleep(3_000);
                    java.nio.file.Files.writeString(java.nio.file.Path.of(late), "part");
                });
                return 2;
            }));
            assertThat(failed).hasMessageContaining("task 0 fails");
            // the run's clean-up, which follows, would otherwise remove its folders before the file came
            assertThat(java.nio.file.Path.of(late)).exists();
            assertThat(Thread.getAllStackTraces().entrySet()).noneMatch(e -> SparkStages.runsATask(e.getKey(), e.getValue()));
            // the executor's idle threads (named for their last task) are not waited for
            long start = System.nanoTime();
            SparkStages.awaitLocalTasks();
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1_000);
        }
    }
}

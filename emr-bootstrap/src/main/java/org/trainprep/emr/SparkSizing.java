package org.trainprep.emr;

import java.util.List;
import java.util.Optional;

/**
 * The executors of a Spark run: on EMR on EC2 read off the core nodes' type (as
 * {@link InstanceCapacity} does for the reduce tasks), on EMR Serverless as workers of 4 vCPU and
 * 16 GB. Fixed, not dynamically allocated, and the default parallelism set to the slots, so the
 * job sizes its partitions from the capacity it will have rather than from the executors that
 * happened to have registered when it started.
 *
 * @param executors executors the run gets
 * @param cores     task slots (vCPUs) per executor
 * @param memoryMb  heap per executor; Spark adds 10% (at least 384 MB) off heap
 */
record SparkSizing(int executors, int cores, int memoryMb) {

    /** Executor width: wide enough to share one JVM's fixed costs, narrow enough to fit every family. */
    static final int CORES = 4;
    /** Room left on one node for the driver's container (cluster deploy mode). */
    static final int DRIVER_ROOM_MB = 2048;
    /**
     * The driver's heap on EC2, so its container (heap and Spark's 384 MB least overhead) fits that room
     * whatever EMR's default for the type would ask: a larger driver beside full executors leaves one
     * of them unplaced.
     */
    static final int DRIVER_MEMORY_MB = DRIVER_ROOM_MB - 384;
    /** A Serverless worker of 4 vCPU has 16 GB: 14 GB of heap plus Spark's 10% overhead fits. */
    static final int SERVERLESS_MEMORY_MB = 14 * 1024;

    static Optional<SparkSizing> onEc2(String instanceType, int nodes) {
        return InstanceCapacity.of(instanceType).map(c -> {
            int cores = Math.min(CORES, c.vcpus());
            int perNode = c.vcpus() / cores;
            long yarnMb = (long) (c.memoryGib() * 1024L * InstanceCapacity.YARN_SHARE) - DRIVER_ROOM_MB;
            int memoryMb = (int) (yarnMb / perNode * 10 / 11 / 512 * 512);
            return new SparkSizing(nodes * perNode, cores, memoryMb);
        });
    }

    /** As many 4-vCPU workers as the EC2 plan's core nodes have vCPUs for (one a node when the type is unknown). */
    static SparkSizing serverless(String instanceType, int nodes) {
        int vcpus = InstanceCapacity.of(instanceType).map(InstanceCapacity::vcpus).orElse(CORES);
        return new SparkSizing(Math.max(1, nodes * vcpus / CORES), CORES, SERVERLESS_MEMORY_MB);
    }

    /** The EC2 driver's settings, beside {@link #conf()}. */
    static List<String> driverConf() {
        return List.of("--conf", "spark.driver.memory=" + DRIVER_MEMORY_MB + "m");
    }

    int slots() {
        return executors * cores;
    }

    /** The settings as {@code --conf} pairs, for spark-submit's arguments or Serverless's {@code sparkSubmitParameters}. */
    List<String> conf() {
        return List.of("--conf", "spark.executor.instances=" + executors, "--conf", "spark.executor.cores=" + cores,
                "--conf", "spark.executor.memory=" + memoryMb + "m", "--conf", "spark.dynamicAllocation.enabled=false",
                "--conf", "spark.default.parallelism=" + slots());
    }
}

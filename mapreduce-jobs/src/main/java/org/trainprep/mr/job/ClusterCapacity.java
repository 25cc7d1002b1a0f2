package org.trainprep.mr.job;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.MRConfig;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.apache.hadoop.yarn.api.records.NodeReport;
import org.apache.hadoop.yarn.api.records.NodeState;
import org.apache.hadoop.yarn.client.api.YarnClient;

/**
 * How many reduce tasks the cluster runs at once, for sizing: {@code -D trainprep.cluster.reduce-slots=N}
 * when given (the EMR step generator passes what the instance type and node count give), the cores
 * in local mode, else the running YARN nodes' memory and vcores divided by what one reduce task asks
 * for. 0 when it cannot be known.
 */
public final class ClusterCapacity {

    public static final String REDUCE_SLOTS = "trainprep.cluster.reduce-slots";

    private ClusterCapacity() {
    }

    /** @return reduce slots and where the figure came from */
    public static Slots reduceSlots(Configuration conf) {
        int given = conf.getInt(REDUCE_SLOTS, 0);
        if (given > 0) {
            return new Slots(given, REDUCE_SLOTS);
        }
        if (MRConfig.LOCAL_FRAMEWORK_NAME.equals(conf.get(MRConfig.FRAMEWORK_NAME, MRConfig.LOCAL_FRAMEWORK_NAME))) {
            return new Slots(conf.getInt("mapreduce.local.reduce.tasks.maximum",
                    Runtime.getRuntime().availableProcessors()), "local cores");
        }
        long memory = conf.getLong(MRJobConfig.REDUCE_MEMORY_MB, MRJobConfig.DEFAULT_REDUCE_MEMORY_MB);
        int vcores = conf.getInt(MRJobConfig.REDUCE_CPU_VCORES, MRJobConfig.DEFAULT_REDUCE_CPU_VCORES);
        try (YarnClient yarn = YarnClient.createYarnClient()) {
            yarn.init(conf);
            yarn.start();
            long slots = 0;
            for (NodeReport n : yarn.getNodeReports(NodeState.RUNNING)) {
                slots += Math.min(n.getCapability().getMemorySize() / Math.max(1, memory),
                        n.getCapability().getVirtualCores() / Math.max(1, vcores));
            }
            // the application master takes one container
            return new Slots((int) Math.max(0, Math.min(Integer.MAX_VALUE, slots - 1)), "YARN nodes");
        } catch (Exception | LinkageError e) {
            return new Slots(0, "unknown (" + e.getMessage() + ")");
        }
    }

    public record Slots(int count, String source) {
    }
}

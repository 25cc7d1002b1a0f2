package org.trainprep.emr;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * vCPUs and memory of an EC2 instance type, read off its name for the general-purpose (m),
 * memory-optimised (r) and compute-optimised (c) families of current generations, and how many of
 * the review chain's reduce tasks YARN runs on one such node. Other families are not guessed at:
 * the job then asks YARN itself.
 */
record InstanceCapacity(int vcpus, int memoryGib) {

    /** The reduce container the review steps ask for; their reducers stream, so 3 GiB is ample. */
    static final int REDUCE_TASK_MB = 3072;
    /** EMR gives YARN about three quarters of a node's memory (12 of 16 GiB on an m5.xlarge). */
    static final double YARN_SHARE = 0.75;

    private static final Pattern NAME = Pattern.compile("([mrc])[5-8][a-z]*\\.(\\d*)(x?large)");
    private static final Map<Character, Integer> GIB_PER_VCPU = Map.of('m', 4, 'r', 8, 'c', 2);

    static Optional<InstanceCapacity> of(String instanceType) {
        Matcher m = NAME.matcher(instanceType);
        if (!m.matches()) {
            return Optional.empty();
        }
        int vcpus = m.group(3).equals("large") ? (m.group(2).isEmpty() ? 2 : 0)
                : 4 * (m.group(2).isEmpty() ? 1 : Integer.parseInt(m.group(2)));
        if (vcpus == 0) {
            return Optional.empty();
        }
        return Optional.of(new InstanceCapacity(vcpus, vcpus * GIB_PER_VCPU.get(m.group(1).charAt(0))));
    }

    /** Reduce tasks one node runs at once: bounded by YARN's memory and by the vCPUs. */
    int reduceSlots() {
        return (int) Math.max(1, Math.min(vcpus, memoryGib * 1024L * YARN_SHARE / REDUCE_TASK_MB));
    }
}

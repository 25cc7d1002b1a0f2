package org.trainprep.core.neardup;

import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Connected components of a graph too big for one machine, as distributed passes: the
 * alternating large-star and small-star operations of Kiveris et al., "Connected Components in
 * MapReduce and Beyond" (SoCC 2014), until a round changes no edge. Then every component is a
 * star whose centre is its least node, each other node holding one edge to it.
 *
 * <p>Nodes are fixed-width byte strings ordered as unsigned bytes. An edge is a record keyed by
 * its two ends, the greater first ({@code [u][v]}, {@code u > v}), with an empty value. Each
 * operation is one shuffle whose keys are {@code [node][neighbour]}, partitioned by the node and
 * sorted, so a node's least neighbour comes first: a task holds one node's least neighbour, never
 * its neighbourhood, whatever the component's size.
 */
public final class ConnectedComponents {

    /** The dataset of edges each pass writes. */
    public static final String EDGES = "edges";
    /** Edges a pass put in place of others; a round whose two passes changed none ends the work. */
    static final String CHANGED = "CC_CHANGED_EDGES";
    /** Rounds before the work is called off: the operations converge in O(log^2 n) rounds. */
    static final int MAX_ROUNDS = 200;

    private ConnectedComponents() {
    }

    /**
     * The star edges {@code [node][least node of its component]} of every node in an edge, but the
     * least ones, and how many rounds it took.
     */
    public record Result(PassResult.DatasetRef stars, int rounds) {
    }

    /**
     * Runs the rounds over {@code edges} (a dataset of {@code [u][v]}, {@code u > v}, nodes
     * {@code width} bytes), in {@code partitions} partitions, passes named {@code prefix-large-N}
     * and {@code prefix-small-N}.
     */
    public static Result run(Stages stages, PassResult.DatasetRef edges, int width, int partitions, String prefix)
            throws IOException, InterruptedException {
        PassResult.DatasetRef current = edges;
        for (int round = 1; round <= MAX_ROUNDS; round++) {
            PassResult large = stages.run(Pass.overDataset(prefix + "-large-" + round, current, new BothWays(width))
                    .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(width), Shuffle.Order.bytes(), null, new LargeStar(width)))
                    .build());
            PassResult small = stages.run(Pass.overDataset(prefix + "-small-" + round, large.dataset(EDGES),
                            RecordFn.identity())
                    .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(width), Shuffle.Order.bytes(), null, new SmallStar(width)))
                    .build());
            current = small.dataset(EDGES);
            stages.progress().always(String.format(java.util.Locale.ROOT, "%s: round %d changed %,d + %,d edges",
                    prefix, round, large.count(CHANGED), small.count(CHANGED)));
            if (large.count(CHANGED) == 0 && small.count(CHANGED) == 0) {
                return new Result(current, round);
            }
        }
        throw new IOException(prefix + ": connected components did not settle in " + MAX_ROUNDS
                + " rounds (each round should about halve the longest path): a bug, please report it");
    }

    /** An edge to both its ends, for large-star: each node sees all its neighbours. */
    static final class BothWays implements RecordFn {
        private final int width;

        BothWays(int width) {
            this.width = width;
        }

        @Override
        public void record(byte[] edge, byte[] value, TaskOutput out) throws IOException {
            out.emit(edge, value);
            byte[] back = new byte[2 * width];
            System.arraycopy(edge, width, back, 0, width);
            System.arraycopy(edge, 0, back, width, width);
            out.emit(back, value);
        }
    }

    /** The keys of one shuffle partition as runs of one node's neighbours, least first. */
    abstract static class PerNode implements GroupFn {
        final int width;
        transient byte[] node;
        transient byte[] least;
        transient long changed;

        PerNode(int width) {
            this.width = width;
        }

        @Override
        public void setup(TaskContext task) {
            node = null;
            changed = 0;
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] u = Arrays.copyOfRange(key, 0, width);
            byte[] v = Arrays.copyOfRange(key, width, 2 * width);
            if (node == null || !Arrays.equals(node, u)) {
                node = u;
                least = v;
                first(u, v, out);
            } else {
                next(u, v, out);
            }
        }

        abstract void first(byte[] u, byte[] v, TaskOutput out) throws IOException;

        abstract void next(byte[] u, byte[] v, TaskOutput out) throws IOException;

        @Override
        public void finish(TaskOutput out) {
            out.count(CHANGED, changed);
        }

        static byte[] edge(byte[] greater, byte[] lesser) {
            byte[] e = Arrays.copyOf(greater, greater.length + lesser.length);
            System.arraycopy(lesser, 0, e, greater.length, lesser.length);
            return e;
        }

        static int compare(byte[] a, byte[] b) {
            return Arrays.compareUnsigned(a, b);
        }
    }

    /** Large-star: every neighbour greater than the node to the least of the node and its neighbours. */
    static final class LargeStar extends PerNode {
        private transient byte[] m;
        private transient boolean least;

        LargeStar(int width) {
            super(width);
        }

        @Override
        void first(byte[] u, byte[] v, TaskOutput out) throws IOException {
            least = compare(u, v) < 0;
            m = least ? u : v;
            next(u, v, out);
        }

        @Override
        void next(byte[] u, byte[] v, TaskOutput out) throws IOException {
            if (compare(v, u) > 0) {
                out.record(EDGES, edge(v, m), new byte[0]);
                if (!least) {
                    changed++;
                }
            }
        }
    }

    /** Small-star: the node and its lesser neighbours (the only ones it is sent) to the least of them. */
    static final class SmallStar extends PerNode {
        SmallStar(int width) {
            super(width);
        }

        @Override
        void first(byte[] u, byte[] v, TaskOutput out) throws IOException {
            out.record(EDGES, edge(u, v), new byte[0]);
        }

        @Override
        void next(byte[] u, byte[] v, TaskOutput out) throws IOException {
            out.record(EDGES, edge(v, least), new byte[0]);
            changed++;
        }
    }
}

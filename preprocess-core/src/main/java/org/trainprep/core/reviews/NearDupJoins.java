package org.trainprep.core.reviews;

import org.trainprep.core.neardup.ConnectedComponents;
import org.trainprep.core.neardup.MinHash;
import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;

import static org.trainprep.core.reviews.NearDuplicateRemoval.*;
import static org.trainprep.core.reviews.NodeRecords.*;

/** The near-duplicate passes that join texts' node records with pairs by position: confirmation, clusters, verdicts. */
final class NearDupJoins {

    private NearDupJoins() {
    }

    /**
     * The join passes' map: a node record ({@code [position]}) keyed {@code [position][0]}; a pair
     * {@code [a][b]} keyed {@code [a][1][b]} and {@code [b][2][a]}, so each end meets its node
     * record first.
     */
    static class Tagged implements RecordFn {
        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            if (key.length == Position.WIDTH) {
                out.emit(concat(key, new byte[] {NODE}), value);
                return;
            }
            byte[] a = Arrays.copyOf(key, Position.WIDTH);
            byte[] b = Arrays.copyOfRange(key, Position.WIDTH, 2 * Position.WIDTH);
            out.emit(concat(a, new byte[] {FIRST}, b), value);
            out.emit(concat(b, new byte[] {SECOND}, a), new byte[0]);
        }
    }

    /**
     * The first join's map: a distinct text (its copies' ratings and position as the value) keyed
     * {@code [position][0]} with its text and ratings; a candidate pair (an empty value) as {@link Tagged}.
     */
    static final class TextsAndPairs extends Tagged {
        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            if (value.length == 0) {
                super.record(key, value, out);
                return;
            }
            out.emit(concat(Copies.position(value), new byte[] {NODE}), concat(Arrays.copyOf(value, 40), key));
        }
    }

    /** A join's reduce, run by node: its node record (if any) first, then its pairs, each once. */
    abstract static class ByNode implements GroupFn {
        transient byte[] node;
        transient byte[] nodeValue;
        private transient long[] nodeSignature;

        /** The node record's signature, decoded once for all the node's pairs (a kept text may have thousands). */
        long[] nodeSignature() {
            if (nodeSignature == null) {
                nodeSignature = signature(nodeValue);
            }
            return nodeSignature;
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] n = Arrays.copyOf(key, Position.WIDTH);
            if (node == null || !Arrays.equals(node, n)) {
                if (node != null) {
                    done(out);
                }
                node = n;
                nodeValue = null;
                nodeSignature = null;
            }
            byte tag = key[Position.WIDTH];
            byte[] value = values.next();
            if (tag == NODE) {
                nodeValue = value;
            } else {
                if (nodeValue == null) {
                    throw new IOException("near-duplicates: a pair names a text with no signature: a bug, please report it");
                }
                pair(tag == FIRST, Arrays.copyOfRange(key, Position.WIDTH + 1, key.length), value, out);
            }
        }

        /** A pair of the node's: {@code first} when the node is its first end. */
        abstract void pair(boolean first, byte[] other, byte[] value, TaskOutput out) throws IOException;

        /** The node's records are over. */
        void done(TaskOutput out) throws IOException {
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            if (node != null) {
                done(out);
            }
        }
    }

    /**
     * Pass 2: a candidate's later text sends its signature to the earlier one's
     * ({@code half}); every text in a candidate keeps its node record in {@code cnodes}, the only
     * ones the later passes read.
     */
    static final class SendSignature extends ByNode {
        private final org.trainprep.core.neardup.MinHash minHash;
        private transient byte[] signed;

        SendSignature(org.trainprep.core.neardup.NearDupSettings settings) {
            this.minHash = new org.trainprep.core.neardup.MinHash(settings.shingle(), settings.permutations());
        }

        /** The node's record, signed the first time a pair needs it: its value here is its ratings (40 bytes) then its text. */
        private byte[] signed() {
            if (signed == null) {
                byte[] text = Arrays.copyOfRange(nodeValue, 40, nodeValue.length);
                signed = node(TextOrder.hash(text, 0, text.length), nodeValue, minHash.signature(text, text.length));
            }
            return signed;
        }

        @Override
        void pair(boolean first, byte[] other, byte[] value, TaskOutput out) throws IOException {
            byte[] n = signed();
            if (first) {
                out.record(HALF, concat(other, node), Arrays.copyOfRange(n, 48, n.length));
            }
        }

        @Override
        void done(TaskOutput out) throws IOException {
            if (signed != null) {
                out.record(CNODES, node, signed);
            }
            signed = null;
        }
    }

    /** Pass 3: at the earlier text, each candidate's signatures compared; confirmed pairs are edges {@code [later][earlier]}. */
    static final class Confirm extends ByNode {
        private final double threshold;
        private transient long confirmed;

        Confirm(double threshold) {
            this.threshold = threshold;
        }

        @Override
        void pair(boolean first, byte[] later, byte[] laterSig, TaskOutput out) throws IOException {
            if (!first) {
                return;
            }
            long[] a = nodeSignature();
            long[] b = new long[a.length];
            ByteBuffer.wrap(laterSig).asLongBuffer().get(b);
            if ((double) MinHash.agreements(a, b) / a.length >= threshold) {
                out.record(ConnectedComponents.EDGES, concat(later, node), new byte[0]);
                confirmed++;
            }
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            super.finish(out);
            out.count(CONFIRMED_PAIRS, confirmed);
        }
    }

    /** Pass 4: a removed text (one with a star edge to its component's least) sends its node record to it. */
    static final class ToCentre extends ByNode {
        @Override
        void pair(boolean first, byte[] centre, byte[] value, TaskOutput out) throws IOException {
            if (first) {
                out.record(MEMBERS, concat(centre, node), nodeValue);
            }
        }
    }

    /**
     * Pass 5, at each component's kept text: every member's removal ({@code removals}, keyed by its
     * position: the kept one's, agreeing values, signature length) and verdict, then the kept
     * one's verdict with the ratings of the whole component.
     */
    static final class Verdicts extends ByNode {
        private transient RatingHistogram ratings;
        private transient long size;
        private transient long clusters;
        private transient long removed;
        private transient int examples;
        private transient java.util.Map<String, Long> sizes;

        @Override
        public void setup(TaskContext task) {
            ratings = new RatingHistogram();
            sizes = new java.util.TreeMap<>();
        }

        @Override
        void pair(boolean first, byte[] member, byte[] memberNode, TaskOutput out) throws IOException {
            if (!first) {
                return;
            }
            if (size == 0) {
                ratings.clear();
                addRatings(ratings, nodeValue);
                size = 1;
            }
            size++;
            addRatings(ratings, memberNode);
            int agree = MinHash.agreements(nodeSignature(), signature(memberNode));
            int values = (memberNode.length - 48) / 8;
            out.record(REMOVALS, member, concat(node, ByteBuffer.allocate(8).putInt(agree).putInt(values).array()));
            out.record(VERDICTS, verdictKey(textHash(memberNode), member), new byte[] {0});
            if (examples < EXAMPLES_SHOWN && size == 2) {
                out.line(EXAMPLES, hex(node) + " " + hex(member) + " " + agree + " " + values);
                examples++;
            }
        }

        @Override
        void done(TaskOutput out) throws IOException {
            if (size > 1) {
                byte[] v = new byte[41];
                v[0] = 1;
                System.arraycopy(Copies.of(ratings, node), 0, v, 1, 40);
                out.record(VERDICTS, verdictKey(textHash(nodeValue), node), v);
                clusters++;
                removed += size - 1;
                sizes.merge(sizeClass(size), 1L, Long::sum);
            }
            size = 0;
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            super.finish(out);
            out.count(CLUSTERS, clusters);
            out.count(REMOVED, removed);
            sizes.forEach((name, n) -> out.count(SIZE_PREFIX + name, n));
        }
    }

}

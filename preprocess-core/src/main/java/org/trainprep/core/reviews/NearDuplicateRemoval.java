package org.trainprep.core.reviews;

import org.trainprep.core.neardup.ConnectedComponents;
import org.trainprep.core.neardup.MinHash;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * Near-duplicate removal over the distinct texts, as {@code docs/REVIEWS.md} ("Near-duplicates")
 * specifies it, in passes that hold O(1) texts' worth of memory per task whatever the clusters'
 * sizes. A text is named by its earliest input {@link Position}.
 * <ol>
 *   <li>{@code near-dup-minhash} (map only): each text's MinHash signature ({@link MinHash}) to
 *       the {@code nodes} dataset, its band keys {@code [band][band hash][position]} to its own;
 *       {@code near-dup-buckets}: those shuffled so a bucket's texts meet in position order; each
 *       but the first of a bucket is a candidate pair with the first;</li>
 *   <li>{@code near-dup-pairs} and {@code near-dup-confirm}: the candidates joined with both ends'
 *       signatures; a pair is confirmed when the share of agreeing values is at least the
 *       threshold;</li>
 *   <li>connected components of the confirmed pairs ({@link ConnectedComponents}): every text of
 *       a component but its least position is removed;</li>
 *   <li>{@code near-dup-cluster} and {@code near-dup-verdict}: each removed text's verdict, and the
 *       kept one's, rated by the mode over every copy in the component (the exact-dedup rule over
 *       the cluster); each removal with its similarity to the kept text;</li>
 *   <li>{@code near-dup-audit}: the removals in input order, one JSON line each, into the output's
 *       {@code _near_duplicates/};</li>
 *   <li>{@code near-dup-apply}: the distinct texts and the verdicts shuffled by text as the dedup
 *       pass did, so each partition keeps its texts and their order, less the removed ones.</li>
 * </ol>
 */
final class NearDuplicateRemoval {

    static final String FOLDER = "_near_duplicates";
    static final String KEPT = "kept";
    static final String NODES = "nodes";
    static final String CANDIDATES = "candidates";
    static final String CNODES = "cnodes";
    static final String HALF = "half";
    static final String MEMBERS = "members";
    static final String REMOVALS = "removals";
    static final String VERDICTS = "verdicts";
    static final String EXAMPLES = "_examples";
    static final String EXAMPLE_TEXTS = "_example_texts";
    static final String FILES = "_files";

    static final String CANDIDATE_PAIRS = "NEAR_DUP_CANDIDATE_PAIRS";
    static final String CONFIRMED_PAIRS = "NEAR_DUP_CONFIRMED_PAIRS";
    static final String CLUSTERS = "NEAR_DUP_CLUSTERS";
    static final String REMOVED = "NEAR_DUP_REMOVED";
    static final String SIZE_PREFIX = "NEAR_DUP_CLUSTER_SIZE_";
    /** Input bytes per file of {@code _near_duplicates/}: the files depend on the input alone, not on the partitions. */
    static final long AUDIT_BYTES_PER_FILE = 4L << 30;

    private static final byte NODE = 0;
    private static final byte FIRST = 1;
    private static final byte SECOND = 2;

    private NearDuplicateRemoval() {
    }

    /**
     * What the removal left: the kept texts and their word counts (the datasets the dedup pass
     * would have written), its passes, and how many rounds the components took.
     */
    record Result(PassResult.DatasetRef kept, PassResult.DatasetRef words, List<PassResult> passes,
                  NearDupFindings findings) {
    }

    /** Example clusters shown in the statistics and the report. */
    static final int EXAMPLES_SHOWN = 5;

    static Result run(Stages stages, NearDupSettings settings, PassResult.DatasetRef distinct, int partitions,
                      boolean countWords, String words) throws IOException, InterruptedException {
        List<PassResult> passes = new ArrayList<>();
        // map-only, as only a pass's own tasks write its datasets: the signatures stay where they are made
        PassResult signed = stages.run(Pass.overDataset("near-dup-minhash", distinct, new Sign(settings)).build());
        PassResult minhash = stages.run(Pass.overDataset("near-dup-buckets", signed.dataset(Pass.DATASET),
                        RecordFn.identity())
                .shuffle(new Shuffle(partitions, new Prefix(10), Shuffle.Order.bytes(), null, new Buckets())).build());
        PassResult pairs = stages.run(Pass.overDatasets("near-dup-pairs",
                        List.of(signed.dataset(NODES), minhash.dataset(CANDIDATES)), new Tagged())
                .shuffle(new Shuffle(partitions, new Prefix(Position.WIDTH), Shuffle.Order.bytes(), null, new SendSignature()))
                .build());
        PassResult confirm = stages.run(Pass.overDatasets("near-dup-confirm",
                        List.of(pairs.dataset(CNODES), pairs.dataset(HALF)), new Tagged())
                .shuffle(new Shuffle(partitions, new Prefix(Position.WIDTH), Shuffle.Order.bytes(), null,
                        new Confirm(settings.threshold()))).build());
        ConnectedComponents.Result cc = ConnectedComponents.run(stages, confirm.dataset(ConnectedComponents.EDGES),
                Position.WIDTH, partitions, "near-dup-cc");
        PassResult cluster = stages.run(Pass.overDatasets("near-dup-cluster",
                        List.of(pairs.dataset(CNODES), cc.stars()), new Tagged())
                .shuffle(new Shuffle(partitions, new Prefix(Position.WIDTH), Shuffle.Order.bytes(), null, new ToCentre()))
                .build());
        PassResult verdict = stages.run(Pass.overDatasets("near-dup-verdict",
                        List.of(pairs.dataset(CNODES), cluster.dataset(MEMBERS)), new Tagged())
                .shuffle(new Shuffle(partitions, new Prefix(Position.WIDTH), Shuffle.Order.bytes(), null, new Verdicts()))
                .build());
        long inputBytes = stages.inputSizes().stream().mapToLong(Long::longValue).sum();
        int auditFiles = (int) Math.max(1, Math.min(10_000, (inputBytes + AUDIT_BYTES_PER_FILE - 1) / AUDIT_BYTES_PER_FILE));
        PassResult audit = stages.run(Pass.overDataset("near-dup-audit", verdict.dataset(REMOVALS), RecordFn.identity())
                .shuffle(new Shuffle(auditFiles, new InputRanges(stages.inputSizes()), Shuffle.Order.bytes(), null,
                        new Audit(stages.inputFiles())))
                .files(stages.output(FOLDER)).build());
        // a few pairs to show, the same whatever the partitions: the earliest kept texts among each task's first
        List<String[]> examples = verdict.lines(EXAMPLES).stream().map(l -> l.split(" ")).sorted(
                java.util.Comparator.comparing((String[] e) -> e[0]).thenComparing(e -> e[1])).limit(EXAMPLES_SHOWN).toList();
        List<String> shown = new ArrayList<>();
        for (String[] e : examples) {
            shown.add(e[0]);
            shown.add(e[1]);
        }
        PassResult apply = stages.run(Pass.overDatasets("near-dup-apply",
                        List.of(distinct, verdict.dataset(VERDICTS)), new ByText())
                .shuffle(new Shuffle(partitions, ReviewsProgram.partitioner(), Shuffle.Order.bytes(), null,
                        new Apply(countWords, words, shown))).build());
        passes.addAll(List.of(signed, minhash, pairs, confirm, cluster, verdict, audit, apply));
        java.util.Map<String, String> texts = new java.util.HashMap<>();
        for (String line : apply.lines(EXAMPLE_TEXTS)) {
            int space = line.indexOf(' ');
            texts.put(line.substring(0, space), line.substring(space + 1));
        }
        List<NearDupFindings.Example> shownPairs = new ArrayList<>();
        for (String[] e : examples) {
            shownPairs.add(new NearDupFindings.Example(position(e[1], stages.inputFiles()), texts.get(e[1]),
                    position(e[0], stages.inputFiles()), texts.get(e[0]),
                    (double) Integer.parseInt(e[2]) / Integer.parseInt(e[3])));
        }
        java.util.Map<String, NearDupFindings.ListFile> listed = new java.util.TreeMap<>();
        for (String line : audit.lines(FILES)) {
            String[] f = line.split("\t");
            listed.put(f[0], new NearDupFindings.ListFile(Long.parseLong(f[1]), f[2], Long.parseLong(f[3])));
        }
        return new Result(apply.dataset(KEPT), apply.dataset(words), passes,
                NearDupFindings.of(settings, passes, cc.rounds(), shownPairs, listed));
    }

    private static String position(String hex, List<String> files) {
        return Position.json(java.util.HexFormat.of().parseHex(hex), 0, files);
    }

    /** Partitions by a hash of the key's first {@code width} bytes. */
    static final class Prefix implements Shuffle.Partitioner {
        private final int width;

        Prefix(int width) {
            this.width = width;
        }

        @Override
        public int partition(byte[] key, int length, int partitions) {
            return Shuffle.Partitioner.hash().partition(key, Math.min(width, length), partitions);
        }
    }

    /** The node record's value: the text's {@link TextOrder} hash, its copies' ratings (5 x 8 bytes), its signature. */
    private static byte[] node(long textHash, byte[] copies, long[] sig) {
        ByteBuffer b = ByteBuffer.allocate(8 + 40 + 8 * sig.length).putLong(textHash).put(copies, 0, 40);
        for (long v : sig) {
            b.putLong(v);
        }
        return b.array();
    }

    private static long textHash(byte[] node) {
        return ByteBuffer.wrap(node).getLong();
    }

    private static void addRatings(RatingHistogram h, byte[] node) {
        ByteBuffer b = ByteBuffer.wrap(node, 8, 40);
        for (int r = 1; r <= 5; r++) {
            long n = b.getLong();
            if (n > 0) {
                h.add(r, n);
            }
        }
    }

    private static long[] signature(byte[] node) {
        long[] sig = new long[(node.length - 48) / 8];
        ByteBuffer.wrap(node, 48, node.length - 48).asLongBuffer().get(sig);
        return sig;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        ByteBuffer b = ByteBuffer.allocate(n);
        for (byte[] p : parts) {
            b.put(p);
        }
        return b.array();
    }

    /** The band hash: FNV-1a 64 over the band's values, each 8 bytes big-endian. */
    static long bandHash(long[] sig, int from, int rows) {
        long h = 0xcbf29ce484222325L;
        for (int i = from; i < from + rows; i++) {
            for (int s = 56; s >= 0; s -= 8) {
                h ^= (sig[i] >>> s) & 0xff;
                h *= 0x100000001b3L;
            }
        }
        return h;
    }

    /** Pass 1's map: a distinct text's signature to {@code nodes}, its band keys to the shuffle. */
    static final class Sign implements RecordFn {
        private final NearDupSettings settings;
        private transient MinHash minHash;

        Sign(NearDupSettings settings) {
            this.settings = settings;
        }

        @Override
        public void setup(TaskContext task) {
            minHash = new MinHash(settings.shingle(), settings.permutations());
        }

        @Override
        public void record(byte[] text, byte[] copies, TaskOutput out) throws IOException {
            byte[] position = Copies.position(copies);
            long[] sig = minHash.signature(text, text.length);
            out.record(NODES, position, node(TextOrder.hash(text, 0, text.length), copies, sig));
            for (int band = 0; band < settings.bands(); band++) {
                out.emit(ByteBuffer.allocate(10 + Position.WIDTH).putShort((short) band)
                        .putLong(bandHash(sig, band * settings.rows(), settings.rows())).put(position).array(), new byte[0]);
            }
        }
    }

    /** Pass 1's reduce: a bucket's texts in position order, each after the first a candidate with it. */
    static final class Buckets implements GroupFn {
        private transient byte[] bucket;
        private transient byte[] first;
        private transient long candidates;

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] b = Arrays.copyOf(key, 10);
            byte[] position = Arrays.copyOfRange(key, 10, 10 + Position.WIDTH);
            if (bucket == null || !Arrays.equals(bucket, b)) {
                bucket = b;
                first = position;
                return;
            }
            out.record(CANDIDATES, concat(position, first), new byte[0]);
            candidates++;
        }

        @Override
        public void finish(TaskOutput out) {
            out.count(CANDIDATE_PAIRS, candidates);
        }
    }

    /**
     * The join passes' map: a node record ({@code [position]}) keyed {@code [position][0]}; a pair
     * {@code [a][b]} keyed {@code [a][1][b]} and {@code [b][2][a]}, so each end meets its node
     * record first.
     */
    static final class Tagged implements RecordFn {
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

    /** A join's reduce, run by node: its node record (if any) first, then its pairs, each once. */
    abstract static class ByNode implements GroupFn {
        transient byte[] node;
        transient byte[] nodeValue;

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] n = Arrays.copyOf(key, Position.WIDTH);
            if (node == null || !Arrays.equals(node, n)) {
                if (node != null) {
                    done(out);
                }
                node = n;
                nodeValue = null;
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
        private transient boolean paired;

        @Override
        void pair(boolean first, byte[] other, byte[] value, TaskOutput out) throws IOException {
            paired = true;
            if (first) {
                out.record(HALF, concat(other, node), Arrays.copyOfRange(nodeValue, 48, nodeValue.length));
            }
        }

        @Override
        void done(TaskOutput out) throws IOException {
            if (paired) {
                out.record(CNODES, node, nodeValue);
            }
            paired = false;
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
            long[] a = signature(nodeValue);
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
            int agree = MinHash.agreements(signature(nodeValue), signature(memberNode));
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

    /** A cluster size's class for the histogram: 2, 3-4, 5-8, ..., powers of two. */
    static String sizeClass(long size) {
        if (size <= 2) {
            return "2";
        }
        long hi = Long.highestOneBit(size - 1) << 1;
        return (hi / 2 + 1) + "-" + hi;
    }

    static String hex(byte[] b) {
        return java.util.HexFormat.of().formatHex(b);
    }

    /** A verdict's key: the text's hash, a 0 byte (no cleaned text has one, so it sorts before the texts of that hash), its position. */
    private static byte[] verdictKey(long textHash, byte[] position) {
        return ByteBuffer.allocate(9 + Position.WIDTH).putLong(textHash).put((byte) 0).put(position).array();
    }

    /** Input positions in ranges of the input's bytes, so the files in order hold the removals in input order. */
    static final class InputRanges implements Shuffle.Partitioner {
        private final long[] before;
        private final long[] sizes;
        private final long total;

        InputRanges(List<Long> sizes) {
            this.sizes = sizes.stream().mapToLong(Long::longValue).toArray();
            this.before = new long[this.sizes.length];
            long sum = 0;
            for (int i = 0; i < this.sizes.length; i++) {
                before[i] = sum;
                sum += this.sizes[i];
            }
            this.total = Math.max(1, sum);
        }

        @Override
        public int partition(byte[] key, int length, int partitions) {
            int file = Position.file(key, 0);
            // a compressed file's offsets run past its size: held at its last byte, the order stays
            long at = before[file] + Math.max(0, Math.min(Position.offset(key, 0), sizes[file] - 1));
            return (int) Math.min(partitions - 1, (long) ((double) at / total * partitions));
        }
    }

    /** Pass 6: the removals of a range of the input, in input order, as JSON lines of one file. */
    static final class Audit implements GroupFn {
        private final List<String> files;
        private transient TaskContext task;
        private transient java.io.BufferedWriter lines;
        private transient java.nio.file.Path local;

        Audit(List<String> files) {
            this.files = List.copyOf(files);
        }

        @Override
        public void setup(TaskContext task) {
            this.task = task;
        }

        private java.io.BufferedWriter lines(TaskOutput out) throws IOException {
            if (lines == null) {
                local = out.scratch().resolve("removals.jsonl");
                lines = java.nio.file.Files.newBufferedWriter(local, java.nio.charset.StandardCharsets.UTF_8);
            }
            return lines;
        }

        @Override
        public void group(byte[] removed, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] v = values.next();
            ByteBuffer b = ByteBuffer.wrap(v, Position.WIDTH, 8);
            int agree = b.getInt();
            int n = b.getInt();
            lines(out).write("{\"removed\":" + Position.json(removed, 0, files) + ",\"kept\":" + Position.json(v, 0, files)
                    + ",\"similarity\":" + String.format(java.util.Locale.ROOT, "%.4f", (double) agree / n) + "}\n");
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            lines(out).close();
            String name = String.format(java.util.Locale.ROOT, "part-%05d.jsonl", task.index());
            out.file(name, local);
            long count = 0;
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(local)) {
                byte[] buf = new byte[1 << 16];
                for (int n; (n = in.read(buf)) > 0; ) {
                    for (int i = 0; i < n; i++) {
                        count += buf[i] == '\n' ? 1 : 0;
                    }
                }
            }
            // for the manifest, so verify can check the file without the driver reading it here
            out.line(FILES, FOLDER + "/" + name + "\t" + java.nio.file.Files.size(local) + "\t"
                    + org.trainprep.core.util.Sha256.of(local) + "\t" + count);
        }
    }

    /** Pass 7's map: a distinct text keyed as the dedup pass keyed it, a verdict by its own key (it sorts just before its text's hash). */
    static final class ByText implements RecordFn {
        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            if (key.length == 9 + Position.WIDTH && key[8] == 0) {
                out.emit(key, value);
                return;
            }
            byte[] k = new byte[8 + key.length];
            System.arraycopy(key, 0, k, 8, key.length);
            ByteBuffer.wrap(k).putLong(TextOrder.hash(key, 0, key.length));
            out.emit(k, value);
        }
    }

    /**
     * Pass 7's reduce: a partition's texts in text order, each with the verdicts of its hash
     * just before it; a removed text dropped, a kept one rated by its component, the rest as
     * exact dedup rated them ({@link DistinctTexts}).
     */
    static final class Apply implements GroupFn {
        private final boolean countWords;
        private final String words;
        private final List<String> shown;
        private transient DistinctTexts texts;
        private transient RatingHistogram copies;
        private transient long hash;
        private transient List<byte[]> verdicts;

        /** @param shown positions (hex) whose texts go to the side output {@link #EXAMPLE_TEXTS} */
        Apply(boolean countWords, String words, List<String> shown) {
            this.countWords = countWords;
            this.words = words;
            this.shown = List.copyOf(shown);
        }

        @Override
        public void setup(TaskContext task) {
            texts = new DistinctTexts(KEPT, words, countWords);
            copies = new RatingHistogram();
            verdicts = new ArrayList<>();
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            long h = ByteBuffer.wrap(key).getLong();
            if (verdicts.isEmpty() || h != hash) {
                verdicts.clear();
                hash = h;
            }
            byte[] value = values.next();
            if (key.length == 9 + Position.WIDTH && key[8] == 0) {
                verdicts.add(concat(Arrays.copyOfRange(key, 9, key.length), value));
                return;
            }
            byte[] position = Copies.position(value);
            if (!shown.isEmpty() && shown.contains(hex(position))) {
                out.line(EXAMPLE_TEXTS, hex(position) + " " + new String(key, 8, key.length - 8,
                        java.nio.charset.StandardCharsets.US_ASCII));
            }
            copies.clear();
            Copies.addTo(copies, value);
            for (byte[] verdict : verdicts) {
                if (Arrays.equals(verdict, 0, Position.WIDTH, position, 0, Position.WIDTH)) {
                    if (verdict[Position.WIDTH] == 0) {
                        return;
                    }
                    copies.clear();
                    Copies.addTo(copies, Arrays.copyOfRange(verdict, Position.WIDTH + 1, verdict.length));
                }
            }
            texts.write(Arrays.copyOfRange(key, 8, key.length), copies, out);
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            texts.finish(out);
        }
    }
}

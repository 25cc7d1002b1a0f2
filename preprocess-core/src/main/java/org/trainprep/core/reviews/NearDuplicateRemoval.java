package org.trainprep.core.reviews;

import org.trainprep.core.neardup.ConnectedComponents;
import org.trainprep.core.neardup.MinHash;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.Stages;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Near-duplicate removal over the distinct texts, as {@code docs/REVIEWS.md} ("Near-duplicates")
 * specifies it, in passes that hold O(1) texts' worth of memory per task whatever the clusters'
 * sizes. A text is named by its earliest input {@link Position}.
 * <ol>
 *   <li>{@code near-dup-minhash}: each text's MinHash signature ({@link MinHash}) cut into its
 *       band keys {@code [band][band hash][position]}, shuffled so a bucket's texts meet in
 *       position order; each but the first of a bucket is a candidate pair with the first;</li>
 *   <li>{@code near-dup-pairs} and {@code near-dup-confirm}: the candidates joined with both ends'
 *       texts, signed again (only texts in a pair: {@code cnodes}), then with the earlier one's
 *       signature; a pair is confirmed when the share of agreeing values is at least the
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

    static final byte NODE = 0;
    static final byte FIRST = 1;
    static final byte SECOND = 2;

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
    /** An example text's most characters in stats.json and the report (a text may be megabytes long). */
    static final int EXAMPLE_CHARS = 1000;

    /** An example's text as stats.json keeps it: its start when longer, marked so. */
    static String shown(String text) {
        if (text == null || text.length() <= EXAMPLE_CHARS) {
            return text;
        }
        // never between a surrogate pair's halves
        int end = Character.isHighSurrogate(text.charAt(EXAMPLE_CHARS - 1)) ? EXAMPLE_CHARS - 1 : EXAMPLE_CHARS;
        return text.substring(0, end) + " \u2026";
    }

    static Result run(Stages stages, NearDupSettings settings, PassResult.DatasetRef distinct, int partitions,
                      boolean countWords, String words) throws IOException, InterruptedException {
        List<PassResult> passes = new ArrayList<>();
        PassResult minhash = stages.run(Pass.overDataset("near-dup-minhash", distinct, new NearDupSigning.Sign(settings))
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(10), Shuffle.Order.bytes(), null,
                        new NearDupSigning.Buckets())).build());
        PassResult pairs = stages.run(Pass.overDatasets("near-dup-pairs",
                        List.of(distinct, minhash.dataset(CANDIDATES)), new NearDupJoins.TextsAndPairs())
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(Position.WIDTH), Shuffle.Order.bytes(), null,
                        new NearDupJoins.SendSignature(settings))).build());
        PassResult confirm = stages.run(Pass.overDatasets("near-dup-confirm",
                        List.of(pairs.dataset(CNODES), pairs.dataset(HALF)), new NearDupJoins.Tagged())
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(Position.WIDTH), Shuffle.Order.bytes(), null,
                        new NearDupJoins.Confirm(settings.threshold()))).build());
        ConnectedComponents.Result cc = ConnectedComponents.run(stages, confirm.dataset(ConnectedComponents.EDGES),
                Position.WIDTH, partitions, "near-dup-cc");
        PassResult cluster = stages.run(Pass.overDatasets("near-dup-cluster",
                        List.of(pairs.dataset(CNODES), cc.stars()), new NearDupJoins.Tagged())
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(Position.WIDTH), Shuffle.Order.bytes(), null, new NearDupJoins.ToCentre()))
                .build());
        PassResult verdict = stages.run(Pass.overDatasets("near-dup-verdict",
                        List.of(pairs.dataset(CNODES), cluster.dataset(MEMBERS)), new NearDupJoins.Tagged())
                .shuffle(new Shuffle(partitions, Shuffle.Partitioner.hashOfFirst(Position.WIDTH), Shuffle.Order.bytes(), null, new NearDupJoins.Verdicts()))
                .build());
        long inputBytes = stages.inputSizes().stream().mapToLong(Long::longValue).sum();
        int auditFiles = (int) Math.max(1, Math.min(10_000, (inputBytes + AUDIT_BYTES_PER_FILE - 1) / AUDIT_BYTES_PER_FILE));
        PassResult audit = stages.run(Pass.overDataset("near-dup-audit", verdict.dataset(REMOVALS), RecordFn.identity())
                .shuffle(new Shuffle(auditFiles, new NearDupAudit.InputRanges(stages.inputSizes()), Shuffle.Order.bytes(), null,
                        new NearDupAudit.Audit(stages.inputFiles())))
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
                        List.of(distinct, verdict.dataset(VERDICTS)), new NearDupApply.ByText())
                .shuffle(new Shuffle(partitions, ReviewsProgram.partitioner(), Shuffle.Order.bytes(), null,
                        new NearDupApply.Apply(countWords, words, shown))).build());
        passes.addAll(List.of(minhash, pairs, confirm, cluster, verdict, audit, apply));
        java.util.Map<String, String> texts = new java.util.HashMap<>();
        for (String line : apply.lines(EXAMPLE_TEXTS)) {
            int space = line.indexOf(' ');
            texts.put(line.substring(0, space), line.substring(space + 1));
        }
        List<NearDupFindings.Example> shownPairs = new ArrayList<>();
        for (String[] e : examples) {
            shownPairs.add(new NearDupFindings.Example(position(e[1], stages.inputFiles()), shown(texts.get(e[1])),
                    position(e[0], stages.inputFiles()), shown(texts.get(e[0])),
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
    static byte[] verdictKey(long textHash, byte[] position) {
        return ByteBuffer.allocate(9 + Position.WIDTH).putLong(textHash).put((byte) 0).put(position).array();
    }

}

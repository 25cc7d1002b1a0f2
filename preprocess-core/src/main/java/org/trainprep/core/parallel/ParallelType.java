package org.trainprep.core.parallel;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.ClusterRun;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.DigestedCopy;
import org.trainprep.core.dataset.TextFileCheck;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.h5.MatrixFileType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Parallel text to the translation trainers' BPE'd training files: the parallel slice as the registry sees it. */
public final class ParallelType implements DatasetType, org.trainprep.core.stage.StagedType {

    @Override
    public String name() {
        return "parallel";
    }

    @Override
    public String summary() {
        return "parallel text (src/tgt) -> Moses-tokenized, cleaned, joint-BPE training files for translation trainers";
    }

    @Override
    public String sizedBy() {
        return "-D trainprep.parallel.partitions=N with more partitions, --merges";
    }

    @Override
    public Help help() {
        return ParallelOptions.HELP;
    }

    @Override
    public String format() {
        return ParallelFileType.FORMAT;
    }

    @Override
    public org.trainprep.core.stage.StageProgram program(RunPlan plan) {
        return new ParallelProgram((ParallelOptions) plan);
    }

    @Override
    public RunPlan plan(String[] args) throws UsageException {
        return ParallelOptions.parse(args);
    }

    @Override
    public Optional<MatrixFileType> partFileType() {
        return Optional.of(new ParallelFileType());
    }

    /**
     * On a cluster: its input a folder holding the two sides ({@code --parallel-input} of the plan,
     * with {@code --parallel-src-lang} and {@code --parallel-tgt-lang}), merged by the run itself
     * (the training files are text, streamed once through the driver).
     */
    @Override
    public Optional<ClusterRun> clusterRun() {
        return Optional.of(new ClusterRun(false, org.trainprep.core.dataset.Engine.MAPREDUCE.id(), false, List.of("src-lang", "tgt-lang", "tokenized",
                "aggressive", "no-escape", "min-len", "max-len", "ratio", "max-word-length", "latin1", "merges",
                "min-frequency", "dev", "h5"), "train.tok.clean.bpe.N.*, bpe.N, vocab.bpe.N and manifest.json"));
    }

    @Override
    public void report(ReportCanvas page) {
        ParallelReport.draw(page);
    }

    /**
     * The training files: each has its stated size and SHA-256 (read whole: text has no checksums
     * inside), and as many lines as the manifest's pairs, so the two are still aligned. The codes,
     * the BPE vocabulary and the development pair: their stated size, SHA-256 and lines, and their
     * structure ({@link ParallelSideFiles}). The ids
     * file ({@code --h5}): its size and SHA-256, and a length a pair on each side, ids adding up
     * to them, every id in the vocabulary ({@link ParallelIdsCheck}).
     */
    /**
     * The manifest's own fields against its list of files: its top-level {@code file}, {@code bytes}
     * and {@code sha256} (what a consumer reading only those trusts) are its source training file's
     * entry, and its languages and merges name the two training files it lists.
     */
    private static void checkManifestAgrees(JsonNode m, List<String> texts, Verification result) {
        String file = m.path("file").asText();
        JsonNode entry = m.path("files").path(file);
        if (entry.isMissingNode()) {
            result.problem("manifest: its file " + file + " is not among its files " + texts + " (edited?)");
        } else if (m.path("bytes").asLong(-1) != entry.path("bytes").asLong() || !m.path("sha256").asText()
                .equals(entry.path("sha256").asText())) {
            result.problem("manifest: its top-level bytes " + m.path("bytes") + " and sha256 " + m.path("sha256")
                    + " are not those it lists for " + file + " (" + entry.path("bytes") + ", " + entry.path("sha256")
                    + "): edited?");
        }
        int merges = m.path(ParallelFileType.MERGES).asInt(-1);
        List<String> named = merges < 0 ? List.of() : List.of(
                ParallelFileType.trainFile(m.path(ParallelFileType.SRC_LANG).asText(), merges),
                ParallelFileType.trainFile(m.path(ParallelFileType.TGT_LANG).asText(), merges));
        if (named.isEmpty() || !named.equals(texts) || !file.equals(named.get(0))) {
            result.problem("manifest: its src_lang " + m.path(ParallelFileType.SRC_LANG) + ", tgt_lang "
                    + m.path(ParallelFileType.TGT_LANG) + " and merges " + m.path(ParallelFileType.MERGES) + " name the"
                    + " training files " + named + ", but it lists " + texts + " and states " + file + " (edited?)");
        }
    }

    @Override
    public void verify(PublishedFiles files, JsonNode m, boolean quick, Verification result) throws IOException {
        result.mode("full: SHA-256 and lines of each training file and side file; of an ids file, SHA-256, lengths"
                + " and ids");
        long pairs = m.path("num_rows").asLong();
        List<String> texts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = m.path("files").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey();
            names.add(name);
            if (name.endsWith(".h5")) {
                java.nio.file.Path local = DigestedCopy.fetch(files, name, e.getValue(), result);
                if (local != null) {
                    ParallelIdsCheck.check(local, pairs, m.path(ParallelFileType.N_VOCAB).asLong(-1), result.problems());
                }
                continue;
            }
            texts.add(name);
            long lines = TextFileCheck.check(files, name, e.getValue(), result);
            if (lines < 0) {
                continue;
            }
            if (lines != pairs) {
                result.problem("lines: " + files.uri(name) + " has " + lines + " lines, the manifest says " + pairs
                        + " pairs: the training files are no longer aligned");
            }
        }
        if (texts.size() != 2) {
            result.problem("files: the manifest names " + names + ", a parallel run publishes two training files");
        }
        if (m.path(ParallelFileType.MERGES).asInt(0) > 0 && (!m.hasNonNull("codes") || !m.hasNonNull("vocabulary"))) {
            // a run that learned BPE publishes its codes and vocabulary, always
            result.problem("manifest: its merges " + m.get(ParallelFileType.MERGES) + " say the run learned BPE, but it"
                    + " names no " + (m.hasNonNull("codes") ? "vocabulary" : "codes") + " (edited?)");
        }
        if (m.has(ParallelFileType.N_VOCAB) && names.stream().noneMatch(n -> n.endsWith(".h5"))) {
            result.problem("manifest: its n_vocab " + m.get(ParallelFileType.N_VOCAB) + " says the run wrote ids (--h5),"
                    + " but it lists no .h5 file (edited?)");
        }
        checkManifestAgrees(m, texts, result);
        ParallelSideFiles.verify(files, m, result);
        List<String> side = new ArrayList<>();
        m.path(ParallelSideFiles.MANIFEST_KEY).fieldNames().forEachRemaining(side::add);
        result.summary(String.join(" + ", names) + ", " + pairs + " pairs" + (side.isEmpty() ? "" : "; " + String.join(", ", side)));
    }
}

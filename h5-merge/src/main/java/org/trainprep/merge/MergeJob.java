package org.trainprep.merge;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.TextOutput;
import org.trainprep.core.progress.ProgressLog;
import org.trainprep.core.progress.TransferProgress;
import org.trainprep.hadoop.RunClaim;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The merge, engine-free and store-neutral: list and validate the parts where they are, lay out
 * the merged file from their headers, have the target write it front to back (or compose it
 * server-side on S3), then {@code manifest.json} (so a manifest always describes a file that is
 * already there). Nothing is staged on local disk. The review pipeline runs it as its last stage
 * and the combiner's command line runs it on any store.
 */
public final class MergeJob {

    private static final Logger LOG = LoggerFactory.getLogger(MergeJob.class);

    /**
     * What to merge and where.
     *
     * @param type      what the parts are (their shared attributes, the merged file's name and manifest), or
     *                  null for the type the parts' attributes show
     * @param input     directory holding the {@code *.h5} parts
     * @param output    directory that receives the merged file and {@code manifest.json}
     * @param fileName  merged file name, or null for the type's
     * @param shards    k balanced shards, or 0 for one per part
     * @param overwrite replace an existing merged file of that name
     */
    public record Request(MatrixFileType type, String input, String output, String fileName, int shards,
                          boolean overwrite) {
    }

    /** A published merge: where it went and what it holds. */
    public record Published<R extends MergeResult>(String fileUri, String manifestUri, R result) {
    }

    /**
     * Publishes what the run owns between the merged file and the manifest (the pipeline's
     * vocab.json, stats.json, report.html), knowing where the file went and what it holds.
     */
    @FunctionalInterface
    public interface BeforeManifest {
        void publish(CombineTarget target, String fileUri, MergeResult result) throws IOException;

        /**
         * Where the merged file goes and what it will hold, told before it is written when that is
         * known ahead (a shard merge; not a dataset merge, whose result names the written files'
         * digests), so what {@link #publish} needs can be made meanwhile, off the writing thread.
         */
        default void planned(String fileUri, MergeResult result) {
        }
    }

    private final Stores stores;
    private final ProgressLog progress;

    /** @param progress where progress lines go while the file is written or composed */
    public MergeJob(Stores stores, ProgressLog progress) {
        this.stores = stores;
        this.progress = progress;
    }

    public Published<CombineResult> run(Request request) throws IOException {
        return run(request, Map.of(), (target, uri, result) -> { });
    }

    /**
     * @param runFields      more manifest fields (the pipeline's run identity)
     * @param beforeManifest published after the merged file and before the manifest, so a manifest
     *                       means everything of the run is there
     */
    public Published<CombineResult> run(Request request, Map<String, Object> runFields, BeforeManifest beforeManifest)
            throws IOException {
        if (request.type() != null && request.type().merging() == MatrixFileType.Merging.DATASETS) {
            throw new IllegalArgumentException(request.type().format() + " parts merge dataset by dataset: use runAny");
        }
        refuseUnfinishedRun(request.input());
        try (PartCombiner.OpenParts parts = new PartCombiner(request.type()).open(stores.listParts(request.input()))) {
            String name = request.fileName() != null ? request.fileName() : parts.type().fileName(parts.attributes());
            CombineTarget target = stores.target(request.output());
            if (!request.overwrite() && target.exists(name)) {
                throw new OutputExistsException(target.uri(name) + " already exists; pass --overwrite to replace it");
            }
            parts.warning().ifPresent(w -> LOG.warn("{}", w));
            PartCombiner.OpenParts.Merge merge = parts.plan(request.shards(), target.minDataOffset(parts.dataBytes()));
            CombineResult result = merge.result();
            beforeManifest.planned(target.uri(name), result);
            withdrawManifest(request, target);
            TransferProgress transfer = new TransferProgress(progress, name, merge.file().size());
            target.publish(merge.file(), name, transfer);
            transfer.finish();
            beforeManifest.publish(target, target.uri(name), result);
            target.publishBytes(Manifest.toJson(parts.type(), result, name, withSideFiles(parts.type(), target, runFields)),
                    Manifest.FILE_NAME);
            LOG.info("combined {} parts ({} rows) into {}", result.parts().size(), result.numRows(),
                    target.uri(name));
            return new Published<>(target.uri(name), target.uri(Manifest.FILE_NAME), result);
        }
    }

    /**
     * Before an {@code --overwrite} replaces an earlier output's files, its manifest goes: from then
     * the directory reads as unfinished until the new manifest lands, so a failure midway (a refused
     * upload of the manifest) never leaves the earlier manifest vouching for a new file.
     */
    private static void withdrawManifest(Request request, CombineTarget target) throws IOException {
        if (request.overwrite() && target.exists(Manifest.FILE_NAME)) {
            target.delete(Manifest.FILE_NAME);
        }
    }

    /**
     * {@code runFields} and the type's side files the output holds ({@link MatrixFileType#sideFiles}),
     * those a run names already kept where it put them: a combine into a {@code --no-combine} run's
     * directory names its {@code vocab.json} as the run's manifest would, so {@code verify} misses it
     * once deleted.
     */
    private static Map<String, Object> withSideFiles(MatrixFileType type, CombineTarget target,
                                                     Map<String, Object> runFields) throws IOException {
        Map<String, Object> fields = new java.util.LinkedHashMap<>(runFields);
        for (Map.Entry<String, String> side : type.sideFiles().entrySet()) {
            if (!fields.containsKey(side.getKey()) && target.exists(side.getValue())) {
                fields.put(side.getKey(), side.getValue());
            }
        }
        return fields;
    }

    /**
     * Merges parts of any type, the way its {@link MatrixFileType#merging()} says; without a type
     * in the request, of the installed type the first part's attributes name.
     */
    public Published<? extends MergeResult> runAny(Request request, Map<String, Object> runFields,
                                                    BeforeManifest beforeManifest) throws IOException {
        MatrixFileType type = request.type();
        if (type == null) {
            refuseUnfinishedRun(request.input());
            type = typeOfParts(request.input());
        }
        return type != null && type.merging() == MatrixFileType.Merging.DATASETS
                ? runDatasets(new Request(type, request.input(), request.output(), request.fileName(), request.shards(),
                request.overwrite()), runFields, beforeManifest)
                : run(request, runFields, beforeManifest);
    }

    /**
     * The installed type whose parts carry the first part's attributes, or null to leave the
     * question (and its message) to the shard merge.
     */
    private MatrixFileType typeOfParts(String input) throws IOException {
        List<org.trainprep.core.h5.RandomAccessSource> sources = stores.listParts(input);
        for (int i = 1; i < sources.size(); i++) {
            sources.get(i).close();
        }
        try (DatasetPart first = DatasetPart.open(sources.get(0))) {
            return DatasetTypes.installed().ofPart(first.attributes()).orElse(null);
        } catch (IncompatiblePartsException e) {
            return null;
        }
    }

    /**
     * Parts that merge dataset by dataset: the merged HDF5 file (digested whole on its way when
     * the type asks), or the text files the type renders from the parts instead, then the manifest.
     */
    private Published<DatasetsResult> runDatasets(Request request, Map<String, Object> runFields,
                                                  BeforeManifest beforeManifest) throws IOException {
        refuseUnfinishedRun(request.input());
        MatrixFileType type = request.type();
        try (DatasetMerge parts = DatasetMerge.open(type, stores.listParts(request.input()))) {
            CombineTarget target = stores.target(request.output());
            org.trainprep.core.h5.CombinedFile file = parts.plan();
            List<TextOutput> texts = type.textOutputs(parts.first());
            // the text files first (the manifest's "file" is the first), then the HDF5 file when published
            String fileName = type.publishesFile(parts.first())
                    ? (request.fileName() != null ? request.fileName() : type.fileName(parts.first())) : null;
            List<String> names = new ArrayList<>(texts.stream().map(TextOutput::name).toList());
            if (fileName != null) {
                names.add(fileName);
            }
            for (String name : names) {
                if (!request.overwrite() && target.exists(name)) {
                    throw new OutputExistsException(target.uri(name) + " already exists; pass --overwrite to replace it");
                }
            }
            withdrawManifest(request, target);
            List<CombineTarget.Written> written = new ArrayList<>();
            for (TextOutput text : texts) {
                written.add(target.publishDigested(text.name(), out -> {
                    OutputStream o = Channels.newOutputStream(out);
                    text.write(parts.parts(), o);
                    o.flush();
                }));
            }
            if (fileName != null) {
                TransferProgress transfer = new TransferProgress(progress, fileName, file.size());
                if (type.wholeFileDigest()) {
                    written.add(target.publishDigested(fileName, out -> file.writeTo(out, transfer)));
                } else {
                    target.publish(file, fileName, transfer);
                    written.add(new CombineTarget.Written(fileName, file.size(), null));
                }
                transfer.finish();
            }
            Object rows = file.layout().attributes().get("num_rows");
            if (!(rows instanceof Number n)) {
                throw new IllegalStateException(type.format() + " laid out a merged file without num_rows");
            }
            DatasetsResult result = new DatasetsResult(type.format(), file.layout().attributes(), n.longValue(),
                    parts.names(), written, !texts.isEmpty());
            beforeManifest.publish(target, target.uri(names.get(0)), result);
            target.publishBytes(Manifest.toJson(type, result, withSideFiles(type, target, runFields)), Manifest.FILE_NAME);
            LOG.info("merged {} parts ({} rows) into {}", result.parts().size(), result.numRows(), names);
            return new Published<>(target.uri(names.get(0)), target.uri(Manifest.FILE_NAME), result);
        }
    }

    /**
     * Parts under {@code RUN_OUTPUT/parts/} whose run still claims {@code RUN_OUTPUT} (see
     * {@link RunClaim}) may be incomplete: that run is still writing, or was killed.
     */
    private void refuseUnfinishedRun(String input) throws IOException {
        String dir = input.replaceAll("/+$", "");
        int slash = dir.lastIndexOf('/');
        if (slash <= dir.indexOf("//") + 1) {
            return;
        }
        String runOutput = dir.substring(0, slash);
        if (stores.exists(runOutput + "/" + RunClaim.MARKER)) {
            throw new IncompatiblePartsException("the run writing " + runOutput + " has not finished (its "
                    + RunClaim.MARKER + " marker is there), so the parts may be incomplete: wait for it, or rerun it if it"
                    + " was killed");
        }
    }
}

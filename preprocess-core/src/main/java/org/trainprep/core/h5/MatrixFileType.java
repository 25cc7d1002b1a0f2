package org.trainprep.core.h5;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a dataset type contributes to the shared matrix file layer, as data rather than as
 * branches in the merge: a part or a merged file is "named 2-D datasets of one primitive type plus
 * a typed attribute set" ({@link FileAttributes}); the type says which attributes every part must
 * agree on, what else a part's rows must satisfy, what the merged file is called and holds, and
 * what its manifest states. The merge ({@code h5-merge}) and the manifest only ever call this.
 *
 * <p>Parts merge one of two ways ({@link #merging()}): as one matrix of shard datasets
 * {@code "0".."k-1"} recut into balanced shards (what the review trainers read), or dataset by
 * dataset, each path (groups included) the concatenation of the parts' datasets of that path in
 * part order. Either way only headers are read, and the rows are copied as bytes.
 */
public interface MatrixFileType {

    /** The manifest's {@code format}, e.g. {@code trainprep-reviews}. */
    String format();

    /** Attributes every part must hold with equal values (parts of one run). */
    List<String> sharedAttributes();

    /** What is wrong with a part whose shard datasets are {@code columns} wide, or empty. */
    Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type);

    /** The merged file's name. */
    String fileName(FileAttributes attributes);

    /**
     * The merged file's root attributes, from the first part's.
     *
     * @param totalRows every part's rows
     * @param sources   every part's inputs, each once, in order
     */
    FileAttributes merged(FileAttributes first, long totalRows, List<String> sources);

    /** The attributes a part lists as its inputs (for {@link #merged}). */
    List<String> sources(FileAttributes attributes);

    /** Manifest fields that describe the merged file's attributes, in order (after file, bytes, format). */
    Map<String, Object> manifestFields(FileAttributes merged);

    /**
     * Files a run publishes beside the merged file that a reader needs with it (a vocabulary), by the
     * manifest key that names each: a combine into a directory holding one names it too, so its
     * manifest, like the run's, makes {@code verify} miss it when it is gone.
     */
    default Map<String, String> sideFiles() {
        return Map.of();
    }

    /** How parts become the merged file. */
    enum Merging {
        /** Every part holds shard datasets {@code "0".."n-1"} of one width and type; the merge recuts them into k. */
        SHARDS,
        /** Every part holds the same dataset paths; each is concatenated over the parts, in part order. */
        DATASETS
    }

    default Merging merging() {
        return Merging.SHARDS;
    }

    /**
     * For {@link Merging#DATASETS}: the merged file's layout, with exactly the datasets given (their
     * rows summed over the parts; in no particular order: the type lays them out in its own), or,
     * for a type with text outputs, those of them its text outputs do not render; and the root and
     * group attributes the type gives them.
     *
     * @param parts every part's root attributes, in part order
     */
    default HeaderFirstFile concatenated(List<FileAttributes> parts, List<HeaderFirstFile.Dataset> datasets) {
        throw new UnsupportedOperationException(format() + " parts merge as shards");
    }

    /**
     * Whether the manifest states the whole file's SHA-256 ({@code sha256}), digested on its way
     * out: for files small enough to stream through the merge; a type whose file is composed where
     * it lies vouches for its rows with checksums instead.
     */
    default boolean wholeFileDigest() {
        return false;
    }

    /**
     * Text files the merged rows are published as instead of the HDF5 file (CSV for trainers
     * that read text), rendered from the parts in part order; empty to publish the HDF5 file.
     *
     * @param first the first part's root attributes
     */
    default List<TextOutput> textOutputs(FileAttributes first) {
        return List.of();
    }

    /**
     * Whether the merged HDF5 file is published: always when there are no text outputs; beside
     * them when the type says so (its layout then holds the datasets no text output renders).
     */
    default boolean publishesFile(FileAttributes first) {
        return textOutputs(first).isEmpty();
    }
}

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
}

package org.trainprep.merge;

import org.trainprep.core.h5.FileAttributes;

import java.util.List;

/**
 * What a dataset-by-dataset merge published: the merged attributes, rows, the parts, and each
 * file written (the HDF5 file, or the type's text files), first the one the manifest's {@code file} names.
 *
 * @param text whether the files are the type's text outputs rather than the HDF5 file
 */
public record DatasetsResult(String format, FileAttributes attributes, long numRows, List<String> parts,
                             List<CombineTarget.Written> files, boolean text) implements MergeResult {

    public DatasetsResult {
        parts = List.copyOf(parts);
        files = List.copyOf(files);
    }
}

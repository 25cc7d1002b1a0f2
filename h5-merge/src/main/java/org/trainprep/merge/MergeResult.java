package org.trainprep.merge;

import org.trainprep.core.h5.FileAttributes;

import java.util.List;

/** What any merge produced, whichever way its parts merged: what a run's statistics and summary need. */
public interface MergeResult {

    /** The dataset type's format. */
    String format();

    /** The merged file's root attributes. */
    FileAttributes attributes();

    long numRows();

    /** Rows a trainer's loader reads (all of them unless the type's loader drops a remainder). */
    default long loaderRows() {
        return numRows();
    }

    /** The parts merged, by file name, in merge order. */
    List<String> parts();
}
